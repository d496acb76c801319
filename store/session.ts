import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit'
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

/** A user (spec 1 §3, spec 2 §3). */
export type User = {
  firstName: string
  lastName: string
  customerId: string
  name: string
  type: 'employee' | 'customer'
  options: { showContactSelector: boolean }
}
export type AvailableContact = { id: string; contactId: string; displayLine1: string; displayLine2: string }
export type SelectedContact = { name: string; customerId: string; contactPerson?: { name: string } }
export type ContactPerson = { name: string; department?: string; role?: string; phone?: string; email?: string; image?: unknown }

export type UserData = {
  user: User
  selectedContact: SelectedContact | null
  contactPerson: ContactPerson | null
  availableContacts: AvailableContact[]
  retailerMode: { available: boolean; enabled: boolean }
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

type SessionState = { session: Session; user: UserData | null }

// Requests of the user family that answer with the user (store/user.ts; a new one adds its action here).
// Matched by type, so this slice, which is in the entry chunk, never imports the family's API code.
const USER_ANSWERS = /^user\/(login|logout)\/fulfilled$/
const isUserAnswer = (action: UnknownAction): action is PayloadAction<UserData | null> => USER_ANSWERS.test(action.type)
const initialState: SessionState = { session: sessionDefaults, user: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isUserAnswer, (state, { payload }) => {
      state.user = payload ?? null
    })
  },
  selectors: {
    selectSession: (state) => state.session,
    selectUser: (state) => state.user,
    selectHasFeature: (state, flag: FeatureFlag) => state.session.features.includes(flag),
  },
})

export const { selectSession, selectUser, selectHasFeature } = sessionSlice.selectors
