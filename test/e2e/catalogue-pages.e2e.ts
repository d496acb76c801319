import { expect } from 'vitest'
import { categoryUrl, walkCategories } from '@/test/mocks/db/categories'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { ASSETS, CONTENT_PAGES } from '@/test/mocks/db/documents'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { axe, baseUrl, describeViolations, mockFor, newPage, newShop, useBrowser, visit } from './browser'
import { inPool } from './link-check'

// links.e2e.ts renders a sample of the catalogue's pages; this requests every one of them and every file.
const shop = newShop()
const cookie = `${SHOP_COOKIE}=${shop}`
afterAll(() => mockFor(shop).reset())

const REQUESTS_AT_ONCE = 8
const PAGES = ['/produkte', ...walkCategories().map(({ path }) => categoryUrl(path.map((category) => category.slug))), ...PRODUCTS.map((product) => product.url), ...CONTENT_PAGES.map((page) => page.url)]

describe('the mock catalogue on the simulated CMS', () => {
  it('answers every category, product and knowledge page with a page', async () => {
    const answers = await inPool(PAGES, REQUESTS_AT_ONCE, async (path) => {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { Cookie: cookie } })
      const html = await response.text()
      return `${path} ${response.status} ${response.headers.get('content-type') ?? ''} ${html.includes('<main') ? 'main' : 'no main'}`
    })

    expect(answers.filter((answer) => !answer.endsWith(' 200 text/html; charset=utf-8 main'))).toEqual([])
    expect(answers.length).toBeGreaterThan(400)
  })

  it('serves every file as a PDF of the size the search answers', async () => {
    const answers = await inPool(ASSETS, REQUESTS_AT_ONCE, async (asset) => {
      const response = await fetch(`${baseUrl()}${asset.url}`, { headers: { Cookie: cookie } })
      const bytes = new Uint8Array(await response.arrayBuffer())
      const start = new TextDecoder('latin1').decode(bytes.subarray(0, 5))
      const end = new TextDecoder('latin1').decode(bytes.subarray(-6))
      return { url: asset.url, status: response.status, type: response.headers.get('content-type'), length: bytes.byteLength, size: asset.size, start, end }
    })

    expect(answers.filter((answer) => answer.status !== 200 || answer.type !== 'application/pdf' || answer.length !== answer.size || answer.start !== '%PDF-' || answer.end !== '%%EOF\n')).toEqual([])
    expect((await fetch(`${baseUrl()}/downloads/gibt-es-nicht.pdf`, { headers: { Cookie: cookie } })).status).toBe(404)
  })

  it('answers the search through the CMS, with the picture at its address on the site', async () => {
    const response = await fetch(`${baseUrl()}/api/search/product?query=${encodeURIComponent('Motoröl Synth 5W-30 LL')}&limit=1`, { headers: { Cookie: cookie } })
    const { data } = (await response.json()) as { data: { products: { url: string; image: { fallback: string } }[] } }
    const picture = await fetch(`${baseUrl()}${data.products[0]?.image.fallback ?? ''}`)

    expect(data.products[0]?.url).toBe('/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-ll')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })
})

describe.each([
  ['375 px', { width: 375, height: 812 }],
  ['1280 px', { width: 1280, height: 800 }],
])('the catalogue’s pages at %s', (_, viewport) => {
  const browser = useBrowser({ viewport })

  // The content is the catalogue's; the chrome around it is scanned on every page by pages.e2e.ts.
  it.each(['/produkte/motorenoele/pkw', '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-ll', '/wissen/kuehlmittel-richtig-mischen'])('%s: axe finds no violation in the content', async (path) => {
    const { page } = await newPage(browser())
    await visit(page, path)
    const violations = await axe(page)
    const inMain = await page.evaluate(
      (targets) => targets.map((selectors) => selectors.some((selector) => document.querySelector(selector)?.closest('main') != null)),
      violations.map((violation) => violation.nodes.map((node) => node.target[0] ?? '')),
    )

    expect(describeViolations(violations.filter((_, index) => inMain[index]))).toBe('')
    expect(await page.locator('main h1').count()).toBe(1)
  })
})
