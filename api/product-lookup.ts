/**
 * The quick order's batch lookup (beyond the spec): the packs of up to 500 article numbers in
 * one call, each with its product's title, the unit price for this user and whether SAP lets it be ordered
 * (spec 1 §3 `articlesOrderable`), and the numbers no pack has. One request for a pasted list of 500 lines,
 * never one per line.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { packSchema } from './product-detail'

/** At most this many article numbers per call (a quick order holds at most as many lines). */
export const PRODUCT_LOOKUP_MAX = 500

/** Article numbers longer than this are no article numbers: not sent, known to be unknown. */
export const ARTICLE_NUMBER_MAX_LENGTH = 60

/**
 * The key an article number is looked up and compared by: without surrounding spaces, in capitals, so
 * ` 10-4111.004 `, `10-4111.004` and a lower-case `ab-12` typed by hand are the same article.
 */
export const articleKey = (articleNumber: string): string => articleNumber.trim().toUpperCase()

/** A pack as the lookup answers it: packSchema of the product detail, with the product's title. */
export const lookupPackSchema = v.object({ ...packSchema.entries, title: shown(200) })
export type LookupPack = v.InferOutput<typeof lookupPackSchema>

/** `packs`: one per article number that names a pack; `unknown`: the numbers asked for that name none. */
export const productLookupSchema = v.object({
  packs: v.pipe(v.array(lookupPackSchema), v.maxLength(PRODUCT_LOOKUP_MAX)),
  unknown: v.pipe(v.array(v.pipe(v.string(), v.maxLength(ARTICLE_NUMBER_MAX_LENGTH))), v.maxLength(PRODUCT_LOOKUP_MAX)),
})
export type ProductLookup = v.InferOutput<typeof productLookupSchema>

export const productLookupAnswer = schemaCheck(productLookupSchema)

/** What a lookup asks: article numbers (keys, see articleKey), at most PRODUCT_LOOKUP_MAX. */
export type ProductLookupRequest = { productIds: string[] }

/** POST /api/product/lookup with `{ productIds }`; answers `{ packs, unknown }`. */
export const postProductLookup = ({ productIds }: ProductLookupRequest, context: CallContext) =>
  callData('post', 'productLookup', { body: { productIds }, ...context })
