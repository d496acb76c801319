import type { Locale } from '@/i18n/locales'
import type { JsonSchema } from '@/src/widget/json-schema'
import { THEMES, type FeatureFlag, type Theme } from '@/store/session'
import { B2C_CART_COOKIE, USER_COOKIE } from '@/test/mocks/db/index'
import { shopOfCookieHeader } from '@/test/mocks/shops'
import { readLanguagePath } from './language-paths'
import type { Text } from './texts'

/** Tenants of the demo: one per market the maker sells in, with the name the switcher shows. */
export const TENANTS = {
  'lubricants-ch': { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera', en: 'Switzerland' },
  'lubricants-de': { de: 'Deutschland', fr: 'Allemagne', it: 'Germania', en: 'Germany' },
  'lubricants-at': { de: 'Österreich', fr: 'Autriche', it: 'Austria', en: 'Austria' },
} as const satisfies Record<string, Text>
export type Tenant = keyof typeof TENANTS

export const FEATURE_FLAGS: readonly FeatureFlag[] = ['disableLogin', 'disableSearchField', 'disableProductSearch', 'enableDidYouMeanSuggestion', 'hideMenuWhenLoggedOut']

/** What one page request is rendered for: the switchers' choices (kept in cookies) and the signed-in user. */
export type CmsContext = {
  /** The page's URL in the site: the request's, without the language's prefix (`/fr-ch/konto` → `/konto`). */
  url: URL
  locale: Locale
  tenant: Tenant
  theme: Theme
  username: string | null
  features: FeatureFlag[]
  /** The mock shop the user's data comes from: the one the page's API calls will reach (`mock_shop` cookie). */
  shop: string
  /** A visitor's B2C cart, named by the cookie the cart's first addition set (its count goes into the page data). */
  visitorCart?: string
  /** Every widget's JSON Schema by name (dist/widgets.schema.json), for the block catalogue. */
  widgets: Record<string, JsonSchema>
}

/**
 * The switchers' cookies, and the notice of values a switch refused (switches.ts). The locale's cookie only says which
 * language the visitor chose last, for answers that are no page (language-paths.ts requesterLocale).
 */
export const COOKIES = { locale: 'cms_locale', tenant: 'cms_tenant', theme: 'cms_theme', features: 'cms_features', user: USER_COOKIE, notice: 'cms_notice' } as const

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (name && !(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        // A cookie we did not write; ignore it.
      }
    }
  }
  return cookies
}

/**
 * What a page request at `url` is rendered for. The URL alone decides the language (language-paths.ts:
 * `/fr-ch/konto` is the page `/konto` in fr-CH), so that each language of a page has its own URL; the other
 * choices come from the switchers' cookies.
 */
export function contextFor(url: URL, cookieHeader: string | undefined, widgets: Record<string, JsonSchema> = {}): CmsContext {
  const cookies = parseCookies(cookieHeader)
  const { locale, path } = readLanguagePath(url.pathname)
  const page = new URL(url)
  page.pathname = path
  const tenant = cookies[COOKIES.tenant]
  const theme = cookies[COOKIES.theme]
  return {
    url: page,
    locale,
    tenant: tenant !== undefined && Object.hasOwn(TENANTS, tenant) ? (tenant as Tenant) : 'lubricants-ch',
    theme: (THEMES as readonly string[]).includes(theme ?? '') ? (theme as Theme) : '01',
    username: cookies[COOKIES.user] || null,
    features: (cookies[COOKIES.features] ?? '').split(',').filter((flag): flag is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(flag)),
    // Read as the API reads it, not through parseCookies (which decodes), so page and API agree on the shop.
    shop: shopOfCookieHeader(cookieHeader),
    ...(cookies[B2C_CART_COOKIE] ? { visitorCart: cookies[B2C_CART_COOKIE] } : {}),
    widgets,
  }
}
