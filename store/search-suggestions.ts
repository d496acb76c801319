import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import {
  documentSearchCheck,
  getDocumentSearch,
  getProductSearch,
  LIVE_DOCUMENT_LIMIT,
  LIVE_PRODUCT_LIMIT,
  productSearchCheck,
  type ContentHit,
  type ProductHit,
} from '@/api/search'
import { rootReducer, type AppDispatch } from './index'
import { createRequest } from './request'

// The search box's live suggestions (spec 1 §4, §5, §7): a product search (7) and a content search (12)
// for the same term, sent as a pair. The search page's own requests live in a module of their own; both
// belong to the family `search`.

/** One live search: its term, whether product search is on (spec 1 §6 disableProductSearch), and its pair. */
export type LiveSearchArg = {
  term: string
  withProducts: boolean
  /** Numbers the pair: an answer counts only for the latest pair, so an older answer never replaces a newer one. */
  pair: number
}

/** Hits of one kind and how many there are in all (spec 1 §3 countTotal). */
export type LiveHits<T> = { hits: T[]; total: number }

/** The suggestions of one term, once both answers of its pair are in; or its failure, with the server's messages (spec 1 §8). */
export type LiveAnswer =
  | { pair: number; term: string; status: 'done'; products: LiveHits<ProductHit>; contents: LiveHits<ContentHit> }
  | { pair: number; term: string; status: 'failed'; messages: string[] }

// Quiet: a failed live search says so in the suggestions; a page notification per pause in typing would bury
// the page. In the background: the loader overlay must not cover the suggestions while the user types.
/** spec 1 §7: GET /api/search/product with the term and limit 7. */
export const fetchLiveProducts = createRequest(
  'search/fetchLiveProducts',
  ({ term }: LiveSearchArg, context) => getProductSearch({ query: term, limit: LIVE_PRODUCT_LIMIT }, context),
  productSearchCheck,
  { quiet: true, background: true },
)

/** spec 1 §7: GET /api/search/document with the term, limit 12 and isLiveSearch. */
export const fetchLiveDocuments = createRequest(
  'search/fetchLiveDocuments',
  ({ term }: LiveSearchArg, context) => getDocumentSearch({ query: term, limit: LIVE_DOCUMENT_LIMIT, isLiveSearch: true }, context),
  documentSearchCheck,
  { quiet: true, background: true },
)

type Latest = { pair: number; term: string; withProducts: boolean; products?: LiveHits<ProductHit>; contents?: LiveHits<ContentHit> }

type SearchSuggestionsState = {
  /** The latest pair sent, with the answers that are in so far; null when none is on its way or kept. */
  latest: Latest | null
  /** The latest complete answer: what the suggestions show until a newer one is complete. */
  answer: LiveAnswer | null
}

const initialState: SearchSuggestionsState = { latest: null, answer: null }

const isLatest = (state: SearchSuggestionsState, { pair }: LiveSearchArg) => state.latest?.pair === pair

// Both answers of a pair make one answer: products and contents of two different terms never show together.
function completeIfReady(state: SearchSuggestionsState) {
  const { latest } = state
  if (!latest || state.answer?.pair === latest.pair || !latest.contents) return
  if (latest.withProducts && !latest.products) return
  state.answer = {
    pair: latest.pair,
    term: latest.term,
    status: 'done',
    products: latest.products ?? { hits: [], total: 0 },
    contents: latest.contents,
  }
}

const searchSuggestionsSlice = createSlice({
  name: 'searchSuggestions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    for (const request of [fetchLiveProducts, fetchLiveDocuments]) {
      builder
        .addCase(request.pending, (state, { meta: { arg } }) => {
          if (!isLatest(state, arg)) state.latest = { pair: arg.pair, term: arg.term, withProducts: arg.withProducts }
        })
        .addCase(request.rejected, (state, { meta, payload }) => {
          if (!isLatest(state, meta.arg)) return
          // Cancelled on purpose (the term got too short, the island went away): nothing is on its way any more.
          if (meta.aborted) {
            state.latest = null
            return
          }
          // spec 1 §8: a failed fetch leaves no hits; the suggestions say so in the server's words (both calls'
          // of the pair), or that they could not be loaded.
          const messages = payload?.messages.map(({ message }) => message) ?? []
          const { answer } = state
          if (answer?.pair !== meta.arg.pair) state.answer = { pair: meta.arg.pair, term: meta.arg.term, status: 'failed', messages }
          else if (answer.status === 'failed') answer.messages = [...new Set([...answer.messages, ...messages])]
        })
    }
    builder
      .addCase(fetchLiveProducts.fulfilled, (state, { payload, meta: { arg } }) => {
        if (!state.latest || !isLatest(state, arg)) return
        state.latest.products = { hits: payload.products, total: payload.countTotal }
        completeIfReady(state)
      })
      .addCase(fetchLiveDocuments.fulfilled, (state, { payload, meta: { arg } }) => {
        if (!state.latest || !isLatest(state, arg)) return
        state.latest.contents = { hits: payload.results, total: payload.countTotal }
        completeIfReady(state)
      })
  },
  selectors: {
    selectLiveAnswer: (state) => state.answer,
    /** A pair is on its way whose answer is not complete yet. */
    selectIsLiveSearchLoading: (state) => state.latest !== null && state.latest.pair !== state.answer?.pair,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSuggestionsSlice> {}
}

// Injected once, when the search box's code loads; every island shares it.
const injected = searchSuggestionsSlice.injectInto(rootReducer)

export const { selectLiveAnswer, selectIsLiveSearchLoading } = injected.selectors

/** A live search on its way: its term and pair, a promise that settles with both requests, and how to cancel it. */
export type LiveSearch = { term: string; pair: number; settled: Promise<void>; abort(): void }

let pairs = 0

/**
 * Sends the live search pair for `term` (only the content search when product search is disabled,
 * spec 1 §6): a thunk that returns the pair so its caller can wait for it or cancel it.
 */
export const startLiveSearch = (term: string, withProducts: boolean) => (dispatch: AppDispatch): LiveSearch => {
  pairs += 1
  const arg: LiveSearchArg = { term, withProducts, pair: pairs }
  const requests = withProducts ? [dispatch(fetchLiveProducts(arg)), dispatch(fetchLiveDocuments(arg))] : [dispatch(fetchLiveDocuments(arg))]
  return {
    term,
    pair: arg.pair,
    settled: Promise.allSettled(requests).then(() => undefined),
    abort: () => {
      for (const request of requests) request.abort()
    },
  }
}
