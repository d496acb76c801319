/**
 * The product detail's calls (spec 1 §3, §7) and the shapes of their answers, checked at the
 * edge by schema: the price and SAP data of a product's packs (`articlesOrderable`), one pack when the
 * buyer picks a pack size, and the last order dates of products (active shop users only, spec 1 §6).
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

const key = v.pipe(v.string(), v.minLength(1), v.maxLength(60))

/** A pack of a product as the detail reads it: its price for this user (absent for anonymous visitors) and whether it can be ordered. */
export const packSchema = v.object({
  /** The pack's article number, e.g. '10-4111.004': the cart's productId. */
  productId: key,
  articleNumber: shown(40),
  size: shown(40),
  container: shown(40),
  /** The product page with this pack chosen (`?variant=`). */
  url: maybe(address),
  price: maybe(v.pipe(v.number(), v.finite())),
  orderable: v.boolean(),
  /** Why it cannot be ordered online. */
  reason: maybe(shown(200)),
})
export type Pack = v.InferOutput<typeof packSchema>

/** GET /api/product/detail: every pack of the product, and SAP's `articlesOrderable` (spec 1 §3). */
export const productDetailSchema = v.object({
  productId: key,
  packs: v.pipe(v.array(packSchema), v.maxLength(50)),
  articlesOrderable: v.record(key, v.boolean()),
})
export type ProductDetailData = v.InferOutput<typeof productDetailSchema>

/** GET /api/product/last-order-date: spec 1 §3 "Last order date: id, lastOrderDate". */
export const lastOrderDatesSchema = v.object({
  entries: v.pipe(v.array(v.object({ id: key, lastOrderDate: v.pipe(v.string(), v.isoDate()) })), v.maxLength(100)),
})
export type LastOrderDates = v.InferOutput<typeof lastOrderDatesSchema>

export const productDetailAnswer = schemaCheck(productDetailSchema)
export const variantAnswer = schemaCheck(v.object({ variant: packSchema }))
export const lastOrderDatesAnswer = schemaCheck(lastOrderDatesSchema)

/** spec 1 §7: GET /api/product/detail with the product's id. */
export const getProductDetail = ({ productId }: { productId: string }, context: CallContext) => callData('get', 'productDetail', { params: { productId }, ...context })

/** spec 1 §7: GET /api/product/variant/{variantId}. */
export const getVariant = ({ variantId }: { variantId: string }, context: CallContext) => callData('get', 'productVariant', { path: { variantId }, ...context })

/** spec 1 §7: GET /api/product/last-order-date with productIds[]. */
export const getLastOrderDates = ({ productIds }: { productIds: string[] }, context: CallContext) =>
  callData('get', 'productLastOrderDate', { params: { productIds }, ...context })
