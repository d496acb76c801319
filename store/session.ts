import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Locale } from '@/i18n/locales'

/** Brand themes (spec 1 §1, spec 2 §1). */
export const THEMES = ['01', '02', '03'] as const
export type Theme = (typeof THEMES)[number]

/** Feature flags (spec 1 §6, spec 2 §1). */
export type FeatureFlag =
  | 'disableLogin'
  | 'disableSearchField'
  | 'disableProductSearch'
  | 'enableDidYouMeanSuggestion'
  | 'hideMenuWhenLoggedOut'

/** The session urls of spec 1 §3 and spec 2 §3; every one optional, as the CMS may omit any. */
export type SessionUrls = Partial<
  Record<
    | 'homepageUrl'
    | 'searchDetailLink'
    | 'oilFinderUrl'
    | 'contactPageUrl'
    | 'dashboardUrl'
    | 'b2CCartUrl'
    | 'b2BCartUrl'
    | 'registerUrl'
    | 'forgotPasswordUrl'
    | 'customerOverviewUrl'
    | 'orderHistoryUrl'
    | 'contractDetailUrl'
    | 'shoppingListUrl',
    string
  >
>

export type LocaleLanguage = { language: string; title: string; fullTitle: string; url: string }
export type LocaleEntry = { country: string; countryName: string; name: string; title: string; languages: LocaleLanguage[] }
export type UserMenuEntry = { title: string; link: string; hasBadge?: boolean }
export type LoginLink = { title: string; url: string }

/** The session the page carries (spec 1 §3). Navigation and breadcrumbs are typed by the widgets that render them. */
export type Session = {
  theme: Theme
  language: Locale
  tenant: string
  locales: LocaleEntry[]
  navigation: unknown[]
  productLines: unknown[]
  breadcrumbs: unknown[]
  infoRibbon: string
  features: FeatureFlag[]
  cartCounts: { b2c: number; b2b: number }
  urls: SessionUrls
  loginLinks: LoginLink[]
  loginRedirectUrl: string
  unreadNotifications: number
  userMenu: UserMenuEntry[]
  environment: string
  isActiveShopUser: boolean
  favorites: string[]
  captchaSiteKey: string
  searchTerm: string
  openLoginMenu: boolean
}

export const sessionDefaults: Session = {
  theme: '01',
  language: 'de',
  tenant: '',
  locales: [],
  navigation: [],
  productLines: [],
  breadcrumbs: [],
  infoRibbon: '',
  features: [],
  cartCounts: { b2c: 0, b2b: 0 },
  urls: {},
  loginLinks: [],
  loginRedirectUrl: '',
  unreadNotifications: 0,
  userMenu: [],
  environment: 'production',
  isActiveShopUser: false,
  favorites: [],
  captchaSiteKey: '',
  searchTerm: '',
  openLoginMenu: false,
}

/**
 * The session the page carries, as the CMS rendered it. Widgets read it; requests that change part of
 * it (cart counts, the unread count) update it here as their families arrive.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: sessionDefaults,
  reducers: {
    /** spec 2 §4: updating a cart sets the cart count in the session (the header's cart icon follows). */
    cartCountChanged: (session, { payload }: PayloadAction<{ cart: 'b2c' | 'b2b'; count: number }>) => {
      session.cartCounts[payload.cart] = Math.max(0, Math.round(payload.count))
    },
    /**
     * spec 1 §3: the unread notification count, as the notification centre knows it now (optimistically
     * while a mark-read request runs, then from the server's answer); the header's badge and the dashboard follow.
     */
    unreadNotificationsChanged: (session, { payload }: PayloadAction<number>) => {
      session.unreadNotifications = Number.isFinite(payload) ? Math.max(0, Math.round(payload)) : session.unreadNotifications
    },
  },
  selectors: {
    selectSession: (session) => session,
    selectHasFeature: (session, flag: FeatureFlag) => session.features.includes(flag),
    selectTheme: (session) => session.theme,
    selectSessionUrls: (session) => session.urls,
    /** One of the session's urls (spec 1 §3), or undefined where the CMS left it out. */
    selectSessionUrl: (session, name: keyof SessionUrls) => session.urls[name],
    selectLoginLinks: (session) => session.loginLinks,
    selectUserMenu: (session) => session.userMenu,
    selectUnreadNotifications: (session) => session.unreadNotifications,
  },
})

export const {
  selectSession,
  selectHasFeature,
  selectTheme,
  selectSessionUrls,
  selectSessionUrl,
  selectLoginLinks,
  selectUserMenu,
  selectUnreadNotifications,
} = sessionSlice.selectors
export const { cartCountChanged, unreadNotificationsChanged } = sessionSlice.actions
