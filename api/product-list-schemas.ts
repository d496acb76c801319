/**
 * A page of the product list (spec 1 §3 "Product list response: products, filters, totalCount"): schemas alone, which
 * the list's call (api/products.ts) and the CMS's fallback markup of its first page (product-list.fallback.ts) share.
 */
import * as v from 'valibot'
import { shownText as shown } from '@/src/lib/schema-parts'
import { cappedList, listProductSchema, PRODUCT_TITLE_MAX } from './product-schemas'

/**
 * A filter's name or an option's value: a short token of letters, digits and - _ . (it travels in the
 * address bar and in `filters[<name>][]=<value>`).
 */
export const FILTER_TOKEN = /^[\w.-]{1,60}$/
const token = v.pipe(v.string(), v.regex(FILTER_TOKEN, 'expected a filter token'))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** A filter's selected values read from an answer, at most. */
const SELECTED_MAX = 50

/** One option of a multiselect filter: its value, label and how many products it would show. */
export const filterOptionSchema = v.object({ value: token, label: shown(PRODUCT_TITLE_MAX), count })
export type FilterOption = v.InferOutput<typeof filterOptionSchema>

/** spec 1 §3: "A filter has a type (multiselect, with options and selected values)". */
export const productFilterSchema = v.object({
  name: token,
  label: shown(100),
  type: v.literal('multiselect'),
  options: cappedList(filterOptionSchema),
  /** The values the answer was filtered by: those of the request it knows. */
  selected: v.optional(v.pipe(v.array(token), v.maxLength(SELECTED_MAX)), []),
})
export type ProductFilter = v.InferOutput<typeof productFilterSchema>

/** spec 1 §3: "Product list response: products, filters, totalCount". */
export const productListSchema = v.object({
  products: cappedList(listProductSchema),
  filters: v.optional(cappedList(productFilterSchema), []),
  totalCount: count,
})
export type ProductListPage = v.InferOutput<typeof productListSchema>
