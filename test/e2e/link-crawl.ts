/**
 * The link crawl of pages.e2e.ts: from the pages its visits rendered, every address they link to is requested,
 * and the pages reached only through links (a sample of the catalogue's kinds, another language, redirect
 * landings, fragment targets) are rendered here. links.e2e.ts tests the checker itself.
 */
import type { Page } from 'playwright-core'
import type { Locale } from '@/i18n/locales'
import { DEFAULT_LOCALE, readLanguagePath } from '@/test/cms/language-paths'
import { catalogueRouteOf } from '@/test/cms/pages/catalogue-pages'
import { sitePageFor } from '@/test/cms/pages/site-pages'
import { baseUrl, newPage, visit, type Browser } from './browser'
import {
  ANSWER_TIMEOUT_MS,
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
import { SITE_PAGES } from './site-pages'

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
// per kind, and so do the site's 20-odd content pages: the crawl renders the first few of each kind it reaches,
// and still requests every address they link to. test/cms/pages/catalogue-pages.test.ts and site-pages.test.ts
// follow every link of every one of those pages.
const RENDERED_PER_CATALOGUE_KIND = 2

// Each page has a URL in each of the 21 locales (test/cms/language-paths.ts), and every page links to all of
// them. Every locale's URL of a page is served by the same page definition (readLanguagePath strips the prefix;
// test/cms/languages.test.ts requests a page in all 21 and checks that its links stay in its language), so the
// crawl requests the German URL and the one other language it checks in full: REQUESTED_LANGUAGE's URLs are
// requested, and the first page reached in it is rendered, every URL it links to requested; a link into any other
// locale is answered by the German URL of the same page. (Requesting all of them was some 1 100 of the 1 700
// requests of a crawl, about 25 s of the CMS's time per visitor.)
const REQUESTED_LANGUAGE: Locale = 'fr-CH'
const RENDERED_IN_OTHER_LANGUAGES = 1

/** The URL the crawl requests for a link to `url`: itself, or in a locale the crawl does not request, the same page in German. */
function requestedUrlOf(url: string): string {
  const target = new URL(withoutFragment(url))
  const { locale, path } = readLanguagePath(target.pathname)
  if (locale === DEFAULT_LOCALE || locale === REQUESTED_LANGUAGE) return target.href
  target.pathname = path
  return target.href
}

/**
 * The kind of page a sample is rendered of, and how many of it: a catalogue kind, one of the site's content pages
 * (company, service, career: one template, whose every page's links test/cms/pages/site-pages.test.ts follows), another
 * language than German, or every page.
 */
function sampleOf(url: string): [kind: string, limit: number] | undefined {
  const { locale, path } = readLanguagePath(new URL(url).pathname)
  if (locale !== DEFAULT_LOCALE) return ['another language', RENDERED_IN_OTHER_LANGUAGES]
  // A page with its islands' state in the address (the oil finder's steps, a list's filters) is the same page asked
  // other questions: a sample is rendered, every address requested. Rendering each would follow the oil finder's
  // steps through thousands of makes, models and types (their links are the widget's tests' to follow).
  if (new URL(url).search !== '') return [`${path} with a state in its address`, RENDERED_PER_CATALOGUE_KIND]
  if (sitePageFor(path)) return ['site page', RENDERED_PER_CATALOGUE_KIND]
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
export const CRAWL_TIMEOUT = 240_000

export type Crawl = { rendered: Map<string, PageLinks>; answers: Map<string, Answer>; problems: string[] }

export const origin = () => new URL(baseUrl()).origin
export const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url)
  return `${pathname}${search}${hash}`
}

/** What the visitor sees on one page once every island has mounted (or, for hostile content, what the server sent). */
async function linksOf(tab: Page, url: string, cookie: string): Promise<PageLinks> {
  if (HOSTILE_CONTENT.has(new URL(url).pathname)) {
    const html = await (await fetch(url, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })).text()
    return linksOfServedHtml(tab, html, url, 'main')
  }
  await visit(tab, pathOf(url))
  return linksOfRenderedPage(tab)
}

