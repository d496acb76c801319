import { LOCALES } from '@/i18n/locales'
import { languagePath } from './language-paths'
import { withTestCms } from './test-cms'

// The demo site's languages over HTTP, as a browser or a search engine meets them (docs/simulated-cms.md,
// "Languages"): one URL per language, German (de-CH, the default) without a prefix, the others under their
// code in lower case; alternates for every locale; links that stay in the page's language.

const cms = withTestCms('languages')

const get = (path: string, cookie?: string) => fetch(`${cms().url}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })

/** A page as served: its document, and its page data. */
async function page(path: string, cookie?: string) {
  const response = await get(path, cookie)
  expect(response.status, path).toBe(200)
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html')
  const data = JSON.parse(doc.getElementById('page-data')?.textContent ?? '{}') as {
    session: { language: string; locales: { languages: { language: string; url: string }[] }[]; urls: Record<string, string>; navigation: unknown; loginRedirectUrl: string }
  }
  return { doc, data }
}
const langOf = (doc: Document) => doc.documentElement.lang

/** Every string of a JSON value whose key is `url`, `href`, `link` or `uri`, or that ends in `Url` or `Link`. */
function linksIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /^(url|href|link|uri)$|(Url|Link)$/.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => linksIn(item, key))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([name, item]) => linksIn(item, name))
  return []
}
// The languages' own URLs lead out of the page's language on purpose.
const withoutLocales = (session: object) => Object.fromEntries(Object.entries(session).filter(([name]) => name !== 'locales'))
// Links to files and the API are no pages; they have no language.
const isPageLink = (link: string) => link.startsWith('/') && !link.startsWith('//') && !/^\/(vue|api|downloads)\//.test(link)

describe('the languages of the demo site', () => {
  it('gives each language its own URL: German without a prefix, French under /fr-ch/, whatever the cookies say', async () => {
    expect(langOf((await page('/rich-text')).doc)).toBe('de-CH')
    expect(langOf((await page('/rich-text', 'cms_locale=fr-CH')).doc)).toBe('de-CH')
    const french = await page('/fr-ch/rich-text', 'cms_locale=de-CH')
    expect(langOf(french.doc)).toBe('fr-CH')
    expect(french.data.session.language).toBe('fr-CH')
    expect(langOf((await page('/fr-ch/')).doc)).toBe('fr-CH')
    expect(langOf((await page('/zh-hans/rich-text')).doc)).toBe('zh-Hans')
  })

  // The link crawl (test/e2e/link-crawl.ts) requests a page's URLs in German and French only and stands the German
  // answer for the other locales' URLs: this is what lets it.
  it('serves the same page at each of the 21 locales’ URLs, in its language, and a missing page in none', async () => {
    for (const locale of LOCALES) {
      const prefix = languagePath(locale, '')
      expect(langOf((await page(`${prefix}/konto/bestellhistorie?sortierung=datum`)).doc), locale).toBe(locale)
      expect((await get(`${prefix}/gibt-es-nicht`)).status, locale).toBe(404)
    }
  })

  it('names the same page in every locale as an hreflang alternate, and German as x-default', async () => {
    const { doc } = await page('/fr-ch/rich-text?ansicht=kurz')
    const alternates: Record<string, string | null> = Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href')]),
    )

    expect(Object.keys(alternates).sort()).toEqual([...LOCALES, 'x-default'].sort())
    expect(alternates['de-CH']).toBe(`${cms().url}/rich-text?ansicht=kurz`)
    expect(alternates['x-default']).toBe(`${cms().url}/rich-text?ansicht=kurz`)
    expect(alternates['fr-CH']).toBe(`${cms().url}/fr-ch/rich-text?ansicht=kurz`)
    expect(alternates['zh-Hans']).toBe(`${cms().url}/zh-hans/rich-text?ansicht=kurz`)
  })

  it('points each language of the page data at its own URL of the same page', async () => {
    const { data } = await page('/fr-ch/konto/bestellung?order=4500000123')
    const urls = Object.fromEntries(data.session.locales.flatMap((country) => country.languages.map(({ language, url }) => [language, url])))

    expect(Object.keys(urls).sort()).toEqual([...LOCALES].sort())
    expect(urls['de-CH']).toBe('/konto/bestellung?order=4500000123')
    expect(urls['fr-CH']).toBe('/fr-ch/konto/bestellung?order=4500000123')
    expect(urls['it-IT']).toBe('/it-it/konto/bestellung?order=4500000123')
    expect(urls.en).toBe('/en/konto/bestellung?order=4500000123')
  })

  it('keeps the links of a French page in French: shop URLs, navigation, footer, the CMS’s own links', async () => {
    const { doc, data } = await page('/fr-ch/rich-text')
    const fromPageData = linksIn(withoutLocales(data.session)).filter(isPageLink)
    const footerProps = JSON.parse(doc.querySelector('[data-widget="footer"]')?.getAttribute('data-props') ?? '{}') as unknown
    const fromFooter = linksIn(footerProps).filter(isPageLink)
    const inMarkup = [...doc.querySelectorAll('a[href], form[action]')].map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? '').filter(isPageLink)

    expect(data.session.urls.orderHistoryUrl).toBe('/fr-ch/konto/bestellungen')
    expect(data.session.loginRedirectUrl).toBe('/fr-ch/rich-text')
    expect(fromPageData.length).toBeGreaterThan(20)
    expect(fromFooter.length).toBeGreaterThan(10)
    expect(inMarkup.length).toBeGreaterThan(5)
    for (const link of [...fromPageData, ...fromFooter, ...inMarkup]) expect(link).toMatch(/^\/fr-ch\//)
  })

  it('leaves the links of a German page without a prefix', async () => {
    const { doc, data } = await page('/rich-text')
    const links = [...linksIn(withoutLocales(data.session)), ...[...doc.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? '')].filter(isPageLink)
    const prefixes = LOCALES.filter((locale) => locale !== 'de-CH').map((locale) => `/${locale.toLowerCase()}/`)

    expect(links.length).toBeGreaterThan(20)
    expect(links.filter((link) => prefixes.some((prefix) => link.startsWith(prefix)))).toEqual([])
  })

  it('answers the API with the links of the caller’s language, so that a French page’s islands stay in French', async () => {
    const search = async (locale: string) => {
      const response = await fetch(`${cms().url}/api/search/product?query=motor&limit=3`, { headers: { 'X-Locale': locale } })
      return ((await response.json()) as { data: { products: { url: string }[] } }).data.products.map((product) => product.url)
    }
    const german = await search('de-CH')
    expect(german).toHaveLength(3)
    expect(german.every((url) => url.startsWith('/produkte/'))).toBe(true)
    expect(await search('fr-CH')).toEqual(german.map((url) => `/fr-ch${url}`))
  })

  it.each([
    ['/rich-text?locale=fr-CH&page=2', '/fr-ch/rich-text?page=2'],
    ['/fr-ch/rich-text?locale=de-CH', '/rich-text'],
    ['/fr-ch/rich-text?locale=en-US', '/en-us/rich-text'],
    ['/fr-ch/rich-text?theme=02', '/fr-ch/rich-text'],
    ['/?locale=it-IT', '/it-it/'],
  ])('sends the switch %s to the language’s own URL %s', async (path, location) => {
    const response = await get(path)
    expect([response.status, response.headers.get('location')]).toEqual([303, location])
  })

  it.each([
    ['/de-ch/rich-text?page=2', '/rich-text?page=2'],
    ['/de-ch/', '/'],
    ['/fr-ch', '/fr-ch/'],
    ['/FR-CH/rich-text', '/fr-ch/rich-text'],
  ])('moves %s to the one URL of its page and language, %s', async (path, location) => {
    const response = await get(path)
    expect([response.status, response.headers.get('location')]).toEqual([301, location])
  })
})
