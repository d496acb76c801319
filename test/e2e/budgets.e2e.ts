import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { widgetKey } from '@/test/cms/assets'
import { CONTENT_BLOCKS } from '@/test/cms/widget-markup'
import { analyseBundle, budgetProblems } from '@/test/bench/sizes'
import { catalogue } from '@/widgets/catalogue'

// The production build against its budgets (docs/budgets.md): the entry, the libraries it may not hold,
// and each widget against the budget its declaration names. A test over dist/, not a figure read by hand.
const bundle = analyseBundle(process.env.E2E_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url)))
const widgets = catalogue.map(({ name, declaration }) => ({ name, budgetKb: declaration.budgetKb, gzip: bundle.widgetCost(widgetKey(name)).gzip }))

describe('the production build', () => {
  it('keeps every budget', () => {
    expect(budgetProblems({ loaderGzip: bundle.loader.gzip, entryGzip: bundle.entry.gzip, entryPackages: bundle.entryPackages, widgets })).toEqual([])
  })

  it('has a chunk for every declared widget', () => {
    for (const { name } of catalogue) expect(bundle.manifest[widgetKey(name)], name).toBeDefined()
  })

  // A stylesheet imported for its rules alone can be dropped (a CSS module none of whose classes is used): the page
  // would then show the fallback and the island unstyled, which no unit test sees.
  it('ships the stylesheet of every widget that has one beside it', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    for (const { name } of catalogue) {
      const folder = `widgets/${name}/`
      // Its own chunk's: a stylesheet in a chunk it shares would not prove its own was kept.
      if (!readdirSync(`${root}${folder}`).some((file) => file.endsWith('.css'))) continue
      expect(bundle.manifest[widgetKey(name)]?.css ?? [], name).not.toEqual([])
    }
  })

  // A corporate page of content blocks is read, not used as a shop: it loads no HTTP client, form library or slider (the
  // campaign banner's Swiper is a chunk of its own, loaded only for several banners).
  it('loads no axios, react-hook-form or swiper on a page of content blocks', () => {
    expect([...CONTENT_BLOCKS]).toEqual(expect.arrayContaining(['tools/teaser-list', 'tools/video']))
    for (const name of CONTENT_BLOCKS) {
      expect(bundle.pagePackages(widgetKey(name)).filter((id) => /^(axios|react-hook-form|swiper)(\/|$)/.test(id)), name).toEqual([])
    }
  })

  // A text block is its markup and the parts every block shares (DOMPurify, the link, the schemas, the picture): its
  // own chunk, what it adds to a page that already has another block, stays small.
  it('costs at most 3 KB for each text block beyond the shared parts', () => {
    const textBlocks = ['rich-text', 'heading', 'text-button', 'text-image', 'text-video', 'icon-text', 'icon-list', 'good-to-know', 'file-list', 'error-block']
    for (const block of textBlocks) {
      const own = bundle.chunks.find((chunk) => chunk.file === bundle.manifest[widgetKey(`tools/${block}`)]?.file.replace('assets/', ''))
      expect(own?.gzip, block).toBeLessThanOrEqual(3 * 1024)
    }
  })

  it('keeps the registry out of the entry, so the entry does not grow with widgets', () => {
    expect(bundle.entry.files.some((file) => file.startsWith('registry-'))).toBe(false)
    for (const { name } of catalogue) expect(bundle.entry.files.some((file) => file.startsWith(`${name.split('/')[1] ?? ''}-`)), name).toBe(false)
  })
})
