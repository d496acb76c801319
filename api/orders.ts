/**
 * The order history (spec 1 §3, §7 "GET /api/orders/ … query params; data.results"): one page of the
 * customer's orders as a server-side table (api/table-schemas.ts), each order with its number, date,
 * status, number of lines and total. The order detail and the reorder read their own calls.
 */
import * as v from 'valibot'
import { orderNumberSchema } from '@/src/lib/order-number'
import { shownText as shown } from '@/src/lib/schema-parts'
import type { TableQuery } from '@/src/lib/table-query'
import type { CallContext } from './client'
import { getTablePage } from './table-schemas'


/** The states an order passes through; the server may send others, which the history shows as they come. */
export const ORDER_STATUSES = ['received', 'inProcess', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** One order of the history (spec 1 §3 "Orders results: entries"). */
export const orderEntrySchema = v.object({
  orderNumber: orderNumberSchema,
  /** When it was placed: ISO 8601 with its zone. */
  date: v.pipe(v.string(), v.isoTimestamp()),
  /** One of ORDER_STATUSES, or a state the front end does not know yet (shown as sent, cut at 40). */
  status: shown(40),
  /** How many lines (packs) the order has. */
  itemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The order's total in CHF as the server computed it, on the user's price basis (spec 1 §6). */
  total: v.pipe(v.number(), v.finite()),
})
export type OrderEntry = v.InferOutput<typeof orderEntrySchema>

/** spec 1 §7: GET /api/orders/ with the table's query parameters; answers data.results. */
export const getOrders = (query: TableQuery, context: CallContext) => getTablePage('orders', query, context)
