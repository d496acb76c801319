import type { Message } from '@/api/envelope'
import { LOCALES, type Locale } from '@/i18n/locales'
import type { UserData } from '@/store/account'
import type { LocaleEntry, Session } from '@/store/session'
import { sessionFor, userDataFor } from '@/test/mocks/db/index'
import { navigationFor, productLinesFor } from '@/test/mocks/db/navigation'
import type { CmsContext } from './context'
import { languagePath } from './language-paths'
import { translator, type Text } from './texts'

const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch', 'bg-BG': 'Български', 'de-AT': 'Deutsch', 'de-CH': 'Deutsch', 'de-DE': 'Deutsch', en: 'English',
  'en-US': 'English', 'en-CH': 'English', es: 'Español', 'es-ES': 'Español', 'fi-FI': 'Suomi', fr: 'Français',
  'fr-CH': 'Français', 'fr-FR': 'Français', 'it-IT': 'Italiano', 'nb-NO': 'Norsk', 'nl-NL': 'Nederlands',
  'pl-PL': 'Polski', 'ru-RU': 'Русский', 'sv-SE': 'Svenska', 'zh-Hans': '简体中文',
}
/**
 * The demo's countries (spec 2 §2.3, §3 locale: countries with one language and with several), each of
 * the 21 locales of spec 1 §1 in exactly one of them. Each country is named in its own language, as
 * country pickers do so that visitors find theirs whatever page they are on (Switzerland in its first
 * national language); each language by its own name, with the country in that language as full title.
 * `International` holds the base languages without a country of their own.
 */
const COUNTRIES: { country: string; countryName: string; languages: [Locale, string][] }[] = [
  { country: 'CH', countryName: 'Schweiz', languages: [['de-CH', 'Schweiz'], ['fr-CH', 'Suisse'], ['it-IT', 'Svizzera'], ['en-CH', 'Switzerland']] },
  { country: 'DE', countryName: 'Deutschland', languages: [['de-DE', 'Deutschland']] },
  { country: 'AT', countryName: 'Österreich', languages: [['de-AT', 'Österreich']] },
  { country: 'FR', countryName: 'France', languages: [['fr-FR', 'France']] },
  { country: 'ES', countryName: 'España', languages: [['es-ES', 'España']] },
  { country: 'US', countryName: 'USA', languages: [['en-US', 'USA']] },
  {
    country: 'INT',
    countryName: 'International',
    languages: (['en', 'de', 'fr', 'es', 'nl-NL', 'pl-PL', 'ru-RU', 'sv-SE', 'fi-FI', 'nb-NO', 'bg-BG', 'zh-Hans'] as const).map((locale) => [locale, 'International']),
  },
]

// Every locale reachable, and exactly once: a locale missing here could never be switched to.
const listed = COUNTRIES.flatMap(({ languages }) => languages.map(([locale]) => locale))
if (listed.length !== LOCALES.length || LOCALES.some((locale) => !listed.includes(locale))) throw new Error('page-data.ts: COUNTRIES must list each of the 21 locales once')

/**
 * session.locales (spec 2 §3) for the page at `path` (its path in the site) with its query `search`: each
 * language's url is the same page at that language's own URL (`/fr-ch/…`, language-paths.ts).
 */
export function localeEntries(path: string, search = ''): LocaleEntry[] {
  return COUNTRIES.map(({ country, countryName, languages }) => ({
    country,
    countryName,
    name: country.toLowerCase(),
    title: countryName,
    languages: languages.map(([locale, countryInLanguage]) => ({
      language: locale,
      title: LANGUAGE_NAMES[locale],
      fullTitle: `${LANGUAGE_NAMES[locale]} (${countryInLanguage})`,
      url: languagePath(locale, `${path}${search}`),
    })),
  }))
}

/**
 * The shop's addresses in every page's `session.urls` (spec 1 §3). Each leads to a page of the simulated
 * CMS; those whose widgets come later are placeholders (pages/coming-later.ts).
 */
