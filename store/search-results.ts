import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import {
  advancedSearchCheck,
  documentSearchCheck,
  getAdvancedSearch,
  getDocumentSearch,
  type AdvancedSearchInput,
  type CategoryNode,
  type ContentHit,
  type ProductHit,
} from '@/api/search'
import { rootReducer } from './index'
import { createRequest, type RequestContext } from './request'
import { isLatest, startLatest } from './request-order'

// The search page's results (spec 1 §2, §4, §5, §7): the products of the advanced search with their
// category tree, and the content results, each a page of 12 that load more extends. The header's search
// box keeps its live suggestions in a module of its own; both are requests of the family `search`.

/**
 * What the search page asks the advanced search. `treeOnly`: the request is for the category tree of the
 * term alone (the tree is the same for any filter), asked first when an address names categories, so that
 * ids the tree does not know are left out before they are sent; its products are not shown.
 */
export type ResultProductsInput = AdvancedSearchInput & { treeOnly?: boolean }

/** spec 1 §7: GET /api/search/product-advanced with the term and the checked categories (offset 0 replaces, more appends). */
export const fetchResultProducts = createRequest(
  'search/fetchResultProducts',
  (input: ResultProductsInput, context: RequestContext) => getAdvancedSearch(input, context),
  advancedSearchCheck,
  // The list shows its own progress (skeletons, disabled filters); the overlay would hide the filter just clicked.
  { background: true },
)

/** spec 1 §7: GET /api/search/document with the term, limit 12 and an offset (not live). */
export const fetchResultDocuments = createRequest('search/fetchResultDocuments', getDocumentSearch, documentSearchCheck, { background: true })

/**
 * Where a result list stands: `loading` while its first page for the current search is on its way,
 * `more` while load more runs, `failed` when the latest request failed (what was shown stays).
 */
export type ResultStatus = 'idle' | 'loading' | 'more' | 'done' | 'failed'

type ResultList<T> = {
  items: T[]
  /** The number of results of the whole search (countTotal), not only those loaded. */
  total: number
  status: ResultStatus
  /** The thunk's requestId of the latest request: an older answer never replaces a newer one. */
  requestId: string | null
  /** Whether the last failure was a load more (the retry then loads more again). */
  failedMore: boolean
  /** Whether an answer for this search has arrived: until then the page shows skeletons, after it the last answer. */
  answered: boolean
}

export type ProductResults = ResultList<ProductHit> & {
  /** The category filter of the search (spec 1 §3: id, name, count, children). */
  categories: CategoryNode[]
  /** Did-you-mean suggestions of the answer (spec 1 §2). */
  suggestions: string[]
  /** The term the category tree belongs to; null before any tree arrived. */
  treeTerm: string | null
}
export type DocumentResults = ResultList<ContentHit>

type SearchResultsState = { products: ProductResults; documents: DocumentResults }

const emptyList = { items: [], total: 0, status: 'idle' as ResultStatus, requestId: null, failedMore: false, answered: false }
const initialState: SearchResultsState = {
  products: { ...emptyList, categories: [], suggestions: [], treeTerm: null },
  documents: { ...emptyList },
}

type Pending = { meta: { requestId: string; arg: { offset?: number } } }
type Rejected = { meta: { requestId: string; aborted: boolean; arg: { offset?: number } } }

// spec 1 §4: offset 0 is a new search (replaces), any other offset is load more (appends).
const isMore = (arg: { offset?: number }) => (arg.offset ?? 0) > 0

const started = <T>(list: ResultList<T>, { meta }: Pending) => {
  startLatest(list, meta)
  list.status = isMore(meta.arg) ? 'more' : 'loading'
}

const failed = <T>(list: ResultList<T>, { meta }: Rejected) => {
  if (!isLatest(list, meta)) return
  // A superseded request was cancelled on purpose, and its successor has taken over; one cancelled
  // because its island went away leaves the list as it was. A failure keeps what was shown (spec 1 §8).
  if (meta.aborted) {
    list.status = list.answered ? 'done' : 'idle'
    return
  }
  list.status = 'failed'
  list.failedMore = isMore(meta.arg)
}

const searchResultsSlice = createSlice({
  name: 'searchResults',
  initialState,
  reducers: {
    /** spec 1 §5: no product search without a term or categories; the page shows no products then. */
    productResultsCleared: (state) => {
      state.products = initialState.products
    },
    /** spec 1 §5: no content search without a term. */
    documentResultsCleared: (state) => {
      state.documents = initialState.documents
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchResultProducts.pending, (state, action) => started(state.products, action))
      .addCase(fetchResultProducts.fulfilled, ({ products }, { payload, meta }) => {
        if (!isLatest(products, meta)) return
        if (meta.arg.treeOnly) {
          // Only the tree: the filtered request follows, and until it answers the page keeps waiting.
          products.categories = payload.categories
          products.treeTerm = meta.arg.query
          return
        }
        const more = isMore(meta.arg)
        products.items = more ? [...products.items, ...payload.products] : payload.products
        products.total = payload.countTotal
        // Load more answers the same tree and suggestion; the first page's stay.
        if (!more) {
          products.categories = payload.categories
          products.treeTerm = meta.arg.query
          products.suggestions = payload.suggestion ?? []
        }
        products.status = 'done'
        products.failedMore = false
        products.answered = true
      })
      .addCase(fetchResultProducts.rejected, (state, action) => failed(state.products, action))
      .addCase(fetchResultDocuments.pending, (state, action) => started(state.documents, action))
      .addCase(fetchResultDocuments.fulfilled, ({ documents }, { payload, meta }) => {
        if (!isLatest(documents, meta)) return
        documents.items = isMore(meta.arg) ? [...documents.items, ...payload.results] : payload.results
        documents.total = payload.countTotal
        documents.status = 'done'
        documents.failedMore = false
        documents.answered = true
      })
      .addCase(fetchResultDocuments.rejected, (state, action) => failed(state.documents, action))
  },
  selectors: {
    selectResultProducts: (state) => state.products,
    selectResultDocuments: (state) => state.documents,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchResultsSlice> {}
}

// Injected once, when the search page's widget loads this module; all its islands share it.
const injected = searchResultsSlice.injectInto(rootReducer)

export const { selectResultProducts, selectResultDocuments } = injected.selectors
export const { productResultsCleared, documentResultsCleared } = searchResultsSlice.actions
