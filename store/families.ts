/**
 * Every request family (spec 1 §4, spec 2 §4): the first segment of each thunk's action type.
 * The running flag, the busy state and the 'API failure during …' text all derive from it.
 */
export type Family =
  | 'address'
  | 'cart'
  | 'contacts'
  | 'contracts'
  | 'customers'
  | 'faq'
  | 'favorites'
  | 'news'
  | 'notifications'
  | 'oilfinder'
  | 'orders'
  | 'productReview'
  | 'products'
  | 'safetyDataSheets'
  | 'search'
  | 'shoppingList'
  | 'user'
