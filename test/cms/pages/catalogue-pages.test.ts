import type { Locale } from '@/i18n/locales'
import { categoryUrl, walkCategories } from '@/test/mocks/db/categories'
import { PRODUCTS, productsIn } from '@/test/mocks/db/catalogue'
import { ASSETS, assetAt, BROCHURE_ASSETS, CONTENT_PAGES } from '@/test/mocks/db/documents'
import { contextFor } from '../context'
import { languagePath } from '../language-paths'
import { pdfFile } from '../pdf'
import { catalogueRouteOf } from './catalogue-pages'
import { findPage } from './index'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const render = (path: string, locale: Locale = 'de-CH') => {
  const page = findPage(path)
  if (!page) throw new Error(`no page at ${path}`)
  const body = page.body(contextFor(new URL(`http://cms.test${languagePath(locale, path)}`), undefined))
  return { page, body, doc: new DOMParser().parseFromString(`<main>${body}</main>`, 'text/html') }
}
/** The links of a page: its anchors, and the data sheets the product detail's props link to. */
const hrefsOf = (doc: Document) => [
  ...[...doc.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? ''),
  ...[...doc.querySelectorAll('[data-widget="product-detail"]')].flatMap((marker) => {
    const props = detailProps(marker)
    return [props.productDataSheetUrl, props.safetyDataSheetUrl].filter((url): url is string => url !== undefined)
  }),
]
type DetailProps = WidgetInputs['product/product-detail']
const detailProps = (marker: Element | null) => JSON.parse(marker?.getAttribute('data-props') ?? '{}') as DetailProps

const CATEGORY_URLS = walkCategories().map(({ path }) => categoryUrl(path.map((category) => category.slug)))
const EVERY_URL = ['/produkte', ...CATEGORY_URLS, ...PRODUCTS.map((product) => product.url), ...CONTENT_PAGES.map((page) => page.url)]

