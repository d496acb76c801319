/**
 * One order with its lines (spec 1 §2 "order detail"; beyond spec 1 §7, which names the
 * screen but not its call): GET `/api/orders/{orderNumber}` answers `data.order`, an order of the customer
 * the user works for, or 404 for an order that is unknown or someone else's. The head (number, date, status,
 * the addresses it was delivered to and billed to, the wish date and comment of the checkout, the total on the
 * user's price basis) and its lines as cart lines (spec 1 §3 "Cart line: productId, itemKey, quantity, price,
 * sum"; api/cart-schemas.ts), amounts exactly as the server computed them.
 */
import * as v from 'valibot'
import { checkList, schemaCheck } from '@/src/lib/schema-check'
import { isoDay } from '@/src/lib/iso-day'
import { maybe, shownText as shown } from '@/src/lib/schema-parts'
import { cartEntrySchema, CART_LINES_MAX } from './cart-schemas'
import { callData, type CallContext } from './client'
import { orderNumberSchema } from '@/src/lib/order-number'

/** An address the order went to or was billed to (spec 1 §3 "Billing partner: partnerId, companyName (list of strings), street, postalCode, city"). */
export const orderAddressSchema = v.object({
  partnerId: maybe(shown(20)),
  /** The name in lines, as SAP keeps it (name 1 to name 4): one line each. */
  companyName: v.pipe(v.array(shown(100)), v.maxLength(4)),
  street: shown(100),
  postalCode: shown(12),
  city: shown(60),
})
export type OrderAddress = v.InferOutput<typeof orderAddressSchema>

/** One order with its lines (data.order). */
export const orderDetailSchema = v.object({
  orderNumber: orderNumberSchema,
  /** When it was placed: ISO 8601 with its zone. */
  date: v.pipe(v.string(), v.isoTimestamp()),
  /** One of api/orders.ts ORDER_STATUSES, or a state the front end does not know yet (shown as sent). */
  status: shown(40),
  deliveryAddress: maybe(orderAddressSchema),
  billingAddress: maybe(orderAddressSchema),
  /** The delivery date the buyer asked for, YYYY-MM-DD (a real day: not 2026-02-31). */
  requestedDate: maybe(isoDay),
  /** The buyer's comment on the order. */
  comment: maybe(shown(500)),
  /** The order's total in CHF as the server computed it, on the user's price basis (spec 1 §6). */
  total: v.pipe(v.number(), v.finite()),
  /**
   * The lines: each pack (productId), how many, unit price and sum as the server computed them. Each line is
   * checked on its own: a malformed one is dropped with a warning and an error report, the order and its other
   * lines are shown (docs/cms-integration.md "Page data": never half-broken, never taking the rest down).
   */
  entries: v.pipe(
    v.array(v.unknown()),
    v.transform((lines) => checkList(lines, cartEntrySchema, 'data.order.entries', CART_LINES_MAX)),
  ),
})
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>
export type OrderLine = OrderDetail['entries'][number]

/** The answer of GET /api/orders/{orderNumber}: `data.order`. */
export const orderDetailAnswer = schemaCheck(v.pipe(v.object({ order: orderDetailSchema }), v.transform(({ order }) => order)))

/** GET one order of the customer the user works for: `data.order`; 404 when it is unknown or someone else's. */
export const getOrderDetail = ({ orderNumber }: { orderNumber: string }, context: CallContext) => callData('get', 'orderDetail', { path: { orderNumber }, ...context })
