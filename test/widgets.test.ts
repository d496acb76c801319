import { readFileSync } from 'node:fs'
import { AREAS } from '@/src/boot/areas'
import { baseOf, LOCALES } from '@/i18n/locales'
import { widgetJsonSchema, widgetsSchemaFile, widgetTable } from '@/src/widget/json-schema'
import { contextFor } from '@/test/cms/context'
import { fallbackDocs, fallbackFile, type AnyFallback } from '@/test/cms/widget-markup-docs'
import type { WidgetName } from '@/test/cms/html'
import { widgetsIn } from '@/test/cms/html'
import { catalogueAreaPages } from '@/test/cms/pages/catalogue'
import { catalogueFallback } from '@/test/cms/pages/catalogue-data'
import { pages, startPage } from '@/test/cms/pages/index'
import { widgetTranslate } from '@/test/cms/widget-strings'
import { userDataFor } from '@/test/mocks/db/index'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import { expectSameMarkup } from '@/test/same-markup'
import { catalogue, misplacedDeclarations } from '@/widgets/catalogue'

// The widget contract (docs/widgets.md "Declaring a widget"): everything that follows from a declaration
// exists, and the files generated from the declarations are current (`npm run generate` rewrites them).

const WIDGET_TABLE_FILE = 'docs/widgets.md'
const TABLE_START = '<!-- widgets:start (npm run generate) -->'
const TABLE_END = '<!-- widgets:end -->'
const FALLBACKS_FILE = 'docs/fallbacks.md'
const FALLBACKS_START = '<!-- fallbacks:start (npm run generate) -->'
const FALLBACKS_END = '<!-- fallbacks:end -->'
const stringFiles = import.meta.glob('/i18n/locales/*/*.json')
// Every widget's fallback markup (docs/fallbacks.md), as its file's default export.
const fallbackModules = import.meta.glob<AnyFallback>('/widgets/*/*/*.fallback.ts', { eager: true, import: 'default' })
const fallbackOf = (name: string): AnyFallback | undefined => fallbackModules[`/${fallbackFile(name)}`]
const hasStrings = (locale: string, namespace: string) => Object.hasOwn(stringFiles, `/i18n/locales/${locale}/${namespace}.json`)
const baseLocales = LOCALES.filter((locale) => !baseOf(locale))
const schemas = widgetsSchemaFile(catalogue)
const render = (page: (typeof pages)[number]) => page.body(contextFor(new URL(`http://cms.test${page.path}`), undefined, schemas))
const catalogueHtml = catalogueAreaPages.map(render).join('')
// The pages that show a widget at work, besides the catalogue's area pages that show every one.
// The start page is a page of the CMS too (the home page's news tiles are placed there).
const cmsWidgets = new Set([startPage, ...pages.filter((page) => !catalogueAreaPages.includes(page))].flatMap((page) => widgetsIn(render(page))))

describe('widget declarations', () => {
  it('sit at widgets/<area>/<widget>/<widget>.widget.ts, one per widget', () => {
    expect(misplacedDeclarations).toEqual([])
    expect(catalogue.length).toBeGreaterThan(0)
  })

  describe.each(catalogue.map((entry) => [entry.name, entry] as const))('%s', (name, { declaration }) => {
    it('has a description, at least one example and a budget', () => {
      expect(declaration.description).toMatch(/\S{3}/)
      expect(Object.keys(declaration.examples).length).toBeGreaterThan(0)
      expect(declaration.budgetKb).toBeGreaterThan(0)
    })

    it.each(Object.entries(declaration.examples))('accepts its example %s', (_, example) => {
      const checked = declaration.check(example)
      expect(checked.ok ? [] : checked.problems).toEqual([])
      expect(checked.unknown).toEqual([])
    })

    it('has a JSON Schema that names it and lists its examples', () => {
      const schema = widgetJsonSchema(name, declaration)
      expect(schema).toMatchObject({ title: name, type: 'object', 'x-example-names': Object.keys(declaration.examples) })
      expect(Object.keys(schema.properties ?? {})).toEqual(Object.keys(declaration.props.entries))
    })

    it('has its area’s strings in every base language (if the area has strings)', () => {
      const area = name.split('/')[0] ?? ''
      if (!hasStrings('de', area)) return
      expect(baseLocales.filter((locale) => !hasStrings(locale, area))).toEqual([])
    })

    it('has a page in the simulated CMS', () => {
      expect([...cmsWidgets]).toContain(name)
    })

    it('has its fallback markup beside it (<widget>.fallback.ts), or says in its declaration why it needs none', () => {
      const files = Object.keys(fallbackModules)
      if (declaration.fallback) {
        expect(declaration.fallback.none).toMatch(/\S{3}/)
        expect(files).not.toContain(`/${fallbackFile(name)}`)
      } else {
        expect(files).toContain(`/${fallbackFile(name)}`)
        expect(fallbackOf(name)?.description).toMatch(/\S{3}/)
      }
    })

    it.each(Object.keys(declaration.examples))('shows its example %s in the block catalogue', (example) => {
      expect(catalogueHtml).toContain(`id="widget-${name.replace('/', '-')}-${example}"`)
    })
  })
})

