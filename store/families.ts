/**
 * Every request family (spec 1 §4, spec 2 §4): the first segment of each thunk's action type.
 * The running flag, the busy state and the 'API failure during …' text all derive from it.
 */
export type Family =
  // The dashboard's counts of the customer's account (api/account-summary.ts).
  | 'accountSummary'
  | 'address'
  | 'cart'
  | 'contacts'
  | 'contracts'
  | 'customers'
  | 'faq'
  | 'favorites'
  | 'news'
  // The notification centre (spec 1 §7 /api/notifications); not the page's toast messages (store/notifications.ts).
  | 'notificationCentre'
  | 'oilfinder'
  | 'orders'
  | 'productReview'
  | 'products'
  | 'safetyDataSheets'
  | 'search'
  | 'shoppingList'
  | 'user'
