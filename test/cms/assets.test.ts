import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ENTRY, LOADER, productionHead, REGISTRY, STRINGS_ENGINE, widgetKey } from './assets'
import { laterWidgetsIn, linkBeforeMarkers, rawMarker } from './html'

// docs/cms-integration.md "Loading the bundle", step 3: the stylesheets of a content widget below the first screen wait
// in the body, before its first marker; everything else stays in the head.

const heading = rawMarker({ area: 'tools', widget: 'heading', hydrate: 'load' })
const richText = rawMarker({ area: 'tools', widget: 'rich-text' })
const richTextVisible = rawMarker({ area: 'tools', widget: 'rich-text', hydrate: 'visible', id: 'second' })
const list = rawMarker({ area: 'product', widget: 'product-list', hydrate: 'visible' })
const listSoon = rawMarker({ area: 'product', widget: 'product-list', hydrate: 'idle' })

describe('laterWidgetsIn', () => {
  it('names the widgets placed only in visible markers (the default), in the order they first appear', () => {
    expect(laterWidgetsIn(`${heading}${list}${richText}${richTextVisible}`)).toEqual(['product/product-list', 'tools/rich-text'])
  })

  it('leaves out a widget that also has a marker hydrating on load or when idle', () => {
    expect(laterWidgetsIn(`${list}${richText}${listSoon}`)).toEqual(['tools/rich-text'])
    expect(laterWidgetsIn(heading)).toEqual([])
  })
})

describe('linkBeforeMarkers', () => {
  it('writes the links before the first marker of their widget only', () => {
    const html = `<main>${heading}${richText}${richTextVisible}</main>`
    const out = linkBeforeMarkers(html, new Map([['tools/rich-text', '<link rel="stylesheet" href="/vue/a.css">']]))
    expect(out).toBe(`<main>${heading}<link rel="stylesheet" href="/vue/a.css">${richText}${richTextVisible}</main>`)
  })
})

describe('productionHead', () => {
  let dist = ''
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'assets-test-'))
    mkdirSync(join(dist, '.vite'))
    const chunk = (file: string, css: string[] = [], imports: string[] = []) => ({ file, css, imports })
    const manifest = {
      [ENTRY]: { ...chunk('assets/main.js', ['assets/main.css'], ['_vendor.js']), isEntry: true },
      '_vendor.js': chunk('assets/vendor.js'),
      [LOADER]: { ...chunk('assets/loader.js'), isEntry: true },
      [REGISTRY]: chunk('assets/registry.js'),
      [STRINGS_ENGINE]: chunk('assets/i18n.js'),
      '_button.js': chunk('assets/button.js', ['assets/button.css']),
      '_table.js': chunk('assets/table.js', ['assets/table.css']),
      [widgetKey('tools/heading')]: chunk('assets/heading.js', ['assets/heading.css'], ['_button.js']),
      [widgetKey('tools/rich-text')]: chunk('assets/rich-text.js', ['assets/rich-text.css'], ['_button.js', '_table.js']),
      [widgetKey('product/product-list')]: chunk('assets/product-list.js', ['assets/product-list.css'], ['_table.js']),
    }
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  const preloadsIn = (html: string) => {
    const list = /<template id="widget-code"[^>]*>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
    expect(html.replace(list, '')).not.toContain('modulepreload')
    return [...list.matchAll(/<link rel="modulepreload" href="\/vue\/assets\/([^"]+)\.js">/g)].map(([, file]) => file)
  }
  const stylesheetsIn = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="\/vue\/([^"]+)">/g)].map(([, file]) => file)

  it('keeps in the head what the first screen needs, and puts each later widget’s missing stylesheets before its first marker', () => {
    const { head, beforeMarker } = productionHead(dist)({ widgets: ['tools/heading', 'tools/rich-text', 'product/product-list'], later: ['tools/rich-text', 'product/product-list'], locale: 'de-CH' })
    expect(stylesheetsIn(head)).toEqual(['assets/main.css', 'assets/heading.css', 'assets/button.css'])
    // The table's stylesheet, shared by both later widgets, comes with the first of them in the document.
    expect(stylesheetsIn(beforeMarker.get('tools/rich-text') ?? '')).toEqual(['assets/rich-text.css', 'assets/table.css'])
    expect(stylesheetsIn(beforeMarker.get('product/product-list') ?? '')).toEqual(['assets/product-list.css'])
    // Their code is listed for preloading like the rest, in the template the entry releases after the first paint.
    expect(preloadsIn(head)).toEqual(['main', 'vendor', 'registry', 'i18n', 'heading', 'button', 'rich-text', 'table', 'product-list'])
    expect(head).toContain('<template id="widget-code" data-entry="/vue/assets/main.js">')
    expect(head).toMatch(/<\/template>\n<script type="module" src="\/vue\/assets\/loader\.js"><\/script>$/)
  })

  it('links everything in the head when no widget waits', () => {
    const { head, beforeMarker } = productionHead(dist)({ widgets: ['tools/heading', 'tools/rich-text'], locale: 'de-CH' })
    expect(stylesheetsIn(head)).toEqual(['assets/main.css', 'assets/heading.css', 'assets/button.css', 'assets/rich-text.css', 'assets/table.css'])
    expect(beforeMarker.size).toBe(0)
  })
})
