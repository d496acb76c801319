/**
 * The link checker of links.e2e.ts: what a rendered page links to, and whether each of those addresses
 * answers with a page. Pages are rendered in Chromium (islands add links); targets are fetched from Node,
 * in parallel, without rendering them.
 */
import type { Page } from 'playwright-core'

/** One link as the page has it: the address resolved against the page, and what it was written as. */
export type FoundLink = {
  /** Absolute address. */
  url: string
  /** What the page wrote: `<a href="…">`, a GET form's submission, or an address in #page-data. */
  source: string
  /** `target` and `rel` of an `<a>`, to check that new tabs get no handle on the page. */
  target: string
  rel: string
}

/** What one page links to, and the ids its fragment links may point at. */
export type PageLinks = {
  /** The page's own address. */
  url: string
  links: FoundLink[]
  ids: string[]
}

/**
 * Collects, inside the browser, every link of `doc`: `<a href>` and `<area href>`, the submission of each
 * `method="get"` form with its current values, and the addresses #page-data hands the widgets (shop urls,
 * login links, user menu, languages), which widgets still to come will render. Links inside `skip`, and
 * then the page data, are left out. Runs in the page, so it may use nothing from this module's scope.
 */
function collect({ html, url, skip }: { html: string | null; url: string | null; skip: string | null }): PageLinks {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const base = url ?? location.href
  const links: FoundLink[] = []
  const outside = (element: Element) => skip === null || element.closest(skip) === null
  for (const element of doc.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
    if (!outside(element)) continue
    const href = element.getAttribute('href') ?? ''
    links.push({ url: new URL(href, base).href, source: `<${element.localName} href="${href}">`, target: element.getAttribute('target') ?? '', rel: element.getAttribute('rel') ?? '' })
  }
  for (const form of doc.querySelectorAll('form')) {
    if (!outside(form) || form.getAttribute('method')?.toLowerCase() !== 'get') continue
    const action = new URL(form.getAttribute('action') ?? '', base)
    // The values as submitted, selections as they are: what pressing the form's button requests.
    const values = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values.append(name, value)
    action.search = values.toString()
    links.push({ url: action.href, source: `<form action="${form.getAttribute('action') ?? ''}"> submitted`, target: '', rel: '' })
  }
  const data = JSON.parse(doc.getElementById('page-data')?.textContent ?? '{}') as {
    session?: { urls?: Record<string, string>; loginLinks?: { url: string }[]; userMenu?: { link: string }[]; locales?: { languages: { url: string }[] }[] }
  }
  // Hostile pages (a `skip` is given) carry malformed page data on purpose.
  const session = skip === null ? (data.session ?? {}) : {}
  const fromPageData = [
    ...Object.entries(session.urls ?? {}).map(([name, url]) => [`urls.${name}`, url]),
    ...(session.loginLinks ?? []).map(({ url }) => ['loginLinks', url]),
    ...(session.userMenu ?? []).map(({ link }) => ['userMenu', link]),
    ...(session.locales ?? []).flatMap(({ languages }) => languages.map(({ url }) => ['locales', url])),
  ]
  for (const [name, url] of fromPageData) links.push({ url: new URL(url ?? '', base).href, source: `#page-data ${name ?? ''} "${url ?? ''}"`, target: '', rel: '' })
  return { url: base, links, ids: [...doc.querySelectorAll('[id]')].map((element) => element.id) }
}

/** The links of the page as it is now, rendered, islands mounted. */
export const linksOfRenderedPage = (page: Page): Promise<PageLinks> => page.evaluate(collect, { html: null, url: null, skip: null })

/**
 * The links of the page at `url` as the server sent it (`html`), parsed in `page` without running it:
 * for pages whose content is hostile on purpose (the XSS vectors), of which only the chrome outside
 * `skip` is the site's own.
 */
export const linksOfServedHtml = (page: Page, html: string, url: string, skip: string): Promise<PageLinks> => page.evaluate(collect, { html, url, skip })

/**
 * Where a fetched address ended: its status after same-origin redirects, the page it landed on, or why it
 * failed; and whether it is a page (HTML) to render, not a file (the catalogue's PDFs).
 */