/**
 * The links of a page a visit has just rendered, islands mounted, filed under `path` (the visit's address may carry
 * a theme switch); none for a page of hostile content, which the crawl reads as served.
 */
export async function linksOfVisit(page: Page, path: string): Promise<PageLinks | undefined> {
  if (HOSTILE_CONTENT.has(path)) return undefined
  return { ...(await linksOfRenderedPage(page)), url: `${baseUrl()}${path}` }
}

export type CrawlOptions = {
  /** The pages the visits already rendered, as linksOfVisit read them (pages.e2e.ts): not rendered again. */
  visited?: ReadonlyMap<string, PageLinks>
  /**
   * Whether a page that only links reach (not one of the site's own pages, which `start` chooses) is rendered to read
   * its links, or only requested: by default every one (within the samples above).
   */
  renders?: (url: string) => boolean
}

/**
 * Renders `start`, less the pages `visited` already holds, then every page their links land on (but the site's own
 * pages `start` leaves out, and those `renders` declines), and requests every same-origin URL they link to. The
 * browser and the requests are the same visitor (`cookie` names the user); the requests use a mock shop of their
 * own, so a scenario link changes no other test's backend. A page a fragment link points into is rendered all the
 * same, for its ids.
 */
export async function crawl(browser: Browser, cookie: string, start: readonly string[], { visited = new Map(), renders = () => true }: CrawlOptions = {}): Promise<Crawl> {
  const skipped = new Set(SITE_PAGES.filter((path) => !start.includes(path)).map((path) => `${baseUrl()}${path}`))
  const rendered = new Map([...visited].filter(([url]) => !skipped.has(url)))
  const answers = new Map<string, Answer>()
  // A tab per parallel run, reused from page to page: opening a tab costs more than loading a page.
  const tabs = await Promise.all(Array.from({ length: RENDERING_AT_ONCE }, async () => (await newPage(browser)).page))
  let toRender = start.map((path) => `${baseUrl()}${path}`).filter((url) => !rendered.has(url))
  const renderedKinds = new Map<string, number>()
  // The first round may have nothing to render (the visits rendered every start page): its links are still requested.
  do {
    const pages = await inPool(toRender, RENDERING_AT_ONCE, (url, worker) => linksOf(tabs[worker] as Page, url, cookie))
    // Filed under the address asked for and the one the page shows, as pages.e2e.ts files its visits: an island may
    // write its state into the address (the dealer finder, the FAQ process), and links into the page name the first.
    pages.forEach((page, index) => {
      for (const url of new Set([toRender[index] as string, withoutFragment(page.url)])) rendered.set(url, page)
    })
    const linked = [...rendered.values()].flatMap((page) => page.links).filter((link) => kindOf(link.url, origin()) === 'same-origin')
    const targets = [...new Set(linked.map((link) => requestedUrlOf(link.url)))].filter((url) => !answers.has(url))
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
    const fragmentTargets = new Set(linked.filter((link) => new URL(link.url).hash !== '').map((link) => requestedUrlOf(link.url)))
    toRender = toRenderOf(results, rendered, renderedKinds).filter((url) => fragmentTargets.has(url) || (!skipped.has(url) && renders(url)))
  } while (toRender.length > 0)
  await Promise.all(tabs.map((tab) => tab.close()))
  // A page filed under two addresses (pages.e2e.ts) is checked once.
  const problems = [...new Set(rendered.values())].flatMap((page) => page.links.map((link) => [page, link] as const)).flatMap(([page, link]) => problemsOf(link, page, rendered, answers))
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

export function problemsOf(link: FoundLink, page: PageLinks, rendered: Map<string, PageLinks>, answers: Map<string, Answer>): string[] {
  const kind = kindOf(link.url, origin())
  const answer = answers.get(requestedUrlOf(link.url))
  const problems = [
    kind === 'bad-scheme' ? 'not a web address' : '',
    kind === 'same-origin' ? linkProblem(link, answer, answer && idsOf(answer.landedOn, rendered)) : '',
    newTabProblem(link),
  ]
  return problems.filter(Boolean).map((problem) => `${pathOf(page.url)}: ${link.source}: ${problem}`)
}

