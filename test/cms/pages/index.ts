import { DEMO_USERS, DEMO_PASSWORD } from '@/test/mocks/db/users'
import { SCENARIOS } from '@/test/mocks/scenarios'
import type { CmsContext } from '../context'
import { escapeHtml, section } from '../html'
import { germanLang, translator, type Text } from '../texts'
import { addressListPage } from './address-list'
import { b2bCheckoutPage } from './b2b-checkout'
import { b2cCartPage } from './b2c-cart'
import { benchIslandsPage } from './bench-islands'
import { billingPartnerSelectionPage } from './billing-partner-selection'
import { actingForBannerPage } from './acting-for-banner'
import { breadcrumbPage } from './breadcrumb'
import { brokenIslandsPage } from './broken-islands'
import { checkoutConfirmationPage } from './checkout-confirmation'
import { contractListPage, contractPositionsPage } from './contracts'
import { customerListPage } from './customer-list'
import { customerOverviewMenuPage, customerOverviewPage } from './customer-overview'
import { dashboardPage } from './dashboard'
import { dealerFinderPage } from './dealer-finder'
import { distributionPartnersPage } from './distribution-partners'
import { contactPage, eventRegistrationPage, jobApplicationPage } from './forms'
import { catalogueAreaPages, cataloguePage } from './catalogue'
import { cataloguePageFor } from './catalogue-pages'
import { BLOCKER_PREVIEW_PATH, BLOCKER_TITLE } from '../browser-blocker'
import { comingLaterPages } from './coming-later'
import { editorPreviewPage } from './editor-preview'
import { favoritesListPage } from './favorites-list'
import { fairListPage } from './fair-list'
import { faqConfirmationPage, faqPage, faqProcessPage } from './faq'
import { fileSharingPage } from './file-sharing'
import { footerPage, legalPages } from './footer'
import { headingPage } from './heading'
import { imageHotspotsPage } from './image-hotspots'
import { headerPage } from './header'
import { DEVELOPER_PATH, DEVELOPER_TITLE, HOME_DESCRIPTION, HOME_TITLE, TO_HOME, homeContent } from './home'
import { hostileInputPage } from './hostile-input'
import { infoRibbonPage } from './info-ribbon'
import { jobDetailPage, jobListPage } from './jobs'
import { languageSwitcherPage } from './language-switcher'
import { loginFormPage } from './login-form'
import { mainNavigationPage } from './main-navigation'
import { newsArticlePage, newsArticlePageFor, newsOverviewPage } from './news'
import { notificationCentrePage } from './notification-centre'
import { notificationsPage } from './notifications'
import { oilFinderPage } from './oil-finder'
import { orderDetailPage } from './order-detail'
import { orderHistoryPage, orderHistoryUrlPage } from './order-history'
import { orderedProductsPage } from './ordered-products'
import { passwordRecoveryPage, passwordResetPage } from './password'
import { productDetailPage } from './product-detail'
import { productListPage } from './product-list'
import { productRatingPage } from './product-rating'
import { quickOrderPage } from './quick-order'
import { richTextPage } from './rich-text'
import { scrollToTopPage } from './scroll-to-top'
import { searchBoxPage } from './search-box'
import { safetyDataSheetsPage } from './safety-data-sheets'
import { searchResultsPage } from './search-results'
import { shoppingListDetailPage, shoppingListsPage } from './shopping-lists'
import { blockSitePages, sitePageFor } from './site-pages'
import { blockMarker } from '../widget-markup'
import type { PageDefinition, PageGroup } from './types'
import { errorBlockPage } from './error-block'
import { goodToKnowPage } from './good-to-know'
import { homeStagePage } from './home-stage'
import { slidersPage } from './sliders'
import { textButtonPage } from './text-button'
import { xssPage, xssRawPage } from './xss'

