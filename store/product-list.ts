import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { getProductList, productListCheck, type ListProduct, type ProductFilter, type ProductListInput, type ProductListPage } from '@/api/products'
import { rootReducer, type RootState } from './index'
import { createRequest, type RequestContext } from './request'
import { isLatest, startLatest } from './request-order'

// The product lists of categories and product groups (spec 1 §3, §4, §7): products, filters
// and the total, per list island. A response at offset 0 replaces the entries, any other offset appends
// (spec 1 §4); the latest request of a list is the only one whose answer counts, so a slower earlier
// answer never overwrites a newer one. Requests of the family `products`.

/** Which list a request is for: each product-list island has its own (two on one page do not mix). */
export type ProductListRequest = ProductListInput & { listId: string }

/**
 * spec 1 §7: GET the category's or product group's list. In the background: the list shows its own
 * progress (the old tiles faded, the filter boxes inert), and the loader overlay would hide the filter
 * just clicked.
 */
export const fetchProductList = createRequest(
  'products/fetchProductList',
  // The list id is the store's business: the call sends only what the backend reads.
  (request: ProductListRequest, context: RequestContext) => getProductList(request, context),
  productListCheck,
  { background: true },
)

/**
 * Where a list stands: `loading` while its first page for the current filter is on its way, `more`
 * while load more runs, `failed` when the latest request failed (what was shown stays).
 */
export type ProductListStatus = 'idle' | 'loading' | 'more' | 'done' | 'failed'

export type ProductListState = {
  products: ListProduct[]
  filters: ProductFilter[]
  /** spec 1 §3: how many products the whole list (under its filter) has, not only those loaded. */
  totalCount: number
  status: ProductListStatus
  /** The thunk's requestId of the latest request: an older answer never replaces a newer one. */
  requestId: string | null
  /** Whether the last failure was a load more (the retry then loads more again). */
  failedMore: boolean
  /** Whether an answer (or the page's own first page) has arrived: until then the list shows placeholders. */
  answered: boolean
}

const emptyList: ProductListState = { products: [], filters: [], totalCount: 0, status: 'idle', requestId: null, failedMore: false, answered: false }

type ListsState = Record<string, ProductListState>
const initialState: ListsState = {}

// spec 1 §4: offset 0 is a new list (replaces), any other offset is load more (appends).
const isMore = (arg: { offset?: number }) => (arg.offset ?? 0) > 0

const productListSlice = createSlice({
  name: 'productList',
  initialState,
  reducers: {
    /** The first page the CMS rendered into the page (the widget's `initialPage`): shown without a request. */
    productListSeeded: (lists, { payload }: PayloadAction<{ listId: string; page: ProductListPage }>) => {
      lists[payload.listId] = { ...emptyList, ...payload.page, status: 'done', answered: true }
    },
    /** A list island went away. */
    productListRemoved: (lists, { payload }: PayloadAction<string>) => {
      delete lists[payload]
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProductList.pending, (lists, { meta }) => {
        const list = (lists[meta.arg.listId] ??= { ...emptyList })
        startLatest(list, meta)
        list.status = isMore(meta.arg) ? 'more' : 'loading'
      })
      .addCase(fetchProductList.fulfilled, (lists, { payload, meta }) => {
        const list = lists[meta.arg.listId]
        if (!list || !isLatest(list, meta)) return
        const more = isMore(meta.arg)
        list.products = more ? [...list.products, ...payload.products] : payload.products
        // Load more answers the same filters; the first page's stay, so the panel does not re-render.
        if (!more) list.filters = payload.filters
        list.totalCount = payload.totalCount
        list.status = 'done'
        list.failedMore = false
        list.answered = true
      })
      .addCase(fetchProductList.rejected, (lists, { meta }) => {
        const list = lists[meta.arg.listId]
        if (!list || !isLatest(list, meta)) return
        // A request cancelled because its island went away (or superseded: its successor has taken over)
        // leaves the list as it was. A failure keeps what was shown (spec 1 §8).
        if (meta.aborted) {
          list.status = list.answered ? 'done' : 'idle'
          return
        }
        list.status = 'failed'
        list.failedMore = isMore(meta.arg)
      })
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof productListSlice> {}
}

// Injected once, when the first product list loads this module; all its islands share it.
productListSlice.injectInto(rootReducer)

export const { productListSeeded, productListRemoved } = productListSlice.actions

/** A list's state; an empty list (the same object every time) before its first request. */
export const selectProductList = (state: RootState, listId: string): ProductListState => state.productList?.[listId] ?? emptyList
