import type { OrderRecord } from '../db/commerce'
import { callApi } from '../call-api'
import { findAccount } from '../db/index'
import { orderHistoryOf } from '../db/orders'
import { getShop } from '../shops'
import { NO_CUSTOMER_MESSAGE } from './account-summary'

const summary = (as?: string, shop?: string) => callApi('GET', '/api/account/summary', { as, shop })
const dataOf = (json: unknown) => (json as { data: { openOrders: number; shoppingLists: number } }).data

/** An order of `customerId` in `status`, as the checkout stores one. */
const order = (orderNumber: string, customerId: string, status: string): OrderRecord =>
  ({ orderNumber, createdAt: '2026-11-20T10:00:00Z', username: 'kunde@example.ch', customerId, lines: [], totalRappen: 0, delivery: null, status }) as OrderRecord

/** Puts exactly these orders into a shop: no seeded history (db/orders.ts), these as if the checkout had created them. */
function useOrders(orders: OrderRecord[], shop?: string) {
  const { db } = getShop(shop)
  orderHistoryOf(db).splice(0)
  db.commerce.orders.splice(0, Infinity, ...orders)
}

describe('GET /api/account/summary', () => {
  it('counts the customer’s orders that are neither delivered nor cancelled, and the user’s shopping lists', async () => {
    useOrders([
      order('4500000001', '0001004711', 'received'),
      order('4500000002', '0001004711', 'inProcess'),
      order('4500000003', '0001004711', 'shipped'),
      order('4500000004', '0001004711', 'delivered'),
      order('4500000005', '0001004711', 'cancelled'),
      // Another customer's open order is not Brunner's.
      order('4500000006', '0001004712', 'received'),
    ])
    const { status, json } = await summary('kunde@example.ch')

    expect(status).toBe(200)
    expect(dataOf(json)).toEqual({ openOrders: 3, shoppingLists: 2 })
  })

  it('counts the open ones among the seeded order history (most of three years’ orders are delivered)', async () => {
    const { openOrders } = dataOf((await summary('kunde@example.ch')).json)
    const brunner = orderHistoryOf(getShop().db).filter((item) => item.customerId === '0001004711')

    expect(openOrders).toBeGreaterThan(0)
    expect(openOrders).toBeLessThan(brunner.length)
  })

  it('counts an order the checkout just stored', async () => {
    useOrders([])
    const before = dataOf((await summary('kunde@example.ch')).json).openOrders
    getShop().db.commerce.orders.push(order('4500012001', '0001004711', 'received'))

    expect(dataOf((await summary('kunde@example.ch')).json).openOrders).toBe(before + 1)
  })

  it('counts for an employee the orders of the customer they act for', async () => {
    useOrders([order('4500000001', '0001004712', 'received'), order('4500000002', '0001004712', 'shipped'), order('4500000003', '0001004711', 'received')])
    findAccount('mitarbeiter@example.ch')!.selectedContact = { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } }

    expect(dataOf((await summary('mitarbeiter@example.ch')).json)).toEqual({ openOrders: 2, shoppingLists: 0 })
  })

  it('asks an employee who acts for nobody to choose a customer first (409)', async () => {
    const { status, json } = await summary('mitarbeiter@example.ch')

    expect(status).toBe(409)
    expect(json).toEqual({ messages: [{ type: 'error', message: NO_CUSTOMER_MESSAGE }] })
  })

  it('is for active shop users: 403 for a consumer, 401 for a visitor', async () => {
    expect((await summary('konsument@example.ch')).status).toBe(403)
    expect((await summary()).status).toBe(401)
  })

  it('counts in the request’s own shop', async () => {
    useOrders([order('4500000001', '0001004711', 'received')], 'other-shop')
    useOrders([])

    expect(dataOf((await summary('kunde@example.ch', 'other-shop')).json).openOrders).toBe(1)
    expect(dataOf((await summary('kunde@example.ch')).json).openOrders).toBe(0)
  })
})
