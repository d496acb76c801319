/**
 * The product list call (spec 1 §3, §4, §7) and the shape of its answer, checked at the edge by
 * schema: a category's or product group's products with their multiselect filters and total. The price
 * labels of the tiles have a module of their own (api/price-labels.ts), so a teaser that shows one does not
 * load the list's schemas.
 */
import type { FilterSelection } from '@/src/lib/filter-address'
import { schemaCheck } from '@/src/lib/schema-check'
import { callData, type CallContext } from './client'
import { filterParams } from './list-filters'
import { productListSchema } from './product-list-schemas'

export { listProductSchema, type ListProduct } from './product-schemas'
export type { FilterSelection } from '@/src/lib/filter-address'
export { type FilterOption, type MultiselectFilter as ProductFilter } from './list-filters'
export { productListSchema, type ProductListPage } from './product-list-schemas'

/** spec 1 §4, §9: a page of the list holds 12, and load more adds 12. */
export const PRODUCT_LIST_PAGE_SIZE = 12

/** The most products the backend answers at once (the mock refuses more): a reload asks for the pages it had in one. */
export const PRODUCT_LIST_LARGEST_PAGE = 48

export const productListCheck = schemaCheck(productListSchema)

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
      ...filterParams(filters),
    },
    ...context,
  })