/** Every page of the simulated CMS by group, the demo users and the backend scenarios: the harness for development. */
export const developerPage: PageDefinition = {
  path: DEVELOPER_PATH,
  title: DEVELOPER_TITLE,
  description: {
    de: 'Für die Entwicklung: jede Seite des simulierten CMS, die Demo-Benutzer und die Szenarien des Mock-Backends.',
    fr: 'Pour le développement\u00a0: chaque page du CMS simulé, les utilisateurs de démonstration et les scénarios du back-end simulé.',
    it: 'Per lo sviluppo: ogni pagina del CMS simulato, gli utenti demo e gli scenari del backend simulato.',
    en: 'For development: every page of the simulated CMS, the demo users and the scenarios of the mock backend.',
  },
  body: (context) => {
    const t = translator(context)
    const groups = Object.entries(GROUPS) as [PageGroup, Text][]
    return (
      `<p class="cms-note">${escapeHtml(t(developerPage.description))}</p>` +
      groups.map(([group, heading]) => section(t(heading), `<ul class="cms-grid">${pages.filter((p) => p.group === group).map((p) => card(p, t)).join('')}${group === 'runtime' ? blockerCard(t) : ''}</ul>`)).join('') +
      demoUsers(context) +
      scenarios(context)
    )
  },
}

/**
 * Every page of the simulated CMS except the start page. A new widget adds its page here; if a placeholder
 * of coming-later.ts held its address, that entry goes (a test fails while both exist).
 */
export const pages: PageDefinition[] = [
  developerPage,
  cataloguePage,
  ...catalogueAreaPages,
  richTextPage,
  headingPage,
  textButtonPage,
  goodToKnowPage,
  errorBlockPage,
  imageHotspotsPage,
  homeStagePage,
  slidersPage,
  ...blockSitePages,
  loginFormPage,
  passwordRecoveryPage,
  passwordResetPage,
  b2cCartPage,
  b2bCheckoutPage,
  headerPage,
  mainNavigationPage,
  breadcrumbPage,
  fileSharingPage,
  infoRibbonPage,
  scrollToTopPage,
  searchBoxPage,
  searchResultsPage,
  productListPage,
  productDetailPage,
  dashboardPage,
  actingForBannerPage,
  shoppingListsPage,
  orderHistoryPage,
  contractListPage,
  contractPositionsPage,
  orderHistoryUrlPage,
  orderDetailPage,
  orderedProductsPage,
  jobListPage,
  jobDetailPage,
  jobApplicationPage,
  contactPage,
  eventRegistrationPage,
  customerOverviewPage,
  customerOverviewMenuPage,
  customerListPage,
  safetyDataSheetsPage,
  shoppingListDetailPage,
  addressListPage,
  billingPartnerSelectionPage,
  notificationCentrePage,
  checkoutConfirmationPage,
  favoritesListPage,
  fairListPage,
  distributionPartnersPage,
  faqPage,
  faqProcessPage,
  faqConfirmationPage,
  dealerFinderPage,
  newsOverviewPage,
  oilFinderPage,
  newsArticlePage,
  productRatingPage,
  quickOrderPage,
  languageSwitcherPage,
  footerPage,
  ...legalPages,
  brokenIslandsPage,
  editorPreviewPage,
  notificationsPage,
  hostileInputPage,
  xssPage,
  xssRawPage,
  benchIslandsPage,
  ...comingLaterPages,
]

/** The start page's groups, in order, with their headings. */
export const GROUPS: Record<PageGroup, Text> = {
  widgets: { de: 'Widgets', fr: 'Widgets', it: 'Widget', en: 'Widgets' },
  runtime: { de: 'Laufzeit und Fehlerfälle', fr: 'Exécution et cas d’erreur', it: 'Esecuzione e casi di errore', en: 'Runtime and failure cases' },
  benchmarks: { de: 'Benchmarks', fr: 'Benchmarks', it: 'Benchmark', en: 'Benchmarks' },
  later: { de: 'Kommt später', fr: 'À venir', it: 'In arrivo', en: 'Coming later' },
}

const card = (page: PageDefinition, t: (text: Text) => string) =>
  `<li class="cms-card"><a href="${escapeHtml(page.path)}">${escapeHtml(t(page.title))}</a><p>${escapeHtml(t(page.description))}</p></li>`

/** The browser-blocker page is no page of the site (browser-blocker.ts): its card is written here. */
const blockerCard = (t: (text: Text) => string) =>
  card(
    {
      path: BLOCKER_PREVIEW_PATH,
      title: BLOCKER_TITLE,
      description: {
        de: 'Was ein Browser unter dem Ziel des Bundles an jeder Adresse erhält (Dokument 2 §2.7): Titel und Text, ohne Skript.',
        fr: 'Ce qu’un navigateur en dessous de la cible du bundle reçoit à chaque adresse (document 2 §2.7)\u00a0: titre et texte, sans script.',
        it: 'Ciò che un browser al di sotto del target del bundle riceve a ogni indirizzo (documento 2 §2.7): titolo e testo, senza script.',
        en: 'What a browser below the bundle’s target gets at every address (document 2 §2.7): title and text, no script.',
      },
      body: () => '',
    },
    t,
  )

