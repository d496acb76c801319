/**
 * The shapes of the cart answers (spec 1 §3 "Cart line: productId, itemKey, quantity, price, sum"; spec 2
 * §3 B2B cart, B2C cart, B2B cart data), checked at the edge by schema. Every amount is CHF exactly as the
 * server computed it: the front end formats it (src/lib/money.ts) and never adds or multiplies amounts
 * (spec 1 §9; a sum is exactly what the server sent). The B2B checkout, the B2C cart, the shopping lists and
 * the quick order all read these.
 */
import * as v from 'valibot'
import { MAX_QUANTITY } from '@/src/lib/quantity'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { productImageSchema } from './search'

/** At most this many lines of a cart are read. */
export const CART_LINES_MAX = 500

const amount = v.pipe(v.number(), v.finite())
const quantity = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_QUANTITY))
const key = v.pipe(v.string(), v.minLength(1), v.maxLength(100))
const lines = <S extends v.GenericSchema>(schema: S) => v.pipe(v.array(schema), v.maxLength(CART_LINES_MAX))

/** One cart line: a pack of a product, how many, its unit price and line sum (CHF, from the server). */
export const cartEntrySchema = v.object({
  itemKey: key,
  /** The pack's article number, e.g. '10-4111.004'. */
  productId: key,
  /** The product's base article number, e.g. '10-4111'. */
  articleNumber: shown(40),
  title: shown(200),
  url: maybe(address),
  image: maybe(productImageSchema),
  /** The pack, e.g. '4 l Kanister'. */
  packSize: maybe(shown(60)),
  quantity,
  price: amount,
  sum: amount,
  /** B2B: the buyer's reference text (spec 2 §3). */
  itemRefText: v.optional(shown(35), ''),
  /** Kind of item (spec 2 §3: product and asset). */
  kind: v.optional(v.picklist(['product', 'asset']), 'product'),
})
export type CartEntry = v.InferOutput<typeof cartEntrySchema>

/** A line that cannot be ordered (spec 2 §3 entriesNotOrderable), with why. */
export const notOrderableEntrySchema = v.object({ ...cartEntrySchema.entries, reason: shown(200) })
export type NotOrderableEntry = v.InferOutput<typeof notOrderableEntrySchema>

/** The totals as the server computed them. */
export const cartTotalsSchema = v.object({ subtotal: amount, vat: amount, total: amount })
export type CartTotals = v.InferOutput<typeof cartTotalsSchema>

/** The B2B cart (spec 2 §3: entries with itemKey and itemRefText, entriesNotOrderable, showItemRefTexts, showManualPricing). */
export const b2bCartSchema = v.object({
  entries: lines(cartEntrySchema),
  entriesNotOrderable: v.optional(lines(notOrderableEntrySchema), []),
  showItemRefTexts: v.boolean(),
  showManualPricing: v.boolean(),
  totals: cartTotalsSchema,
  /** The number of lines, the header's cart count (spec 2 §4: updating a cart sets the count in the session). */
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type B2bCart = v.InferOutput<typeof b2bCartSchema>

/** The B2C cart (spec 2 §3: entries), addressed by its id. */
export const b2cCartSchema = v.object({ id: key, entries: lines(cartEntrySchema), totals: cartTotalsSchema, count: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type B2cCart = v.InferOutput<typeof b2cCartSchema>

/** What adding lines answers besides the cart: the lines that could not be added and why (quick order, shopping lists). */
export const rejectedLineSchema = v.object({ productId: shown(60), quantity: v.optional(v.number()), reason: shown(200) })
export type RejectedLine = v.InferOutput<typeof rejectedLineSchema>
