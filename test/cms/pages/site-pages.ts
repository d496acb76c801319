/**
 * The demo site's own content pages (docs/simulated-cms.md "Pages and links": every URL the main navigation
 * links to answers with a page): company, service, career, racing and sector pages of test/mocks/db/navigation.ts, each a heading
 * and a paragraph of German text, an overview page listing the pages below it. Categories (`/produkte/…`),
 * knowledge articles (`/wissen/…`) and files (`/downloads/…`) are the catalogue's pages; their overviews (`/wissen`,
 * `/downloads`) are built from blocks.
 */
import { SITE_PAGES, type SitePath } from '@/test/mocks/db/navigation'
import type { CmsContext } from '../context'
import { escapeHtml } from '../html'
import { aboutUsBlocks } from './corporate/about-us'
import { downloadsBlocks } from './corporate/downloads'
import { knowledgeBlocks } from './corporate/knowledge'
import { locationsBlocks } from './corporate/locations'
import { ENDURANCE_RACING, enduranceRacingBlocks, MX_TEAM_JURA, mxTeamJuraBlocks, sponsoringOverviewBlocks } from './corporate/sponsoring'
import { sustainabilityBlocks } from './corporate/sustainability'
import { technicalAdviceBlocks } from './corporate/technical-advice'
import { germanLang, translator, type Text } from '../texts'
import type { PageDefinition } from './types'

const isSitePath = (path: string): path is SitePath => Object.hasOwn(SITE_PAGES, path)

// Editorial content is German in every language of the site (texts.ts), so its title is too.
const german = (text: string): Text => ({ de: text, fr: text, it: text, en: text })

/** The pages an editor has written in every language (about-us.ts): their title and description beside the German of SITE_PAGES. */
const TRANSLATED: Partial<Record<SitePath, { title: Omit<Text, 'de'>; description: Omit<Text, 'de'> }>> = {
  '/unternehmen/ueber-uns': {
    title: { fr: 'À propos', it: 'Chi siamo', en: 'About us' },
    description: {
      fr: 'Nous sommes une entreprise familiale indépendante de troisième génération. Notre service technique d’application travaille en étroite collaboration avec les garages, les exploitants de flottes et les clients industriels, et développe des lubrifiants parfaitement adaptés à leurs machines.',
      it: 'Siamo un’azienda familiare indipendente giunta alla terza generazione. Il nostro servizio tecnico applicativo collabora strettamente con officine, gestori di flotte e clienti industriali e sviluppa lubrificanti perfettamente adatti alle loro macchine.',
      en: 'We are an independent, third-generation family business. Our application engineers work closely with workshops, fleet operators and industrial customers and develop lubricants that suit their machines exactly.',
    },
  },
}

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

// An overview page lists the site pages below it.
const listingOf = (path: SitePath) => childrenOf(path).map((child) => ({ href: child, text: SITE_PAGES[child].title }))

/**
 * A page's content blocks (docs/simulated-cms.md "Corporate pages"): German blocks are marked as German on a page in
 * another language; blocks written in every language are not.
 */
export const blocks = (markers: string, context: CmsContext, language: 'german' | 'page' = 'german') =>
  `<div class="cms-blocks"${language === 'german' ? germanLang(context) : ''}>${markers}</div>`

/** A detail page's way back to its overview (spec 2 §2.10: sponsoring details), above its blocks, as the template writes it. */
const backTo = (parent: SitePath, context: CmsContext) =>
  `<p class="cms-back-link"><a href="${escapeHtml(parent)}">${escapeHtml(translator(context)({ de: 'Zurück zu', fr: 'Retour à', it: 'Torna a', en: 'Back to' }))} <span${germanLang(context)}>${escapeHtml(SITE_PAGES[parent].title)}</span></a></p>`

/** The pages an editor has built from content blocks (docs/simulated-cms.md "Corporate pages"); the others are a heading and a paragraph. */
const BLOCK_PAGES: Partial<Record<SitePath, (context: CmsContext) => string>> = {
  '/unternehmen/ueber-uns': (context) => blocks(aboutUsBlocks(context.locale), context, 'page'),
  '/service/technische-beratung': (context) => blocks(technicalAdviceBlocks(context.locale), context),
  '/unternehmen/nachhaltigkeit': (context) => blocks(sustainabilityBlocks(context.locale), context),
  '/unternehmen/standorte': (context) => blocks(locationsBlocks(context.locale), context),
  '/downloads': (context) => blocks(downloadsBlocks(context.locale), context),
  '/wissen': (context) => blocks(knowledgeBlocks(context.locale), context),
  '/rennsport/teams': (context) => blocks(sponsoringOverviewBlocks(context.locale), context),
  [MX_TEAM_JURA]: (context) => backTo('/rennsport/teams', context) + blocks(mxTeamJuraBlocks(context.locale), context),
  [ENDURANCE_RACING]: (context) => backTo('/rennsport/teams', context) + blocks(enduranceRacingBlocks(context.locale), context),
}

/** The content page at `path` if the site has one (pages/index.ts asks after its own pages). */
export function sitePageFor(path: string): PageDefinition | undefined {
  if (!isSitePath(path)) return undefined
  const { title, text } = SITE_PAGES[path]
  const translated = TRANSLATED[path]
  return {
    path,
    title: { ...german(title), ...translated?.title },
    description: { ...german(text), ...translated?.description },
    breadcrumbs: parentsOf(path).map((parent) => ({ label: german(SITE_PAGES[parent].title), path: parent })),
    body: BLOCK_PAGES[path] ?? ((context) => `<p${germanLang(context)}>${escapeHtml(text)}</p>${linkList(listingOf(path), context)}`),
  }
}

/** The pages built from content blocks, as page definitions: the crawl scans them like the widgets' own pages. */
export const blockSitePages = (Object.keys(BLOCK_PAGES) as SitePath[]).map((path) => sitePageFor(path)).filter((page) => page !== undefined)
