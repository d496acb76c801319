import { createSelector, createSlice, unwrapResult, type WithSlice } from '@reduxjs/toolkit'
import {
  favoriteIdSchema,
  favoriteIdsAnswer,
  favoriteListAnswer,
  getFavorites,
  postFavoritesAdd,
  postFavoritesRemove,
  type FavoriteEntry,
} from '@/api/favorites'
import { checkList } from '@/src/lib/schema-check'
import { rootReducer, type AppDispatch, type RootState } from './index'
import { createRequest, type RequestContext } from './request'
import { initialRequestOrder, isFamilyAction, isLatest, isNewest, startLatest, startOrderOf, trackRequest, type RequestOrder } from './request-order'

// The favourites family (spec 2 §3, §4, §7; spec 1 §6). Every favourite button on the page, in every
// island, reads one list of product ids: the session's `favorites` until the first change on this page,
// then this slice's, which each answer of the server (the full list of ids) replaces. Adding shows at once
// and is rolled back if it fails; removing waits for the server (it follows a confirmation, spec 2 §4).

/** What a favourite request was sent for. `known`: the ids as the page knew them when it was sent. */
export type FavoriteChange = { productId: string; known: string[] }

/** Whether a product's favourite request is on its way, and which. */
export type FavoriteOperation = 'add' | 'remove'

/** Where the favourites list stands: `loading` while a request for it runs, `failed` when the latest failed (what was shown stays). */
export type FavoriteListStatus = 'idle' | 'loading' | 'done' | 'failed'

/** spec 2 §7 "Add favourite": favorites, a list of product ids (here one); answers the full list. In the background: the button shows its own progress. */
export const addFavorite = createRequest(
  'favorites/addFavorite',
  ({ productId }: FavoriteChange, context: RequestContext) => postFavoritesAdd({ productIds: [productId] }, context),
  favoriteIdsAnswer,
  { background: true },
)

/** spec 2 §7 "Remove favourite": favorites, a list of product ids (here one); answers the full list. */
export const removeFavorite = createRequest(
  'favorites/removeFavorite',
  ({ productId }: FavoriteChange, context: RequestContext) => postFavoritesRemove({ productIds: [productId] }, context),
  favoriteIdsAnswer,
  { background: true, quiet: true },
)

/** spec 2 §7 "Get favourite product list": the entries, whose ids also bring every button in step with the server. */
export const fetchFavorites = createRequest(
  'favorites/fetchFavorites',
  (_: void, context: RequestContext) => getFavorites(undefined, context),
  favoriteListAnswer,
  // The list page shows its own progress (skeleton tiles, aria-busy).
  { background: true },
)

// Every answer is the whole list as the server had it after the requests sent before it: answers are taken
// in the order their requests started, so an older answer never replaces a newer one (store/request-order.ts).
type FavoritesState = RequestOrder & {
  /** The favourite product ids, newest first; null until the first change on this page (the session's hold until then). */
  ids: string[] | null
  /** The requests on their way, one per product at most. */
  pending: { productId: string; operation: FavoriteOperation }[]
  /** The start order of the newest answer taken. */
  version: number
  /** The favourites list page's products. */
  list: { entries: FavoriteEntry[]; status: FavoriteListStatus; requestId: string | null; answered: boolean }
}

const initialState: FavoritesState = { ...initialRequestOrder(), ids: null, pending: [], version: 0, list: { entries: [], status: 'idle', requestId: null, answered: false } }

const without = (ids: string[], productId: string) => ids.filter((id) => id !== productId)
const withFirst = (ids: string[], productId: string) => [productId, ...without(ids, productId)]

/**
 * The server's list as this page must show it: an add still on its way stays shown (it shows at once);
 * a removal on its way changes nothing until its own answer arrives.
 */
function takeAnswer(state: FavoritesState, requestId: string, ids: string[]) {
  if (!isNewest(state, requestId, state.version)) return
  state.version = startOrderOf(state, requestId)
  state.ids = state.pending.reduce((list, { productId, operation }) => (operation === 'add' && !list.includes(productId) ? withFirst(list, productId) : list), ids)
}

