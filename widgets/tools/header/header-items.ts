import type { SessionUrls } from '@/store/session'

/**
 * What sits in the header bar's end slot (spec 2 §2.4, §6), in order. Plain data, no React: the widget
 * renders it and the CMS writes its fallback boxes from the same list (header.fallback.ts), so the
 * boxes before the island mounts are the buttons after it, one for one, and nothing shifts.
 */
export type BarItemKind = 'oil-finder' | 'contact' | 'select-contact' | 'contact-person' | 'login' | 'profile' | 'mobile' | 'cart'

/**
 * From which width an item shows: the bar is 60 px high below md (1024 px) and 85 px from md up; below
 * md the signed-in menus fold into the one mobile flyout, and the shortcuts need sm (768 px) of room.
 */
export type BarItemShow = 'always' | 'sm-up' | 'md-up' | 'below-md'

export type BarItem = {
  kind: BarItemKind
  show: BarItemShow
  /** The select-contact button while acting for a contact: it names the contact, so it is wider. */
  wide: boolean
}

/** What decides the bar's items; all of it is in page data, so the CMS knows it as well as the widget. */
export type BarState = {
  signedIn: boolean
  loginDisabled: boolean
  /** The widget's `shortcuts` prop. */
  shortcuts: boolean
  urls: SessionUrls
  showContactSelector: boolean
  actingForContact: boolean
  hasContactPerson: boolean
  b2cCartCount: number
}

/** spec 2 §2.4: the cart icon shows when there is a register or cart URL and either a user or a B2C cart count. */
export const isCartShown = ({ urls, signedIn, b2cCartCount }: Pick<BarState, 'urls' | 'signedIn' | 'b2cCartCount'>): boolean =>
  Boolean(urls.registerUrl || urls.b2CCartUrl || urls.b2BCartUrl) && (signedIn || b2cCartCount > 0)

/** The bar's items for a state, each with the widths it shows at. */
export function barItems(state: BarState): BarItem[] {
  const items: BarItem[] = []
  const add = (kind: BarItemKind, show: BarItemShow, wide = false) => items.push({ kind, show, wide })
  // spec 2 §2.4: oil finder and contact shortcuts.
  if (state.shortcuts && state.urls.oilFinderUrl) add('oil-finder', 'sm-up')
  if (state.shortcuts && state.urls.contactPageUrl) add('contact', 'sm-up')
  if (state.signedIn) {
    // spec 2 §2.4: the order-on-behalf menu shows if the user option showContactSelector is set.
    if (state.showContactSelector) add('select-contact', 'md-up', state.actingForContact)
    // spec 2 §6: the contact-person button only if a contact person exists.
    if (state.hasContactPerson) add('contact-person', 'md-up')
    add('profile', 'md-up')
    add('mobile', 'below-md')
  } else if (!state.loginDisabled) {
    // spec 2 §2.4: the login button shows unless disableLogin.
    add('login', 'always')
  }
  if (isCartShown(state)) add('cart', 'always')
  return items
}

/** Whether an item shows at a viewport that is (or is not) at least sm and md wide. */
export const isShownAt = (show: BarItemShow, { sm, md }: { sm: boolean; md: boolean }): boolean =>
  show === 'always' || (show === 'sm-up' && sm) || (show === 'md-up' && md) || (show === 'below-md' && !md)
