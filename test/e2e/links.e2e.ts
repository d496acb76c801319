import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEFAULT_LOCALE, readLanguagePath } from '@/test/cms/language-paths'
import { catalogueRouteOf } from '@/test/cms/pages/catalogue-pages'
import { cookieHeaderFor } from '@/test/mocks/db/index'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { baseUrl, mockFor, newPage, newShop, useBrowser, visit, type Browser, signIn } from './browser'
import {
  fetchPage,
  inPool,
  kindOf,
  linkProblem,
  linksOfRenderedPage,
  linksOfServedHtml,
  newTabProblem,
  withoutFragment,
  type Answer,
  type FoundLink,
  type PageLinks,
} from './link-check'
import { SIGNED_IN_DIFFERS, SITE_PAGES } from './site-pages'

// Pages whose content is hostile on purpose: DOMPurify's XSS vectors, links to nowhere among them, and
// the hostile-input page's overlong and malformed addresses. Their <main> and #page-data are test data,
// not the site's links; the chrome around it is checked. It is read as served, not rendered: the raw
// page runs its payloads.
const HOSTILE_CONTENT = new Set(['/test/xss', '/test/xss-raw', '/test/hostile-input'])

// Two tabs render at once and eight requests run at once: enough to keep the crawl short on two cores
// shared with another test file, few enough that no page waits on the CPU long.
const RENDERING_AT_ONCE = 2
const REQUESTS_AT_ONCE = 8

// The mock catalogue's 300-odd product pages, its categories and its knowledge articles share one template
// per kind: the crawl renders the first few of each kind it reaches, and still requests every address they
// link to. test/cms/pages/catalogue-pages.test.ts follows every link of every one of those pages.
const RENDERED_PER_CATALOGUE_KIND = 2

// Each page has a URL in each of the 21 locales (test/cms/language-paths.ts), and every page links to all of
// them: the crawl requests each of those, and renders the first page it reaches in another language than German,
// requesting every URL it links to. test/cms/languages.test.ts checks that a page's links stay in its language.
const RENDERED_IN_OTHER_LANGUAGES = 1

/** The kind of page a sample is rendered of, and how many of it: a catalogue kind, another language than German, or every page. */
function sampleOf(url: string): [kind: string, limit: number] | undefined {
  const { locale, path } = readLanguagePath(new URL(url).pathname)
  if (locale !== DEFAULT_LOCALE) return ['another language', RENDERED_IN_OTHER_LANGUAGES]
  const kind = catalogueRouteOf(path)
  return kind === undefined ? undefined : [kind, RENDERED_PER_CATALOGUE_KIND]
}

/** The pages worth rendering among those just reached: HTML only (not the PDFs), a sample of each catalogue kind and of each other language. */
function toRenderOf(answers: readonly Answer[], rendered: ReadonlyMap<string, PageLinks>, renderedKinds: Map<string, number>): string[] {
  return [...new Set(answers.filter((answer) => !answer.problem && answer.status < 300 && answer.html).map((answer) => answer.landedOn))].filter((url) => {
    if (rendered.has(url)) return false
    const sample = sampleOf(url)
    if (sample === undefined) return true
    const [kind, limit] = sample
    const count = renderedKinds.get(kind) ?? 0
    renderedKinds.set(kind, count + 1)
    return count < limit
  })
}

// The demo site renders some 80 pages per visitor and requests some 1 700 URLs (every page's
// switch links among them): 40 to 90 s on two shared cores, near or above the suite’s 60 s per test.
const CRAWL_TIMEOUT = 240_000

type Crawl = { rendered: Map<string, PageLinks>; answers: Map<string, Answer>; problems: string[] }

const origin = () => new URL(baseUrl()).origin
const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url)
  return `${pathname}${search}${hash}`
}

/** What the visitor sees on one page once every island has mounted (or, for hostile content, what the server sent). */
async function linksOf(tab: Page, url: string, cookie: string): Promise<PageLinks> {
  if (HOSTILE_CONTENT.has(new URL(url).pathname)) {
    const html = await (await fetch(url, { headers: { Cookie: cookie } })).text()
    return linksOfServedHtml(tab, html, url, 'main')
  }
  await visit(tab, pathOf(url))
  return linksOfRenderedPage(tab)
}

/**
 * Renders `start`, then every page their links land on (but the site's own pages `start` leaves out), and
 * requests every same-origin URL they link to. The browser and the requests are the same visitor
 * (`cookie` names the user); the requests use a mock shop of their own, so a scenario link changes no
 * other test's backend.
 */
