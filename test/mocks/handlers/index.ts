import type { HttpHandler } from 'msw'
import { faultHandler } from '../faults'
import { authHandlers } from './auth'
import { cartHandlers } from './cart'
import { contactHandlers } from './contacts'
import { favoriteHandlers } from './favorites'
import { productDetailHandlers } from './product-detail'
import { productReviewHandlers } from './product-review'
import { productHandlers } from './products'
import { quickOrderHandlers } from './quick-order'
import { searchHandlers } from './search'
import { shoppingListHandlers } from './shopping-lists'
import { userHandlers } from './user'

/**
 * Every handler of the mock backend, concatenated per resource. The fault handler comes first so an
 * injected fault (faults.ts, scenarios.ts) answers before, or delays, the real handler.
 */
export const handlers: HttpHandler[] = [faultHandler, ...authHandlers, ...cartHandlers, ...contactHandlers, ...favoriteHandlers, ...productDetailHandlers, ...productReviewHandlers, ...productHandlers, ...quickOrderHandlers, ...searchHandlers, ...shoppingListHandlers, ...userHandlers]
