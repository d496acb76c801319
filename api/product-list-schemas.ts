/**
 * A page of the product list (spec 1 §3 "Product list response: products, filters, totalCount"): schemas alone, which
 * the list's call (api/products.ts) and the CMS's fallback markup of its first page (product-list.fallback.ts) share.
 */
import * as v from 'valibot'
import { multiselectFiltersSchema } from './list-filters'
import { cappedList, listProductSchema } from './product-schemas'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** spec 1 §3: "Product list response: products, filters, totalCount". */
export const productListSchema = v.object({
  products: cappedList(listProductSchema),
  filters: multiselectFiltersSchema,
  totalCount: count,
})
export type ProductListPage = v.InferOutput<typeof productListSchema>
