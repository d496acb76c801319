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
  // The dealer finder's geocoding and dealer details (api/dealers.ts); its locations load in its worker.
  | 'dealers'
  // The distribution partner list (api/distribution-partners.ts).
  | 'distributionPartners'
  // The news area's fair list (spec 1 §7 /api/fair/).
  | 'fairs'
  | 'faq'
  | 'favorites'
  // The job list and job detail (api/jobs.ts).
  | 'jobs'
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