/** The demo users and the backend scenarios, whose descriptions the mocks give in German. */
function demoUsers(context: CmsContext): string {
  const t = translator(context)
  const password = `<code>${escapeHtml(DEMO_PASSWORD)}</code>`
  const intro = t({
    de: `Passwort für alle: ${password}. Oben unter «Benutzer» wechseln oder auf der Anmeldeseite anmelden.`,
    fr: `Mot de passe pour tous\u00a0: ${password}. Changez d’utilisateur en haut sous «\u00a0Utilisateur\u00a0» ou connectez-vous sur la page de connexion.`,
    it: `Password per tutti: ${password}. Cambiare utente in alto sotto «Utente» oppure accedere dalla pagina di login.`,
    en: `Password for all: ${password}. Switch at the top under ‘User’ or sign in on the sign-in page.`,
  })
  return section(
    t({ de: 'Demo-Benutzer', fr: 'Utilisateurs de démonstration', it: 'Utenti demo', en: 'Demo users' }),
    `<p>${intro}</p>
<ul>${DEMO_USERS.map((u) => `<li><code>${escapeHtml(u.username)}</code>: <span${germanLang(context)}>${escapeHtml(u.description)}</span></li>`).join('')}</ul>`,
  )
}

function scenarios(context: CmsContext): string {
  const t = translator(context)
  const intro = t({
    de: 'Mit <code>?scenario=NAME</code> an einer beliebigen Adresse aktivieren; <code>?scenario=none</code> setzt zurück.',
    fr: 'S’active avec <code>?scenario=NOM</code> sur n’importe quelle adresse\u00a0; <code>?scenario=none</code> rétablit le fonctionnement normal.',
    it: 'Si attiva con <code>?scenario=NOME</code> su qualsiasi indirizzo; <code>?scenario=none</code> ripristina il funzionamento normale.',
    en: 'Switch one on with <code>?scenario=NAME</code> on any address; <code>?scenario=none</code> resets.',
  })
  return section(
    t({ de: 'Szenarien des Mock-Backends', fr: 'Scénarios du back-end simulé', it: 'Scenari del backend simulato', en: 'Scenarios of the mock backend' }),
    `<p>${intro}</p>
<ul>${Object.entries(SCENARIOS)
      .map(([name, text]) => `<li><a href="/?scenario=${escapeHtml(name)}"><code>${escapeHtml(name)}</code></a>: <span${germanLang(context)}>${escapeHtml(text)}</span></li>`)
      .join('')}</ul>`,
  )
}

/** The start page: the maker's home page (home.ts), and at its foot the way to the developer's index. */
export const startPage: PageDefinition = {
  path: '/',
  title: HOME_TITLE,
  description: HOME_DESCRIPTION,
  // The intro stage's title is the page's <h1> (home.ts).
  ownHeading: true,
  body: (context) => `${homeContent(context)}<p class="cms-dev cms-note"><a href="${DEVELOPER_PATH}">${escapeHtml(translator(context)(DEVELOPER_TITLE))}</a></p>`,
}

const NOT_FOUND_TITLE: Text = { de: 'Seite nicht gefunden', fr: 'Page introuvable', it: 'Pagina non trovata', en: 'Page not found' }
const missing: Text = { de: 'Diese Seite gibt es nicht.', fr: 'Cette page n’existe pas.', it: 'Questa pagina non esiste.', en: 'This page does not exist.' }

/** What the CMS answers, with status 404, for an address it has no page for. */
export const notFoundPage = (path: string): PageDefinition => ({
  path,
  title: NOT_FOUND_TITLE,
  description: missing,
  // The error page's block names the page (spec 2 §2.7 "a generic error block has a title and subtitle").
  ownHeading: true,
  body: (context) => {
    const t = translator(context)
    return `${blockMarker('tools/error-block', { title: t(NOT_FOUND_TITLE), subtitle: t(missing) }, context.locale, { hydrate: 'load' })}<p><a href="/">${t(TO_HOME)}</a></p>`
  },
})

/** The page for a path, looked up exactly (trailing slash tolerated). */
export function findPage(pathname: string): PageDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === '/' ? startPage : (pages.find((page) => page.path === path) ?? sitePageFor(path) ?? newsArticlePageFor(path) ?? cataloguePageFor(path))
}
