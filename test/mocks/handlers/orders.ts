/**
 * The order history (spec 1 §3, §7: GET /api/orders/ with query params, answers data.results): the orders of the
 * customer the user works for, seeded history and checkout alike (db/orders.ts ordersOf), as a server-side table
 * through the one table helper (../table-query.ts: docs/cms-integration.md "Tables" has the wire format).
 *
 * - whose: a customer's own customer number; for an employee, the customer of the contact acted for (409
 *   with a message while acting for nobody); shop users only (spec 1 §1, §6);
 * - sort by orderNumber, date, status (in the order an order passes through them) or total; without a sort,
 *   newest first (tableSortOrder null);
 * - filters: orderNumber (text, part of the number), article (text: an article number or the product's name
 *   on any line) and status (select); the date range on the order date, in Swiss time, from 2024-01-01 to today;
 * - each entry: orderNumber, date (ISO), status, itemCount, total: CHF on the user's price basis (spec 1 §6:
 *   net, gross including VAT in retailer mode), summed in Rappen.
 */
import { http } from 'msw'
import { swissDay, swissToday } from '@/src/lib/swiss-time'
import type { OrderEntry, OrderStatus } from '@/api/orders'
import type { OrderRecord } from '../db/commerce'
import { ordersOfCustomer } from '../db/orders'
import { chf, VAT_RATE, variantByArticle } from '../db/prices'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'
import { answerTable, containsWords, withTableQuery, type TableSpec } from '../table-query'

export const SHOP_USERS_ONLY_MESSAGE = 'Die Bestellhistorie steht nur aktiven Shop-Benutzern zur Verfügung.'
export const NO_CUSTOMER_MESSAGE = 'Bitte wählen Sie zuerst einen Kunden, für den Sie handeln.'

// spec 1 §1, §6: the order history is a tool of the B2B shop.
const shopUsersOnly: Access = { allowed: (account) => account.isActiveShopUser, message: SHOP_USERS_ONLY_MESSAGE }

/** The states in the order an order passes through them (the status column sorts so), with the labels the server sends. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  received: 'Eingegangen',
  inProcess: 'In Bearbeitung',
  shipped: 'Versandt',
  delivered: 'Geliefert',
  cancelled: 'Storniert',
}
const STATUS_RANK = Object.keys(ORDER_STATUS_LABELS)

/** The first day the date range allows: the shop's order history starts in 2024. */
export const ORDERS_FIRST_DAY = '2024-01-01'

/** The day an order was placed, in Swiss time (the date range's days; the last it allows is swissToday()). */
export const orderDay = (order: OrderRecord): string => swissDay(order.createdAt)

/** The customer number whose orders the user sees: their own, or the one of the contact an employee acts for ('' for none). */
export const orderCustomerOf = (user: Account): string => (user.user.type === 'employee' ? (user.selectedContact?.customerId ?? '') : user.user.customerId)

/**
 * An amount on the user's price basis (spec 1 §6), in Rappen, from the net amount: gross including VAT in retailer
 * mode, rounded to 5 Rappen. An order's total, a contract's value, a position's price.
 */
export function basisRappen(user: Account, netRappen: number): number {
  if (!user.retailerMode.enabled) return netRappen
  return Math.round((netRappen * (1 + VAT_RATE)) / 5) * 5
}

const byCreation = (a: OrderRecord, b: OrderRecord) => a.createdAt.localeCompare(b.createdAt) || a.orderNumber.localeCompare(b.orderNumber)

/** The order history's table for this user (../table-query.ts). */
export function orderTable(user: Account): TableSpec<OrderRecord, OrderEntry> {
  return {
    sortColumns: {
      orderNumber: (a, b) => a.orderNumber.localeCompare(b.orderNumber),
      date: byCreation,
      status: (a, b) => STATUS_RANK.indexOf(a.status) - STATUS_RANK.indexOf(b.status),
      total: (a, b) => a.totalRappen - b.totalRappen,
    },
    naturalOrder: (a, b) => byCreation(b, a),
    filters: [
      { type: 'text', name: 'orderNumber', label: 'Bestellnummer', matches: (order, value) => order.orderNumber.includes(value.replace(/\s+/g, '')) },
      {
        type: 'text',
        name: 'article',
        label: 'Artikelnummer oder Produkt',
        matches: (order, value) =>
          order.lines.some((line) => line.articleNumber.includes(value) || containsWords(variantByArticle(line.articleNumber)?.product.title ?? '', value)),
      },
      {
        type: 'select',
        name: 'status',
        label: 'Status',
        options: Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        matches: (order, value) => order.status === value,
      },
    ],
    datepicker: { field: 'date', label: 'Bestelldatum', dayOf: orderDay, min: ORDERS_FIRST_DAY, max: swissToday() },
    entry: (order) => ({
      orderNumber: order.orderNumber,
      date: order.createdAt,
      status: order.status,
      itemCount: order.lines.length,
      total: chf(basisRappen(user, order.totalRappen)),
    }),
  }
}

export const orderHandlers = [
  http.get(
    route('orders'),
    withUser(
      withTableQuery(({ request, user, query }) => {
        const customerId = orderCustomerOf(user)
        if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        return ok(answerTable(ordersOfCustomer(getShop(shopOf(request)).db, customerId), query, orderTable(user)))
      }),
      shopUsersOnly,
    ),
  ),
]