async function crawl(browser: Browser, cookie: string, start: readonly string[]): Promise<Crawl> {
  const skipped = new Set(SITE_PAGES.filter((path) => !start.includes(path)).map((path) => `${baseUrl()}${path}`))
  const rendered = new Map<string, PageLinks>()
  const answers = new Map<string, Answer>()
  // A tab per parallel run, reused from page to page: opening a tab costs more than loading a page.
  const tabs = await Promise.all(Array.from({ length: RENDERING_AT_ONCE }, async () => (await newPage(browser)).page))
  let toRender = start.map((path) => `${baseUrl()}${path}`)
  const renderedKinds = new Map<string, number>()
  while (toRender.length > 0) {
    for (const page of await inPool(toRender, RENDERING_AT_ONCE, (url, worker) => linksOf(tabs[worker] as Page, url, cookie))) rendered.set(withoutFragment(page.url), page)
    const linked = [...rendered.values()].flatMap((page) => page.links).filter((link) => kindOf(link.url, origin()) === 'same-origin')
    const targets = [...new Set(linked.map((link) => withoutFragment(link.url)))].filter((url) => !answers.has(url))
    // A scenario link switches the crawl's mock shop for the requests after it (an /api/ link in a page, a
    // data sheet's download, would then answer the scenario's failure): those go last.
    const switches = (url: string) => new URL(url).searchParams.has('scenario')
    const ordered = [...targets.filter((url) => !switches(url)), ...targets.filter(switches)]
    const results = [
      ...(await inPool(ordered.filter((url) => !switches(url)), REQUESTS_AT_ONCE, (url) => fetchPage(url, cookie, origin()))),
      ...(await inPool(ordered.filter(switches), REQUESTS_AT_ONCE, (url) => fetchPage(url, cookie, origin()))),
    ]
    ordered.forEach((url, index) => answers.set(url, results[index] as Answer))
    // A page reached only through a link (a redirect's landing page) is rendered in the next round.
    // A skipped page that a link points into (#fragment) is rendered all the same: its ids are checked there.
    const fragmentTargets = new Set(linked.filter((link) => new URL(link.url).hash !== '').map((link) => withoutFragment(link.url)))
    toRender = toRenderOf(results, rendered, renderedKinds).filter((url) => !skipped.has(url) || fragmentTargets.has(url))
  }
  await Promise.all(tabs.map((tab) => tab.close()))
  const problems = [...rendered.values()].flatMap((page) => page.links.map((link) => [page, link] as const)).flatMap(([page, link]) => problemsOf(link, page, rendered, answers))
  return { rendered, answers, problems }
}

/**
 * The ids of the page at `url`, for its fragment links: as rendered, or, for a page in another language that was not
 * rendered, as its German page has them (the language changes its texts, not its elements).
 */
function idsOf(url: string, rendered: ReadonlyMap<string, PageLinks>): string[] | undefined {
  const own = rendered.get(url)
  if (own) return own.ids
  const german = new URL(url)
  german.pathname = readLanguagePath(german.pathname).path
  return rendered.get(german.href)?.ids
}

function problemsOf(link: FoundLink, page: PageLinks, rendered: Map<string, PageLinks>, answers: Map<string, Answer>): string[] {
  const kind = kindOf(link.url, origin())
  const answer = answers.get(withoutFragment(link.url))
  const problems = [
    kind === 'bad-scheme' ? 'not a web address' : '',
    kind === 'same-origin' ? linkProblem(link, answer, answer && idsOf(answer.landedOn, rendered)) : '',
    newTabProblem(link),
  ]
  return problems.filter(Boolean).map((problem) => `${pathOf(page.url)}: ${link.source}: ${problem}`)
}

// The signed-in customer's crawl renders the start page (the signed-in chrome) and the pages whose content
// differs for them; the rest show what the anonymous crawl saw, in the same chrome.
const visitors = [
  ['an anonymous visitor', null, SITE_PAGES],
  ['the signed-in demo customer', 'kunde@example.ch', ['/', ...SIGNED_IN_DIFFERS]],
] as const

describe.each(visitors)('every link on the demo site, for %s', (_, username, start) => {
  const browser = useBrowser()

  it('leads to a page, a fragment to an element of it, and a new tab gets no handle on the page', async () => {
    if (username !== null) await signIn(browser(), username)
    const shop = newShop()
    const cookie = [`${SHOP_COOKIE}=${shop}`, ...(username === null ? [] : [cookieHeaderFor(username)])].join('; ')
    let result: Crawl
    try {
      result = await crawl(browser(), cookie, start)
    } finally {
      await mockFor(shop).reset()
    }
    const links = [...result.rendered.values()].flatMap((page) => page.links)

    expect(result.problems).toEqual([])
    // The crawl saw what it should: every page it started from, the chrome's links, the page data of this visitor.
    expect([...result.rendered.keys()].map(pathOf)).toEqual(expect.arrayContaining([...start]))
    const sources = new Set(links.map((link) => link.source.replace(/ ".*$/, '')))
    expect(sources).toContain('<a href="#main">')
    expect(sources).toContain('<form action="/"> submitted')
    expect(sources).toContain(username === null ? '#page-data loginLinks' : '#page-data userMenu')
  }, CRAWL_TIMEOUT)
})

describe('the link checker', () => {
  const shop = newShop()
  afterAll(() => mockFor(shop).reset())

  it('reports a missing page, a fragment without its element, a script link and a new tab with an opener', async () => {
    const at = (path: string) => `${baseUrl()}${path}`
    const page: PageLinks = { url: at('/heading'), ids: ['main', 'schmierfette'], links: [] }
    const link = (url: string, target = '', rel = ''): FoundLink => ({ url, source: `<a href="${url}">`, target, rel })
    const links = [
      link(at('/gibt-es-nicht')),
      link(at('/heading#nirgends')),
      link(at('/heading#schmierfette')),
      link(at('/?scenario=none')),
      link('javascript:void(0)'),
      link('https://www.example.ch/datenblatt.pdf', '_blank'),
      link('https://www.example.ch/datenblatt.pdf', '_blank', 'noopener noreferrer'),
    ]
    const answers = new Map<string, Answer>()
    for (const { url } of links.filter((l) => kindOf(l.url, origin()) === 'same-origin')) answers.set(withoutFragment(url), await fetchPage(withoutFragment(url), `${SHOP_COOKIE}=${shop}`, origin()))

    expect(links.flatMap((l) => problemsOf(l, page, new Map([[page.url, page]]), answers))).toEqual([
      `/heading: <a href="${at('/gibt-es-nicht')}">: answers 404`,
      `/heading: <a href="${at('/heading#nirgends')}">: no element with id "nirgends" on /heading`,
      '/heading: <a href="javascript:void(0)">: not a web address',
      '/heading: <a href="https://www.example.ch/datenblatt.pdf">: target="_blank" without rel="noopener noreferrer" (rel="")',
    ])
  })
})
