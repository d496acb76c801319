/**
 * The demo site's own content pages (docs/simulated-cms.md "Pages and links": every URL the main navigation
 * links to answers with a page): company, service, career, racing and sector pages of test/mocks/db/navigation.ts, each a heading
 * and a paragraph of German text, an overview page listing the pages below it. Categories (`/produkte/…`),
 * knowledge articles (`/wissen/…`) and files (`/downloads/…`) are the catalogue's pages.
 */
import { ASSETS, CONTENT_PAGES } from '@/test/mocks/db/documents'
import { SITE_PAGES, type SitePath } from '@/test/mocks/db/navigation'
import type { CmsContext } from '../context'
import { escapeHtml } from '../html'
import { aboutUsBlocks } from './corporate/about-us'
import { technicalAdviceBlocks } from './corporate/technical-advice'
import { germanLang, type Text } from '../texts'
import type { PageDefinition } from './types'

const isSitePath = (path: string): path is SitePath => Object.hasOwn(SITE_PAGES, path)

// Editorial content is German in every language of the site (texts.ts), so its title is too.
const german = (text: string): Text => ({ de: text, fr: text, it: text, en: text })

/** The site pages above `path`: `/unternehmen` and `/unternehmen/nachhaltigkeit` above `/unternehmen/nachhaltigkeit/umwelt`. */
const parentsOf = (path: string): SitePath[] =>
  path
    .split('/')
    .slice(1, -1)
    .map((_, index, segments) => `/${segments.slice(0, index + 1).join('/')}`)
    .filter(isSitePath)

/** The site pages one level below `path`. */
const childrenOf = (path: string): SitePath[] =>
  (Object.keys(SITE_PAGES) as SitePath[]).filter((other) => other.startsWith(`${path}/`) && !other.slice(path.length + 1).includes('/'))

const linkList = (links: { href: string; text: string }[], context: CmsContext) =>
  links.length === 0 ? '' : `<ul${germanLang(context)}>${links.map(({ href, text }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('')}</ul>`

// The knowledge and download overviews list what the catalogue serves below them.
const BROCHURES = ASSETS.filter((asset) => !/^(Technisches Datenblatt|Sicherheitsdatenblatt) /.test(asset.title))

function listingOf(path: SitePath): { href: string; text: string }[] {
  if (path === '/wissen') return CONTENT_PAGES.map((page) => ({ href: page.url, text: page.title }))
  if (path === '/downloads') return BROCHURES.map((asset) => ({ href: asset.url, text: asset.title }))
  return childrenOf(path).map((child) => ({ href: child, text: SITE_PAGES[child].title }))
}

const blocks = (markers: string, context: CmsContext) => `<div class="cms-blocks"${germanLang(context)}>${markers}</div>`

/** The pages an editor has built from content blocks (issue 18); the others are a heading and a paragraph. */
const BLOCK_PAGES: Partial<Record<SitePath, (context: CmsContext) => string>> = {
  '/unternehmen/ueber-uns': (context) => blocks(aboutUsBlocks(context.locale), context),
  '/service/technische-beratung': (context) => blocks(technicalAdviceBlocks(context.locale), context),
}

/** The content page at `path` if the site has one (pages/index.ts asks after its own pages). */
export function sitePageFor(path: string): PageDefinition | undefined {
  if (!isSitePath(path)) return undefined
  const { title, text } = SITE_PAGES[path]
  return {
    path,
    title: german(title),
    description: german(text),
    breadcrumbs: parentsOf(path).map((parent) => ({ label: german(SITE_PAGES[parent].title), path: parent })),
    body: BLOCK_PAGES[path] ?? ((context) => `<p${germanLang(context)}>${escapeHtml(text)}</p>${linkList(listingOf(path), context)}`),
  }
}

/** The pages built from content blocks, as page definitions: the crawl scans them like the widgets' own pages. */
export const blockSitePages = (Object.keys(BLOCK_PAGES) as SitePath[]).map((path) => sitePageFor(path)).filter((page) => page !== undefined)