export const SHOP_URLS = {
  homepageUrl: '/',
  searchDetailLink: '/suche',
  oilFinderUrl: '/oelfinder',
  contactPageUrl: '/kontakt',
  dashboardUrl: '/konto',
  b2BCartUrl: '/warenkorb',
  b2CCartUrl: '/warenkorb-privat',
  registerUrl: '/registrieren',
  forgotPasswordUrl: '/passwort-vergessen',
  customerOverviewUrl: '/kundenuebersicht',
  orderHistoryUrl: '/konto/bestellungen',
  // A list's detail page; the shopping lists link each list as `?id=<shoppingListId>` (pages/shopping-lists.ts).
  shoppingListUrl: '/konto/einkaufslisten/liste',
  // spec 1 §3 "contract detail": a contract's positions; the contract list links each as `?contract=<number>` (pages/contracts.ts).
  contractDetailUrl: '/konto/vertrag',
} as const satisfies Session['urls']

export type PageDataExtras = {
  notifications?: Message[]
  session?: Partial<Session>
  api?: Record<string, string>
  editor?: boolean
  /** Replaces the signed-in user's data (the hostile-input page feeds malformed data on purpose). */
  raw?: { notifications?: unknown[]; session?: Record<string, unknown>; user?: unknown }
}

/** The demo's captcha site key (session.captchaSiteKey): any non-empty key suits the fake provider the demo places. */
export const DEMO_CAPTCHA_SITE_KEY = 'demo-captcha-site-key'

/** The info ribbon's text on every page of the demo site (spec 2 §2.4; session.infoRibbon). */
export const DEMO_INFO_RIBBON = 'Neu: Bestellen Sie rund um die Uhr im Webshop – Lieferung innert 24 Stunden in der ganzen Schweiz.'

/** What the page data knows of the page it is rendered for: its title and the pages above it (pages/types.ts). */
export type PageOfData = { title: string; breadcrumbs?: { label: Text; path: string }[] }

/**
 * session.breadcrumbs (spec 1 §3, spec 2 §2.1): the pages above this one, then the page itself; the
 * breadcrumb puts the home link in front. None on the home page.
 */
function breadcrumbsFor(context: CmsContext, page: PageOfData | undefined) {
  if (!page || context.url.pathname === '/') return []
  const t = translator(context)
  return [...(page.breadcrumbs ?? []).map(({ label, path }) => ({ label: t(label), uri: path })), { label: page.title, uri: context.url.pathname }]
}

/** The #page-data a real CMS would render for this request (docs/cms-integration.md "Page data"). */
export function pageDataFor(context: CmsContext, extras: PageDataExtras = {}, page?: PageOfData) {
  const parts = sessionFor(context.username, context.shop, context.visitorCart)
  const session: Partial<Session> = {
    theme: context.theme,
    language: context.locale,
    tenant: context.tenant,
    locales: localeEntries(context.url.pathname, context.url.search),
    features: context.features,
    environment: 'development',
    urls: { ...SHOP_URLS },
    loginRedirectUrl: context.url.pathname,
    breadcrumbs: breadcrumbsFor(context, page),
    infoRibbon: DEMO_INFO_RIBBON,
    // spec 2 §2.2: the main navigation of the page's brand, the current page marked active.
    navigation: navigationFor(context.theme, context.url.pathname),
    productLines: productLinesFor(context.theme, context.url.pathname),
    // spec 1 §3: the captcha's site key, on every page as a real CMS sends it (docs/cms-integration.md "Captcha").
    captchaSiteKey: DEMO_CAPTCHA_SITE_KEY,
    ...parts,
    ...extras.session,
  }
  return {
    session: { ...session, ...extras.raw?.session },
    // Typed as what a CMS should send; the hostile page sends anything, which is what it tests.
    user: extras.raw && 'user' in extras.raw ? (extras.raw.user as UserData | null) : userDataFor(context.username, context.shop),
    api: extras.api ?? {},
    reporting: {},
    notifications: extras.raw?.notifications ?? extras.notifications ?? [],
    ...(extras.editor ? { editor: true } : {}),
  }
}
