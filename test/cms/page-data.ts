import type { Message } from '@/api/envelope'
import { LOCALES, type Locale } from '@/i18n/locales'
import type { UserData } from '@/store/account'
import type { LocaleEntry, Session } from '@/store/session'
import { sessionFor, userDataFor } from '@/test/mocks/db/index'
import type { CmsContext } from './context'

const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch', 'bg-BG': 'Български', 'de-AT': 'Deutsch', 'de-CH': 'Deutsch', 'de-DE': 'Deutsch', en: 'English',
  'en-US': 'English', 'en-CH': 'English', es: 'Español', 'es-ES': 'Español', 'fi-FI': 'Suomi', fr: 'Français',
  'fr-CH': 'Français', 'fr-FR': 'Français', 'it-IT': 'Italiano', 'nb-NO': 'Norsk', 'nl-NL': 'Nederlands',
  'pl-PL': 'Polski', 'ru-RU': 'Русский', 'sv-SE': 'Svenska', 'zh-Hans': '简体中文',
}
const COUNTRY_NAMES: Record<string, string> = {
  CH: 'Schweiz', AT: 'Österreich', DE: 'Deutschland', US: 'USA', ES: 'España', FI: 'Suomi', FR: 'France', IT: 'Italia',
  NO: 'Norge', NL: 'Nederland', PL: 'Polska', RU: 'Россия', SE: 'Sverige', BG: 'България', INT: 'International',
}

/** The locale list of spec 2 §3, grouped by country; locales without a country are 'International'. */
export function localeEntries(path: string): LocaleEntry[] {
  const byCountry = new Map<string, Locale[]>()
  for (const locale of LOCALES) {
    const country = locale.includes('-') && locale !== 'zh-Hans' ? (locale.split('-')[1] ?? 'INT') : 'INT'
    byCountry.set(country, [...(byCountry.get(country) ?? []), locale])
  }
  return [...byCountry].map(([country, locales]) => ({
    country,
    countryName: COUNTRY_NAMES[country] ?? country,
    name: country.toLowerCase(),
    title: COUNTRY_NAMES[country] ?? country,
    languages: locales.map((locale) => ({
      language: locale,
      title: LANGUAGE_NAMES[locale],
      fullTitle: `${LANGUAGE_NAMES[locale]} (${COUNTRY_NAMES[country] ?? country})`,
      url: `${path}?locale=${encodeURIComponent(locale)}`,
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
} as const satisfies Session['urls']

export type PageDataExtras = {
  notifications?: Message[]
  session?: Partial<Session>
  api?: Record<string, string>
  editor?: boolean
  /** Replaces the signed-in user's data (the hostile-input page feeds malformed data on purpose). */
  raw?: { notifications?: unknown[]; session?: Record<string, unknown>; user?: unknown }
}

/** The #page-data a real CMS would render for this request (README: "Page data"). */
export function pageDataFor(context: CmsContext, extras: PageDataExtras = {}) {
  const parts = sessionFor(context.username, context.shop)
  const session: Partial<Session> = {
    theme: context.theme,
    language: context.locale,
    tenant: context.tenant,
    locales: localeEntries(context.url.pathname),
    features: context.features,
    environment: 'development',
    urls: { ...SHOP_URLS },
    loginRedirectUrl: context.url.pathname,
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
