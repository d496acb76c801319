/**
 * The dashboard's counts (beyond the spec; api/account-summary.ts), read from the shop's state: its orders as
 * the order history reads them (db/orders.ts: the seeded history, then what the checkout created) and its
 * shopping lists (db/commerce.ts):
 *
 * - GET /api/account/summary → { openOrders, shoppingLists }
 *   - openOrders: the orders of the customer the user works for (their own customer number, or the one of
 *     the contact an employee acts for) that are neither delivered nor cancelled;
 *   - shoppingLists: the user's shopping lists, as the shopping lists page lists them (by username).
 *
 * For active shop users only (spec 1 §1, §6: orders and lists are the B2B shop's); an employee who acts for
 * nobody has no customer to count for and is told to choose one.
 */
import { http } from 'msw'
import type { OrderRecord } from '../db/commerce'
import { ordersOfCustomer } from '../db/orders'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'

export const NO_CUSTOMER_MESSAGE = 'Bitte wählen Sie zuerst einen Kunden aus.'

// Orders in these states are done with; every other state (received, in process, shipped) is open.
const CLOSED_STATES: ReadonlySet<OrderRecord['status']> = new Set(['delivered', 'cancelled'])

const shopUsersOnly: Access = {
  allowed: (account) => account.isActiveShopUser,
  message: 'Die Kontoübersicht steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.',
}

/** The customer number the user works for: their own, or an employee's selected contact's ('' for none). */
const customerOf = (user: Account): string => (user.user.type === 'employee' ? (user.selectedContact?.customerId ?? '') : user.user.customerId)

export const accountSummaryHandlers = [
  http.get(
    route('accountSummary'),
    withUser(({ request, user }) => {
      const customerId = customerOf(user)
      if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
      const { db } = getShop(shopOf(request))
      return ok({
        openOrders: ordersOfCustomer(db, customerId).filter((order) => !CLOSED_STATES.has(order.status)).length,
        shoppingLists: db.commerce.shoppingLists.get(user.username)?.length ?? 0,
      })
    }, shopUsersOnly),
  ),
]
