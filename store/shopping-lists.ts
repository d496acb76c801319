import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit'
import {
  createdListAnswer,
  deleteShoppingList as callDeleteShoppingList,
  getShoppingList,
  getShoppingLists,
  listToCartAnswer,
  patchShoppingList,
  postShoppingList,
  postShoppingListItem,
  postShoppingListToCart,
  shoppingListAnswer,
  shoppingListsAnswer,
  type ItemChange,
  type ListId,
  type ListToCartResult,
  type ShoppingListDetail,
  type ShoppingListSummary,
} from '@/api/shopping-lists'
import { dispatchCartEvent } from '@/src/lib/cart-events'
import { rootReducer, type AppDispatch, type RootState } from './index'
import { createRequest, type RequestContext } from './request'
import { changeKeyOf, failureResets, initialRequestOrder, isFamilyAction, isNewest, isWorking, startOrderOf, trackRequest, type RequestOrder } from './request-order'
import { cartCountChanged } from './session'

// The shopping list family (spec 2 §3, §4, §7): the user's lists, each list's items, and
// the changes to them. Fetches run in the background (the widgets show their own progress); changes make
// the page busy. Every answer that carries the lists, or a list, replaces what an older request answered,
// never what a newer one did (docs/architecture.md "Answers that replace a list").

/** spec 2 §7 "Fetch shopping lists": data.shoppingLists. */
export const fetchShoppingLists = createRequest('shoppingList/fetchShoppingLists', getShoppingLists, shoppingListsAnswer, { background: true })

/** spec 2 §7 "Fetch shopping list", with shoppingListId: data.shoppingList. */
export const fetchShoppingList = createRequest('shoppingList/fetchShoppingList', getShoppingList, shoppingListAnswer, { background: true })

/** spec 2 §7 "Create shopping list": answers the lists and the new list's id. Quiet: its form shows the messages. */
export const createShoppingList = createRequest('shoppingList/createShoppingList', postShoppingList, createdListAnswer, { quiet: true })

/** spec 2 §7 "Update shopping list" (PATCH): a new name. Quiet: its form shows the messages. */
export const renameShoppingList = createRequest(
  'shoppingList/renameShoppingList',
  ({ shoppingListId, name }: ListId & { name: string }, context: RequestContext) => patchShoppingList({ shoppingListId, name }, context),
  shoppingListAnswer,
  { quiet: true },
)

/** spec 2 §7 "Update shopping list" (PATCH): an item taken off the list (quantity 0, as in the cart, spec 1 §4). */
export const removeShoppingListItem = createRequest(
  'shoppingList/removeShoppingListItem',
  ({ shoppingListId, productId }: ListId & Pick<ItemChange, 'productId'>, context: RequestContext) =>
    patchShoppingList({ shoppingListId, items: [{ productId, quantity: 0 }] }, context),
  shoppingListAnswer,
)

/** spec 2 §7 "Delete shopping list": with the body field referer, the current path. Answers the lists. Quiet: its confirmation dialog shows the messages. */
export const deleteShoppingList = createRequest('shoppingList/deleteShoppingList', callDeleteShoppingList, shoppingListsAnswer, { quiet: true })

/** spec 2 §7 "Add to shopping list": a pack (article number) and a quantity. Quiet: the add dialog shows the messages. */
export const addToShoppingList = createRequest('shoppingList/addToShoppingList', postShoppingListItem, shoppingListsAnswer, { quiet: true })

/** spec 2 §7 "Add shopping list to cart": the request itself; widgets use {@link addShoppingListToCart}. */
export const requestShoppingListToCart = createRequest('shoppingList/addShoppingListToCart', postShoppingListToCart, listToCartAnswer)

/**
 * Puts a whole list into the B2B cart (spec 2 §7) and, on success, sets the session's B2B cart count (spec 2
 * §4: updating a cart sets the count in the session; the header's icon follows) and tells every island
 * (cart event countUpdated). Resolves to the cart and the lines it could not take; rejects with the
 * request's failure, whose messages were shown. Does nothing while the same list is already on its way.
 */
export const addShoppingListToCart =
  ({ shoppingListId }: ListId) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<ListToCartResult | undefined> => {
    if (selectIsListBusy(getState(), 'toCart', shoppingListId)) return undefined
    const result = await dispatch(requestShoppingListToCart({ shoppingListId })).unwrap()
    dispatch(cartCountChanged({ cart: 'b2b', count: result.count }))
    dispatchCartEvent('countUpdated', { cart: 'b2b', count: result.count })
    return result
  }

/** Where a fetched thing stands: `loading` before its first answer (or while refetching), `failed` when the latest fetch failed. */
export type FetchStatus = 'idle' | 'loading' | 'done' | 'failed'

