/**
 * Named addresses of every call (spec 1 §7, spec 2 §7). Spec 2 resolves its calls by name only, so each
 * name has a default here and the CMS may override any of them in page data (`api`). Path parameters
 * are written `{name}` and filled by `resolveAddress`. The table loads with the API client, not the entry.
 */
import { addressOverride } from './connect'

export const defaultAddresses = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  // Beyond spec 1 §7, which names the screens but not their calls: POST `{ email }` asks for a
  // reset link; GET `?token=` checks a link, POST `{ token, password }` sets the new password.
  passwordRecovery: '/api/auth/password-recovery',
  passwordReset: '/api/auth/password-reset',
  contactSearch: '/api/contact/search',
  contactSelect: '/api/contact/select',
  contactLogout: '/api/contact/logout',
  retailerMode: '/api/user/retailer-mode',
  billingPartner: '/api/user/billing-partner/{partnerId}',
  session: '/api/session',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  notificationRead: '/api/notifications/read/{notificationId}',
  oilfinderCategories: '/api/oilfinder/getCategories',
  oilfinderMakeImages: '/api/oilfinder/getAllMakeImages',
  oilfinderModels: '/api/oilfinder/getModelList',
  oilfinderHydratedModels: '/api/oilfinder/getHydratedModelList',
  oilfinderRecommendation: '/api/oilfinder/recommendation',
  oilfinderTypes: '/api/oilfinder/getTypeList',
  oilfinderSearch: '/api/oilfinder/search',
  oilfinderLicensePlate: '/api/oilfinder/getLicensePlate2TypeID',
  oilfinderDisclaimer: '/api/oilfinder/getDisclaimer',
  news: '/api/news/',
  fairs: '/api/fair/',
  // Beyond spec 1 §7, which names the job list and job detail screens (§2) but not their calls: GET lists the open
  // positions as a table (filters location, department, workload; answers data.results); GET `{jobId}` answers `{ job }`.
  jobs: '/api/jobs/',
  job: '/api/jobs/{jobId}',
  productReview: '/api/product-review/',
  searchProducts: '/api/search/product',
  searchDocuments: '/api/search/document',
  searchProductsAdvanced: '/api/search/product-advanced',
  productDetail: '/api/product/detail',
  productVariant: '/api/product/variant/{variantId}',
  productLastOrderDate: '/api/product/last-order-date',
  productPriceLabels: '/api/product/price-label',
  // Beyond spec 1 §7, which gives the price with the product detail only: the signed-in user's price of many
  // products' tiles in one call (active shop users, spec 1 §6), POST `{ products }` (api/product-prices.ts).
  productPrices: '/api/product/prices',
  productList: '/api/product/list',
  // Beyond the spec (quick order): the packs of many article numbers in one call, POST `{ productIds }`.
  productLookup: '/api/product/lookup',
  contracts: '/api/contracts/',
  contractPositions: '/api/contracts/{contractNumber}/positions/',
  orders: '/api/orders/',
  orderedArticles: '/api/article-order-history/',
  // Beyond spec 1 §7, which names the order detail screen but not its call: GET answers
  // `{ order }`, one order of the customer the user works for, with its lines; 404 for anyone else's.
  orderDetail: '/api/orders/{orderNumber}',
  b2cCart: '/api/b2ccart/{id}',
  b2bCart: '/api/b2bcart/',
  b2bCartData: '/api/b2bcart-data/',
  b2bCartCommit: '/api/b2bcart/commit',
  b2bCartItemRefText: '/api/b2bcart/set-item-ref-text',
  b2bCartShowItemRefTexts: '/api/b2bcart/set-show-item-ref-texts',
  b2bCartShowManualPricing: '/api/b2bcart/set-show-manual-pricing',
  // spec 1 §4: a cart-change confirmation posts `{ id, confirmationType }` here (api/cart-confirmation.ts).
  cartConfirm: '/api/cart/confirm',
  favorites: '/api/favorite/',
  favoritesAdd: '/api/favorite/add',
  favoritesRemove: '/api/favorite/remove',
  customers: '/api/customers/list',
  // spec 2 §7 Get communication process (its path is ours: spec 1 §7 names /api/contact-manager's process-step and submit).
  contactManagerProcess: '/api/contact-manager/process',
  contactManagerStep: '/api/contact-manager/process-step',
  contactManagerSubmit: '/api/contact-manager/submit',
  faq: '/api/faq',
  // The demo's form post path (spec 1 §7 "a form post path"; each form posts to the URL its configuration supplies,
  // widgets/form/cms-form): the mock server's forms answer here.
  formPost: '/api/forms/{formId}',
  addresses: '/api/address/',
  // spec 2 §7 Delete address (POST partnerId), Set ship-to address (POST), Get address edit form (GET with
  // params), and the edit form's submit (spec 1 §7: a form posts to an address the server supplies).
  addressDelete: '/api/address/delete',
  addressShipTo: '/api/address/ship-to',
  addressEditForm: '/api/address/form',
  addressSave: '/api/address/save',
  safetyDataSheets: '/api/safety-data-sheet',
  safetyDataSheetDownload: '/api/safety-data-sheet/download',
  shoppingLists: '/api/shopping-list/',
  shoppingList: '/api/shopping-list/{shoppingListId}',
  // spec 2 §7 "Add to shopping list" and "Add shopping list to cart": POST, with shoppingListId.
  shoppingListAdd: '/api/shopping-list/{shoppingListId}/add',
  shoppingListToCart: '/api/shopping-list/{shoppingListId}/to-cart',
  // Beyond the spec (the dashboard's counts): GET answers `{ openOrders, shoppingLists }` for the
  // customer the user works for (themself, or the contact an employee acts for).
  accountSummary: '/api/account/summary',
  // The dealer finder and the distribution partner list (spec 1 §2, §3 map location; the spec names no calls, these
  // are ours: docs/cms-integration.md "Dealer finder").
  dealerLocations: '/api/dealer-finder/locations',
  onlineDealers: '/api/dealer-finder/online-dealers',
  dealerDetail: '/api/dealer-finder/dealer/{id}',
  dealerGeocode: '/api/dealer-finder/geocode',
  distributionPartners: '/api/distribution-partners',
  // The map's tiles (a tile server's URL template): the simulated CMS draws them; production names its own.
  mapTiles: '/map-tiles/{z}/{x}/{y}.svg',
} as const

export type AddressName = keyof typeof defaultAddresses

/** The template of a named address, its `{param}`s unfilled: the page data's override or the default (a map's tile URL). */
export const addressTemplate = (name: AddressName): string => addressOverride(name) ?? defaultAddresses[name]

/** The address of a named call (page data's override or the default) with its `{param}`s filled in, URI-encoded. */
export function resolveAddress(name: AddressName, params: Record<string, string | number> = {}): string {
  const template = addressTemplate(name)
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`Address ${name} needs the parameter ${key}.`)
    return encodeURIComponent(String(value))
  })
}
