import type { WithSlice } from '@reduxjs/toolkit'
import { getProductList, productListCheck, type ListProduct, type ProductListInput, type ProductListPage } from '@/api/products'
import { createFilteredList, type FilteredListState } from './filtered-list'
import { rootReducer, type RootState } from './index'

// The product lists of categories and product groups (spec 1 §3, §4, §7): products, filters and the total, per list
// island (store/filtered-list.ts). Requests of the family `products`.

/** Which list a request is for: each product-list island has its own (two on one page do not mix). */
export type ProductListRequest = ProductListInput & { listId: string }

/** spec 1 §7: GET the category's or product group's list. */
const productLists = createFilteredList({
  name: 'productList',
  type: 'products/fetchProductList',
  call: (request: ProductListRequest, context) => getProductList(request, context),
  check: productListCheck,
  pageOf: (page: ProductListPage) => ({ entries: page.products, filters: page.filters, total: page.totalCount }),
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof productLists.slice> {}
}

// Injected once, when the first product list loads this module; all its islands share it.
const injected = productLists.slice.injectInto(rootReducer)

export type ProductListState = FilteredListState<ListProduct>

/** The product lists as the filtered-list hook uses them (src/features/filtered-list). */
export const productListFamily = {
  fetch: productLists.fetch,
  isAnswer: productLists.isAnswer,
  pageOf: productLists.pageOf,
  seeded: injected.actions.seeded,
  removed: injected.actions.removed,
  select: (state: RootState, listId: string): ProductListState => injected.selectSlice(state)[listId] ?? productLists.empty,
}