/** One list's items as fetched, and where that stands. */
export type ListDetailState = { list: ShoppingListDetail | null; status: FetchStatus; version: number }

/** A change to one list that is on its way, by list: what the widgets show as busy (and never send twice). */
export type ListAction = 'toCart' | 'delete' | 'rename' | 'removeItem' | 'add'

type ShoppingListsState = RequestOrder & {
  /** The lists; null before the first answer, and after a failed fetch (spec 1 §8: related data reset). */
  lists: ShoppingListSummary[] | null
  status: FetchStatus
  /** The start order of the request whose answer `lists` is (see `started`). */
  version: number
  details: Record<string, ListDetailState>
}

const initialState: ShoppingListsState = { lists: null, status: 'idle', version: 0, details: {}, ...initialRequestOrder() }

const answersLists = isAnyOf(fetchShoppingLists.fulfilled, createShoppingList.fulfilled, deleteShoppingList.fulfilled, addToShoppingList.fulfilled)
const answersList = isAnyOf(fetchShoppingList.fulfilled, renameShoppingList.fulfilled, removeShoppingListItem.fulfilled)

// The changes a widget shows as busy per list, by their thunk's name.
const LIST_ACTIONS: Record<string, ListAction> = {
  addShoppingListToCart: 'toCart',
  deleteShoppingList: 'delete',
  renameShoppingList: 'rename',
  removeShoppingListItem: 'removeItem',
  addToShoppingList: 'add',
}

const detailOf = (state: ShoppingListsState, id: string): ListDetailState => (state.details[id] ??= { list: null, status: 'idle', version: 0 })

/** The summary a list's answer implies: its name, its last change and how many items it holds (no amounts derived). */
const summaryOf = (list: ShoppingListDetail): ShoppingListSummary => ({
  shoppingListId: list.shoppingListId,
  name: list.name,
  updatedAt: list.updatedAt,
  itemCount: list.entries.length + list.entriesNotOrderable.length,
})

const shoppingListsSlice = createSlice({
  name: 'shoppingLists',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchShoppingLists.pending, (state) => {
        state.status = 'loading'
      })
      .addCase(fetchShoppingLists.rejected, (state, { meta }) => {
        // A fetch cancelled because its island went away leaves what was shown; a failure resets it (spec 1 §8).
        if (!failureResets(state, meta, state.version)) return
        state.status = 'failed'
        state.lists = null
      })
      .addCase(fetchShoppingList.pending, (state, { meta }) => {
        detailOf(state, meta.arg.shoppingListId).status = 'loading'
      })
      .addCase(fetchShoppingList.rejected, (state, { meta }) => {
        const detail = detailOf(state, meta.arg.shoppingListId)
        if (!failureResets(state, meta, detail.version)) return
        detail.status = 'failed'
        detail.list = null
      })
      .addMatcher(answersLists, (state, { payload, meta }) => {
        if (!isNewest(state, meta.requestId, state.version)) return
        state.version = startOrderOf(state, meta.requestId)
        state.lists = payload.shoppingLists
        state.status = 'done'
      })
      .addMatcher(answersList, (state, { payload, meta }) => {
        const detail = detailOf(state, payload.shoppingList.shoppingListId)
        if (isNewest(state, meta.requestId, detail.version)) {
          detail.version = startOrderOf(state, meta.requestId)
          detail.list = payload.shoppingList
          detail.status = 'done'
        }
        // The overview shows the new name (and count) without fetching again, unless a newer answer has come.
        const index = state.lists?.findIndex((list) => list.shoppingListId === payload.shoppingList.shoppingListId) ?? -1
        if (state.lists && index >= 0 && isNewest(state, meta.requestId, state.version)) state.lists[index] = summaryOf(payload.shoppingList)
      })
      // Bookkeeping of every request of the family, after the cases above have read it.
      .addMatcher(isFamilyAction('shoppingList'), (state, action) => trackRequest(state, action, changeKeyOf(action, LIST_ACTIONS, 'shoppingListId')))
  },
  selectors: {
    selectShoppingLists: (state) => state.lists,
    selectShoppingListsStatus: (state) => state.status,
    selectListDetail: (state, shoppingListId: string): ListDetailState | undefined => state.details[shoppingListId],
    selectIsListBusy: (state, action: ListAction, shoppingListId: string) => isWorking(state, action, shoppingListId),
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof shoppingListsSlice> {}
}

// Injected once, when the first widget that needs shopping lists loads this module; all islands share it.
const injected = shoppingListsSlice.injectInto(rootReducer)

export const { selectShoppingLists, selectShoppingListsStatus, selectListDetail, selectIsListBusy } = injected.selectors