describe('the catalogue’s pages in the simulated CMS', () => {
  it('has a page for every category, product and knowledge article, and each of its links leads to a page or a file', () => {
    const targets = new Set(EVERY_URL.flatMap((path) => hrefsOf(render(path).doc)))

    const broken = [...targets].filter((href) => {
      const { pathname } = new URL(href, 'http://cms.test')
      return !findPage(pathname) && !assetAt(pathname)
    })
    expect(broken).toEqual([])
    // Every data sheet is linked from its product's page (every file from /downloads too: corporate/downloads.test.ts).
    expect(ASSETS.filter((asset) => !BROCHURE_ASSETS.includes(asset) && !targets.has(asset.url)).map((asset) => asset.title)).toEqual([])
    // Renders and parses the 300-odd pages, each list with its first page of tiles: about 2 s alone, past the default
    // 5 s beside the rest of the suite on two cores.
  }, 30_000)

  it('shows a category’s sub-categories and its products in product/product-list, with the first page for the address’s filter', () => {
    const page = findPage('/produkte/motorenoele/pkw')!
    const body = page.body(contextFor(new URL('http://cms.test/produkte/motorenoele/pkw?filter.tag=sale&filter.tag=gibtsnicht'), undefined))
    const doc = new DOMParser().parseFromString(`<main>${body}</main>`, 'text/html')
    const products = productsIn('c-motor-pkw')
    const links = [...doc.querySelectorAll('a')]

    expect(page.title.de).toBe('PKW-Motorenöle')
    expect(page.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/produkte', '/produkte/motorenoele'])
    expect(links.filter((anchor) => anchor.getAttribute('href')?.startsWith('/produkte/motorenoele/pkw/') && anchor.closest('.cms-card')).map((anchor) => anchor.textContent)).toEqual([
      'SAE 0W-20',
      'SAE 0W-30',
      'SAE 5W-30',
      'SAE 5W-40',
      'SAE 10W-40',
    ])
    const marker = doc.querySelector('[data-component="product"][data-widget="product-list"]')
    const props = JSON.parse(marker?.querySelector('script[type="application/json"]')?.textContent ?? '{}') as {
      categoryId: string
      initialPage: { products: { id: string }[]; totalCount: number; filters: { name: string; selected: string[] }[] }
    }
    const onSale = products.filter((product) => product.tags.some((tag) => tag.type === 'sale'))
    expect(props.categoryId).toBe('c-motor-pkw')
    expect(props.initialPage.totalCount).toBe(onSale.length)
    expect(props.initialPage.products.map((product) => product.id)).toEqual(onSale.slice(0, 12).map((product) => product.id))
    expect(props.initialPage.filters.find((filter) => filter.name === 'tag')?.selected).toEqual(['sale'])
    // The fallback: a box per tile of the first page, and the prompt to log in for an anonymous visitor.
    expect(marker?.querySelectorAll('[data-fallback="product-list"] [data-part="grid"] > li')).toHaveLength(Math.min(12, onSale.length))
    expect(marker?.querySelector('[data-part="prompt"]')).not.toBeNull()
  })

  it('places the product detail with the product’s packs, description, approvals and data sheets, its name as the fallback’s heading', () => {
    const product = PRODUCTS.find((item) => item.articleNumber === '10-4411')
    const { page, doc } = render(product?.url ?? '')
    const marker = doc.querySelector('[data-widget="product-detail"]')
    const props = detailProps(marker)

    expect(page.title.de).toBe('Motoröl Synth 5W-30 LL')
    expect(page.ownHeading).toBe(true)
    expect(marker?.getAttribute('data-hydrate')).toBe('load')
    expect(marker?.querySelector('[data-fallback="product-detail"] h1')?.textContent).toBe('Motoröl Synth 5W-30 LL')
    expect(props.packs.map((pack) => [pack.size, pack.container, pack.productId])).toEqual([
      ['1 l', 'Flasche', '10-4411.001'],
      ['4 l', 'Kanister', '10-4411.004'],
      ['20 l', 'Kanister', '10-4411.020'],
      ['60 l', 'Fass', '10-4411.060'],
      ['208 l', 'Fass', '10-4411.208'],
    ])
    expect(props.description).toBe(product?.description)
    expect(props.approvals).toEqual(expect.arrayContaining(['VW 504 00/507 00', 'MB 229.51', 'ACEA C3', 'Porsche C30']))
    expect(props.productDataSheetUrl).toBe('/downloads/technisches-datenblatt-motoroel-synth-5w-30-ll.pdf')
    expect(props.safetyDataSheetUrl).toBe('/downloads/sicherheitsdatenblatt-motoroel-synth-5w-30-ll.pdf')
    expect(page.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/produkte', '/produkte/motorenoele', '/produkte/motorenoele/pkw', '/produkte/motorenoele/pkw/5w-30'])
  })

  it('writes greases in kilograms, from the cartridge to the drum', () => {
    const { doc } = render('/produkte/schmierfette/lithium/lithiumfett-ep-2')

    expect(detailProps(doc.querySelector('[data-widget="product-detail"]')).packs.map((pack) => pack.size)).toEqual(['400 g', '1 kg', '5 kg', '18 kg', '50 kg', '180 kg'])
  })

  it('shows a knowledge article with its paragraphs and a way back to the overview', () => {
    const { page, doc } = render('/wissen/kuehlmittel-richtig-mischen')

    expect(page.title.de).toBe('Kühlmittel richtig mischen')
    expect(doc.querySelectorAll('p')[0]?.textContent).toMatch(/^Konzentrat und Wasser im richtigen Verhältnis/)
    expect(hrefsOf(doc)).toContain('/wissen')
  })

  it('tells the link check which kind of page an address is', () => {
    expect(catalogueRouteOf('/produkte/motorenoele')).toBe('category')
    expect(catalogueRouteOf('/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-ll')).toBe('product')
    expect(catalogueRouteOf('/wissen/viskositaet-einfach-erklaert')).toBe('knowledge')
    expect(catalogueRouteOf('/wissen')).toBeUndefined()
    expect(findPage('/produkte/motorenoele/gibt-es-nicht')).toBeUndefined()
  })
})

describe('pdfFile', () => {
  const textOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')

  it.each(ASSETS.slice(0, 3).concat(ASSETS.slice(-2)))('is a valid PDF of exactly the listed size: $title', (asset) => {
    const file = pdfFile({ title: asset.title, lines: [asset.text] }, asset.size)
    const text = textOf(file)

    expect(file.byteLength).toBe(asset.size)
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    // The cross-reference table points at each object, and startxref at the table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets.map((offset, index) => text.slice(offset, offset + `${index + 1} 0 obj`.length))).toEqual(offsets.map((_, index) => `${index + 1} 0 obj`))
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1])
    const start = text.indexOf('stream\n') + 'stream\n'.length
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream')
  })

  it('writes umlauts in Latin-1 and replaces what the standard fonts cannot show', () => {
    const text = textOf(pdfFile({ title: 'Kühlmittel −37 °C', lines: ['Öl (ISO) \\ Test'] }, 0))

    expect(text).toContain('(K\xfchlmittel -37 \xb0C) Tj')
    expect(text).toContain("(\xd6l \\(ISO\\) \\\\ Test) '")
  })
})
