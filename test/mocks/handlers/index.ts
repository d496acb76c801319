import type { HttpHandler } from 'msw'
import { faultHandler } from '../faults'
import { accountSummaryHandlers } from './account-summary'
import { addressHandlers } from './addresses'
import { authHandlers } from './auth'
import { billingPartnerHandlers } from './billing-partner'
import { cartHandlers } from './cart'
import { contactHandlers } from './contacts'
import { customerHandlers } from './customers'
import { contractHandlers } from './contracts'
import { fairHandlers } from './fairs'
import { favoriteHandlers } from './favorites'
import { jobHandlers } from './jobs'
import { newsHandlers } from './news'
import { notificationCentreHandlers } from './notification-centre'
import { oilfinderHandlers } from './oilfinder'
import { orderDetailHandlers } from './order-detail'
import { orderedArticleHandlers } from './ordered-articles'
import { orderHandlers } from './orders'
import { passwordHandlers } from './password'
import { productDetailHandlers } from './product-detail'
import { productReviewHandlers } from './product-review'
import { productHandlers } from './products'
import { quickOrderHandlers } from './quick-order'
import { safetyDataSheetHandlers } from './safety-data-sheets'
import { searchHandlers } from './search'
import { shoppingListHandlers } from './shopping-lists'
import { userHandlers } from './user'

/**
 * Every handler of the mock backend, concatenated per resource. The fault handler comes first so an
 * injected fault (faults.ts, scenarios.ts) answers before, or delays, the real handler.
 */
export const handlers: HttpHandler[] = [faultHandler, ...accountSummaryHandlers, ...addressHandlers, ...authHandlers, ...billingPartnerHandlers, ...cartHandlers, ...contactHandlers, ...customerHandlers, ...contractHandlers, ...fairHandlers, ...favoriteHandlers, ...jobHandlers, ...newsHandlers, ...notificationCentreHandlers, ...oilfinderHandlers, ...orderDetailHandlers, ...orderedArticleHandlers, ...orderHandlers, ...passwordHandlers, ...productDetailHandlers, ...productReviewHandlers, ...productHandlers, ...quickOrderHandlers, ...safetyDataSheetHandlers, ...searchHandlers, ...shoppingListHandlers, ...userHandlers]
