/**
 * The product list call (spec 1 §3, §4, §7) and the shape of its answer, checked at the edge by
 * schema: a category's or product group's products with their multiselect filters and total. The price
 * labels of the tiles have a module of their own (api/price-labels.ts), so a teaser that shows one does not
 * load the list's schemas.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { cappedList, listProductSchema, PRODUCT_TITLE_MAX } from './product-schemas'

export { listProductSchema, type ListProduct } from './product-schemas'

/** spec 1 §4, §9: a page of the list holds 12, and load more adds 12. */
export const PRODUCT_LIST_PAGE_SIZE = 12

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

export const productListCheck = schemaCheck(productListSchema)

/** The filter selection of a list: per filter name, the chosen values. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>

/** Which products a list shows: a category (any level) or a product group. */
export type ProductListSource = { categoryId: string; productGroup?: undefined } | { productGroup: string; categoryId?: undefined }

export type ProductListInput = ProductListSource & { filters: FilterSelection; offset?: number; limit?: number }

/**
 * spec 1 §7: GET the category's or product group's product list with offset, limit and the filter
 * selection as `filters[<name>][]=<value>`. Offset 0 is a new list, any other offset load more (spec 1 §4).
 */
export const getProductList = ({ categoryId, productGroup, filters, offset = 0, limit = PRODUCT_LIST_PAGE_SIZE }: ProductListInput, context: CallContext) =>
  callData('get', 'productList', {
    params: {
      ...(categoryId === undefined ? { productGroup } : { categoryId }),
      offset,
      limit,
      // `filters[<name>]` with a list is sent as `filters[<name>][]=a&filters[<name>][]=b` (a nested object
      // would get indexes, `filters[name][0]`); filters without a choice are left out.
      ...Object.fromEntries(Object.entries(filters).flatMap(([name, values]) => (values.length > 0 ? [[`filters[${name}]`, [...values]]] : []))),
    },
    ...context,
  })