const settle = (state: FavoritesState, productId: string) => {
  state.pending = state.pending.filter((entry) => entry.productId !== productId)
}

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // spec 2 §4: clicking a non-favourite adds it at once.
      .addCase(addFavorite.pending, (state, { meta: { arg } }) => {
        state.ids = withFirst(state.ids ?? arg.known, arg.productId)
        state.pending.push({ productId: arg.productId, operation: 'add' })
      })
      .addCase(addFavorite.fulfilled, (state, { payload, meta: { arg, requestId } }) => {
        settle(state, arg.productId)
        takeAnswer(state, requestId, payload.favorites)
        // An older answer than one already taken still proves this add.
        if (state.ids && !state.ids.includes(arg.productId)) state.ids = withFirst(state.ids, arg.productId)
      })
      .addCase(addFavorite.rejected, (state, { meta: { arg } }) => {
        // Rolled back; the client has shown the message (or the unknown-error text).
        settle(state, arg.productId)
        state.ids = without(state.ids ?? arg.known, arg.productId)
      })
      .addCase(removeFavorite.pending, (state, { meta: { arg } }) => {
        state.ids ??= arg.known
        state.pending.push({ productId: arg.productId, operation: 'remove' })
      })
      .addCase(removeFavorite.fulfilled, (state, { payload, meta: { arg, requestId } }) => {
        settle(state, arg.productId)
        takeAnswer(state, requestId, payload.favorites)
        if (state.ids) state.ids = without(state.ids, arg.productId)
      })
      .addCase(removeFavorite.rejected, (state, { meta: { arg } }) => settle(state, arg.productId))
      .addCase(fetchFavorites.pending, ({ list }, { meta }) => {
        list.status = 'loading'
        startLatest(list, meta)
      })
      .addCase(fetchFavorites.fulfilled, (state, { payload, meta }) => {
        if (!isLatest(state.list, meta)) return
        state.list = { entries: payload.entries, status: 'done', requestId: null, answered: true }
        takeAnswer(state, meta.requestId, payload.entries.map((entry) => entry.id))
      })
      .addCase(fetchFavorites.rejected, ({ list }, { meta }) => {
        if (!isLatest(list, meta)) return
        // A request cancelled because its island went away leaves the list as it was; a failure keeps what was shown.
        list.status = meta.aborted ? (list.answered ? 'done' : 'idle') : 'failed'
        list.requestId = null
      })
      // Last: the cases above read the start order of the request they handle.
      .addMatcher(isFamilyAction('favorites'), (state, action) => trackRequest(state, action))
  },
  selectors: {
    selectStoredIds: (state) => state.ids,
    selectPending: (state) => state.pending,
    selectListState: (state) => state.list,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof favoritesSlice> {}
}

// Injected once, when the first widget with a favourite button loads this module; all islands share it.
const injected = favoritesSlice.injectInto(rootReducer)
const { selectStoredIds, selectPending, selectListState } = injected.selectors

// The session's list is outside data the entry passes through unchecked: each id is checked here, once per list.
const selectSessionFavorites = (state: RootState) => checkList(state.session.favorites, favoriteIdSchema, 'session.favorites')

/** The favourite product ids, newest first: the session's until the first change on this page. */
export const selectFavoriteIds = (state: RootState): string[] => selectStoredIds(state) ?? selectSessionFavorites(state)

/** Whether the product is a favourite (shown so, for an add still on its way). */
export const selectIsFavorite = (state: RootState, productId: string): boolean => selectFavoriteIds(state).includes(productId)

/** The favourite request on its way for this product, if any: its button is busy meanwhile. */
export const selectFavoriteOperation = (state: RootState, productId: string): FavoriteOperation | undefined =>
  selectPending(state).find((entry) => entry.productId === productId)?.operation

/**
 * The favourites list page's state: the favourites it has products for, in the order of the ids (newest
 * first), and `missing`: the ids the server has confirmed but the list has no product for yet (a favourite
 * added by another button of the page), which the list must ask for.
 */
export const selectFavoriteList = createSelector([selectListState, selectFavoriteIds, selectPending], (list, ids, pending) => {
  const byId = new Map(list.entries.map((entry) => [entry.id, entry]))
  const entries = ids.flatMap((id) => {
    const entry = byId.get(id)
    return entry ? [entry] : []
  })
  const missing = ids.filter((id) => !byId.has(id) && !pending.some((entry) => entry.productId === id))
  return { entries, status: list.status, answered: list.answered, missing }
})

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => R

// addFavorite and removeFavorite have one type: a request of a FavoriteChange answering the list of ids.
// One request per product at a time: a second click while one runs sends nothing (undefined).
const send = (request: typeof addFavorite, productId: string) => (dispatch: AppDispatch, getState: () => RootState) =>
  selectFavoriteOperation(getState(), productId) ? undefined : dispatch(request({ productId, known: selectFavoriteIds(getState()), }))

/** spec 2 §4: marks the product as a favourite at once, and rolls back with the message if the server refuses. Resolves whether it was added. */
export const addToFavorites =
  (productId: string): Thunk<Promise<boolean>> =>
  async (dispatch) => {
    const sent = dispatch(send(addFavorite, productId))
    return sent !== undefined && addFavorite.fulfilled.match(await sent)
  }

/**
 * spec 2 §4: removes the favourite once the server has (call it after the user confirmed, in the confirm
 * dialog, which says why it failed: the request is quiet). Resolves whether it was removed (not while another
 * request of the product runs); rejects with the failure.
 */
export const removeFromFavorites =
  (productId: string): Thunk<Promise<boolean>> =>
  async (dispatch) => {
    const sent = dispatch(send(removeFavorite, productId))
    if (sent === undefined) return false
    unwrapResult(await sent)
    return true
  }

/** spec 2 §7: loads the favourites list; its ids bring every favourite button in step with the server. */
export const loadFavorites = () => fetchFavorites()