export type Answer = { status: number; landedOn: string; problem?: string; html?: boolean }

const MAX_REDIRECTS = 5
/** The longest a page or file of the demo site may take to answer (they take milliseconds). */
export const ANSWER_TIMEOUT_MS = 30_000

/**
 * Requests `url` as a visitor with `cookie` would, following redirects only within `origin` (the
 * switch links answer 303 to the clean address). No cookie is kept between hops: a switch stays a
 * one-off, and the shop named in `cookie` is the only state a request can change.
 */
export async function fetchPage(url: string, cookie: string, origin: string): Promise<Answer> {
  let current = url
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    // A request the server never answers would hold the crawl until its test's time runs out, naming nothing.
    const response = await fetch(current, { headers: { Cookie: cookie }, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }).catch((error: unknown) => {
      throw new Error(`${current}: no answer within ${ANSWER_TIMEOUT_MS / 1000} s`, { cause: error })
    })
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || location === null) {
      return { status: response.status, landedOn: current, html: (response.headers.get('content-type') ?? '').startsWith('text/html') }
    }
    const next = new URL(location, current)
    if (next.origin !== origin) return { status: response.status, landedOn: next.href, problem: `redirects to another origin, ${next.href}` }
    current = next.href
  }
  return { status: 0, landedOn: current, problem: `more than ${MAX_REDIRECTS} redirects` }
}

/** Runs `task` over `items`, `size` at a time; `worker` (0 … size-1) says which of the parallel runs took the item. */
export async function inPool<T, R>(items: readonly T[], size: number, task: (item: T, worker: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const run = async (worker: number) => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T, worker)
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, (_, worker) => run(worker)))
  return results
}

/** The address without its fragment: what a request for it asks the server. */
export const withoutFragment = (url: string) => url.replace(/#.*$/, '')

/** What kind of address a link is, for the crawl: checked, left alone, or wrong in itself. */
export type LinkKind = 'same-origin' | 'asset' | 'external' | 'mail' | 'bad-scheme'

export function kindOf(url: string, origin: string): LinkKind {
  const { protocol, origin: linkOrigin, pathname } = new URL(url)
  if (protocol === 'mailto:' || protocol === 'tel:') return 'mail'
  // javascript:, data: and the like are never a page to go to; on the demo site they are a mistake.
  if (protocol !== 'http:' && protocol !== 'https:') return 'bad-scheme'
  if (linkOrigin !== origin) return 'external'
  // The bundle's own files (docs/cms-integration.md "Loading the bundle"); the public-files test checks what is served
  // there.
  return pathname.startsWith('/vue/') ? 'asset' : 'same-origin'
}

/** A link that opens a new tab and hands the new page a handle on this one (spec 2 §5), or '' if it is fine. */
export function newTabProblem({ target, rel }: Pick<FoundLink, 'target' | 'rel'>): string {
  if (target !== '_blank') return ''
  const tokens = rel.toLowerCase().split(/\s+/)
  return tokens.includes('noopener') && tokens.includes('noreferrer') ? '' : `target="_blank" without rel="noopener noreferrer" (rel="${rel}")`
}

/** What the crawl found wrong with one link, or '' when it leads to a page (and, with a fragment, to an element of it). */
export function linkProblem(link: FoundLink, answer: Answer | undefined, idsOfLanding: readonly string[] | undefined): string {
  if (answer === undefined) return 'never requested'
  if (answer.problem) return answer.problem
  if (answer.status < 200 || answer.status >= 300) return `answers ${answer.status}`
  const fragment = new URL(link.url).hash.slice(1)
  if (new URL(link.url).hash === '') return ''
  if (fragment === '') return 'points at "#", no element'
  if (idsOfLanding === undefined) return `lands on ${answer.landedOn}, which was not rendered to look for #${fragment}`
  return idsOfLanding.includes(decodeURIComponent(fragment)) ? '' : `no element with id "${decodeURIComponent(fragment)}" on ${new URL(answer.landedOn).pathname}`
}