/** `value` frozen to its leaves: a fallback that changes its props throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

describe('fallback markup (docs/fallbacks.md)', () => {
  it('belongs to a declared widget: widgets/<area>/<widget>/<widget>.fallback.ts', () => {
    const declared = new Set(catalogue.map(({ name }) => `/${fallbackFile(name)}`))
    expect(Object.keys(fallbackModules).filter((path) => !declared.has(path))).toEqual([])
  })

  const examples = catalogue.flatMap(({ name, declaration }) => {
    const fallback = fallbackOf(name)
    return fallback ? Object.entries(declaration.examples).map(([example, props]) => [name, example, props, fallback] as const) : []
  })

  it.each(examples)('%s «%s» is a pure function of props and locale: a string, the same each time, no script', (name, _, props, fallback) => {
    const area = name.split('/')[0] ?? ''
    const render = (locale: (typeof LOCALES)[number]) => fallback.render(deepFreeze(structuredClone(props)), { locale, t: widgetTranslate(area, locale) })
    const html = render('de')
    expect(typeof html).toBe('string')
    expect(html).not.toMatch(/<script/i)
    expect(render('de')).toBe(html)
    // Its strings exist in every locale, if only through the fallback chain to German.
    for (const locale of LOCALES) expect(render(locale)).not.toMatch(/<script/i)
  })
})

// A widget that shows nothing outside its situation mounts its examples in it: the acting-for banner shows only
// while an employee acts for a customer's contact.
const EXAMPLE_CONTEXT: Partial<Record<WidgetName, RenderWidgetOptions>> = {
  'shopuser/acting-for-banner': {
    user: 'mitarbeiter@example.ch',
    pageData: { user: { ...userDataFor('mitarbeiter@example.ch'), selectedContact: { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } } } },
  },
  // The oil finder's page comes from the session, as the demo site's page data gives it.
  'tools/faq-teaser': { pageData: { session: { urls: { oilFinderUrl: '/oelfinder' } } } },
  'oilfinder/oil-finder-tile': { pageData: { session: { urls: { oilFinderUrl: '/oelfinder' } } } },
}

describe('every named example', () => {
  const examples = catalogue.flatMap(({ name, declaration }) => Object.entries(declaration.examples).map(([example, props]) => [name, example, props, declaration.slots] as const))

  it.each(examples)('%s «%s» mounts through the real runtime without a warning (a block as its fallback writes it)', async (name, _, props, slots) => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    // A block that holds others is its CMS markup (docs/cms-integration.md "Blocks in slots"): as the catalogue writes it, blocks in its slots.
    const context = slots ? { ...EXAMPLE_CONTEXT[name as WidgetName], marker: { fallback: catalogueFallback(name, props, false) } } : EXAMPLE_CONTEXT[name as WidgetName]
    // Examples are checked against their own declaration above; here they are plain data.
    const { el } = await renderWidget(name as WidgetName, props as never, context)
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el).not.toBeEmptyDOMElement()
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    // A block whose fallback is its final markup (docs/adding-a-widget.md "A content block") writes exactly that.
    const fallback = fallbackOf(name)
    // In the island's language: page data without one is the session's default, de.
    if (fallback?.sameAsIsland) expectSameMarkup(el, fallback.render(props, { locale: 'de', t: widgetTranslate(name.split('/')[0] ?? '', 'de') }))
  })
})

describe('files generated from the declarations (npm run generate)', () => {
  /** A widget's name as an identifier: `tools/rich-text` → `toolsRichText`. */
  const id = (name: string) => name.replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase())

  it('the widget table of docs/widgets.md', async () => {
    const doc = readFileSync(WIDGET_TABLE_FILE, 'utf8')
    const start = doc.indexOf(TABLE_START)
    const end = doc.indexOf(TABLE_END)
    expect(start, `${WIDGET_TABLE_FILE} needs the markers ${TABLE_START} … ${TABLE_END}`).toBeGreaterThan(-1)
    expect(end, `${WIDGET_TABLE_FILE} needs the markers ${TABLE_START} … ${TABLE_END}`).toBeGreaterThan(start)
    const current = `${doc.slice(0, start + TABLE_START.length)}\n${widgetTable(catalogue)}\n${doc.slice(end)}`
    await expect(current).toMatchFileSnapshot(`../${WIDGET_TABLE_FILE}`)
  })

  it('the typed props of every widget for marker() and renderWidget()', async () => {
    const source = [
      '// Generated from widgets/*/*/*.widget.ts by `npm run generate`; test/widgets.test.ts checks it is current.',
      "import type { PropsInputOf, WidgetDeclaration } from '@/src/widget/define-widget'",
      ...catalogue.map(({ name }) => `import type ${id(name)} from '@/widgets/${name}/${name.split('/')[1] ?? ''}.widget'`),
      '',
      '// A widget without props takes none: an empty object, not `{}` (which would accept anything but null).',
      'type Exact<P> = keyof P extends never ? Record<string, never> : P',
      'type InputOf<D> = D extends WidgetDeclaration<infer S> ? Exact<PropsInputOf<S>> : never',
      '',
      '/** The props a CMS author writes, by widget name: what marker() and renderWidget() check against. */',
      'export type WidgetInputs = {',
      ...catalogue.map(({ name }) => `  '${name}': InputOf<typeof ${id(name)}>`),
      '}',
      '',
    ].join('\n')
    await expect(source).toMatchFileSnapshot('./widget-inputs.gen.ts')
  })

  it('the fallbacks the simulated CMS collects (test/cms/widget-markup.gen.ts)', async () => {
    const withFallback = catalogue.filter(({ declaration }) => !declaration.fallback)
    const source = [
      '// Generated from widgets/*/*/*.fallback.ts by `npm run generate`; test/widgets.test.ts checks it is current.',
      ...withFallback.map(({ name }) => `import ${id(name)} from '@/${fallbackFile(name).replace(/\.ts$/, '')}'`),
      '',
      "/** Every widget's fallback by name (docs/fallbacks.md): the simulated CMS renders them (fallbacks.ts). */",
      'export const FALLBACKS = {',
      ...withFallback.map(({ name }) => `  '${name}': ${id(name)},`),
      '}',
      '',
    ].join('\n')
    await expect(source).toMatchFileSnapshot('./cms/widget-markup.gen.ts')
  })

  it('the fallback of every widget in docs/fallbacks.md', async () => {
    const doc = readFileSync(FALLBACKS_FILE, 'utf8')
    const start = doc.indexOf(FALLBACKS_START)
    const end = doc.indexOf(FALLBACKS_END)
    expect(start, `${FALLBACKS_FILE} needs the markers ${FALLBACKS_START} … ${FALLBACKS_END}`).toBeGreaterThan(-1)
    expect(end, `${FALLBACKS_FILE} needs the markers ${FALLBACKS_START} … ${FALLBACKS_END}`).toBeGreaterThan(start)
    const current = `${doc.slice(0, start + FALLBACKS_START.length)}\n${fallbackDocs(catalogue, fallbackOf)}\n${doc.slice(end)}`
    await expect(current).toMatchFileSnapshot(`../${FALLBACKS_FILE}`)
  })

  it('covers every area in the registry order', () => {
    const areas = catalogue.map(({ name }) => name.split('/')[0])
    expect([...areas].sort((a, b) => AREAS.indexOf(a as never) - AREAS.indexOf(b as never))).toEqual(areas)
  })
})
