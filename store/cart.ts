import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import {
  b2bCartAddedCheck,
  b2bCartCheck,
  b2bCartDataCheck,
  b2cCartAddedCheck,
  b2cCartCheck,
  commitCheck,
  deleteB2bCart,
  getB2bCart,
  getB2bCartData,
  getB2cCart,
  itemRefTextCheck,
  postB2bCartCommit,
  postB2bCartData,
  postB2bCartItemRefText,
  postB2bCartLine,
  postB2bCartLines,
  postB2bCartShowItemRefTexts,
  postB2bCartShowManualPricing,
  postB2cCartLine,
  postB2cCartLines,
  sendLineChangeOnLeave,
  SESSION_CART_ID,
  type B2bCartData,
  type B2cCartView,
  type CartKind,
  type Delivery,
  type LineChange,
  type LineRequest,
} from '@/api/cart'
import type { B2bCart, CartEntry, RejectedLine } from '@/api/cart-schemas'
import type { Message } from '@/api/envelope'
import { dispatchCartEvent } from '@/src/lib/cart-events'
import { isRecord } from '@/src/lib/guards'
import { rootReducer, type AppDispatch, type RootState } from './index'
import { notificationsShown } from './notifications'
import { createRequest, isRequestFailure, type RequestFailure } from './request'
import { cartCountChanged } from './session'

// The cart family (spec 1 §4, §7; spec 2 §3, §4, §7; issue 9 §6–§8): both carts of the page, the B2B
// checkout's data, and the rules every island that changes a cart follows:
// - Each cart's requests run one after the other, in the order they were made: an answer is always the
//   server's newest state, so a slower earlier answer never overwrites a newer one (issue 9).
// - A line's quantity shows at once and goes to the server after a pause (LINE_UPDATE_DEBOUNCE_MS), as the
//   final value: twenty fast clicks on plus are one request for the twentieth. A failed update restores the
//   last confirmed quantity (the client has shown the message). A pending update is sent with `keepalive`
//   when the page is left.
// - Every answer sets the session's cart count (spec 2 §4: the header's badge follows) and the changes are
//   announced as the cart events of spec 2 §4 (src/lib/cart-events.ts).

export type { CartKind, LineRequest }

/**
 * spec 1 §4 leaves the debounce open: 400 ms sends one update per pause in clicking or typing (people
 * click plus about every 150–250 ms when counting up) and still feels immediate.
 */
export const LINE_UPDATE_DEBOUNCE_MS = 400

/** Either cart, as its answers give it. */
export type AnyCart = B2bCart | B2cCartView

/** The B2B checkout's parts of the cart data (spec 2 §3): the terms' link, the partners, the delivery chosen. */
export type B2bCheckout = Omit<B2bCartData, keyof B2bCart>

/** Where a cart stands on this page: `loading` until its first answer, `failed` when that failed. */
export type CartStatus = 'idle' | 'loading' | 'done' | 'failed'

type Slot<C> = {
  data: C | null
  status: CartStatus
  /** Quantities the user set that the server has not confirmed yet, by itemKey. */
  drafts: Record<string, number>
  /** Updates of a line on their way or waiting for their turn, by itemKey. */
  syncing: Record<string, number>
  /** Changes of the cart on their way or waiting (updates, additions, removals, settings). */
  changing: number
}

type CartState = {
  b2b: Slot<B2bCart>
  b2c: Slot<B2cCartView> & { id: string | null }
  checkout: B2bCheckout | null
  commit: { status: 'idle' | 'running' | 'done' | 'failed'; orderNumber: string | null }
}

const emptySlot = <C>(): Slot<C> => ({ data: null, status: 'idle', drafts: {}, syncing: {}, changing: 0 })
const initialState: CartState = { b2b: emptySlot(), b2c: { ...emptySlot<B2cCartView>(), id: null }, checkout: null, commit: { status: 'idle', orderNumber: null } }

type ThunkConfig = { state: RootState; dispatch: AppDispatch; rejectValue: RequestFailure }

// ——— The requests (one per call; the running flag and 'API failure during cart/… request.' come from their names) ———

// In the background: the cart shows its own progress, and the page-wide overlay (spec 1 §4, at least 1 s)
// must never cover the quantity field being clicked. Only submitting the order blocks the page.
const background = { background: true }
// The checkout's forms show these messages at their fields (README "Forms"); the delete dialog, inside it.
const quiet = { background: true, quiet: true }

const requests = {
  getB2b: createRequest('cart/getB2bCart', getB2bCart, b2bCartCheck, background),
  postB2bLine: createRequest('cart/postB2bCartLine', postB2bCartLine, b2bCartCheck, background),
  postB2bLines: createRequest('cart/postB2bCartLines', postB2bCartLines, b2bCartAddedCheck, background),
  deleteB2b: createRequest('cart/deleteB2bCart', deleteB2bCart, b2bCartCheck, quiet),
  getB2bData: createRequest('cart/getB2bCartData', getB2bCartData, b2bCartDataCheck, background),
  postB2bData: createRequest('cart/postB2bCartData', postB2bCartData, b2bCartDataCheck, quiet),
  postItemRefText: createRequest('cart/postB2bCartItemRefText', postB2bCartItemRefText, itemRefTextCheck, quiet),
  postShowItemRefTexts: createRequest('cart/postB2bCartShowItemRefTexts', postB2bCartShowItemRefTexts, b2bCartCheck, background),
  postShowManualPricing: createRequest('cart/postB2bCartShowManualPricing', postB2bCartShowManualPricing, b2bCartCheck, background),
  commit: createRequest('cart/postB2bCartCommit', postB2bCartCommit, commitCheck),
  getB2c: createRequest('cart/getB2cCart', getB2cCart, b2cCartCheck, background),
  postB2cLine: createRequest('cart/postB2cCartLine', postB2cCartLine, b2cCartCheck, background),
  postB2cLines: createRequest('cart/postB2cCartLines', postB2cCartLines, b2cCartAddedCheck, background),
}

// ——— One queue per cart and store; what the page still owes the server when it is left ———

/** The update of a line waiting for its turn; sent with keepalive instead if the page is left first. */
type Waiting = { cart: CartKind; itemKey: string; left: boolean }
type Scheduled = { cart: CartKind; itemKey: string; timer: ReturnType<typeof setTimeout> }
type Pending = {
  tails: Record<CartKind, Promise<unknown>>
  waiting: Set<Waiting>
  /** Debounced line updates, by `cart itemKey`. */
  scheduled: Map<string, Scheduled>
  listening: boolean
  /** Carts updated with keepalive on leaving: read again if the page comes back from the back-forward cache. */
  sentOnLeave: Set<CartKind>
}

// Keyed by the store's getState, which thunks receive and which is the same function for the store's life,
// so each store (each page; each test) has its own queues and timers.
const pendingByStore = new WeakMap<() => RootState, Pending>()
const pendingOf = (getState: () => RootState): Pending => {
  let pending = pendingByStore.get(getState)
  if (!pending) {
    pending = { tails: { b2b: Promise.resolve(), b2c: Promise.resolve() }, waiting: new Set(), scheduled: new Map(), listening: false, sentOnLeave: new Set() }
    pendingByStore.set(getState, pending)
  }
  return pending
}

/** The page was left while this update waited for its turn; it went out with keepalive instead. */
class PageLeftError extends Error {
  override name = 'PageLeftError'
}

/** Runs `task` once every earlier request of the same cart (in this store) has settled. */
function inTurn<T>(getState: () => RootState, cart: CartKind, task: () => Promise<T>, waiting?: Waiting): Promise<T> {
  const pending = pendingOf(getState)
  if (waiting) pending.waiting.add(waiting)
  const run = () => {
    if (waiting) {
      pending.waiting.delete(waiting)
      if (waiting.left) return Promise.reject(new PageLeftError('Sent with keepalive when the page was left.'))
    }
    return task()
  }
  const result = pending.tails[cart].then(run, run)
  pending.tails[cart] = result.catch(() => undefined)
  return result
}

/** What a failed request's unwrap() threw, as a RequestFailure (a cancelled request throws a SerializedError). */
const asFailure = (error: unknown): RequestFailure =>
  isRequestFailure(error) ? error : { status: undefined, messages: [], reason: isRecord(error) && typeof error.message === 'string' ? error.message : String(error) }

// ——— Selectors' helpers ———

const linesOf = (cart: AnyCart | null): CartEntry[] => (cart ? [...cart.entries, ...cart.entriesNotOrderable] : [])
const lineOf = (cart: AnyCart | null, itemKey: string) => linesOf(cart).find((line) => line.itemKey === itemKey)

// ——— Announcing what changed (spec 2 §4) ———

/**
 * The cart events for the difference between two answers: countUpdated, itemChanged per line whose
 * quantity changed, removed per line gone, pricingChanged when the totals changed. Without an earlier
 * answer on this page (a product page adds to a cart it never showed), the lines of `touched` changed.
 */
function announce(cart: CartKind, before: AnyCart | null, after: AnyCart, touched: ReadonlySet<string> = new Set()) {
  if (before?.count !== after.count) dispatchCartEvent('countUpdated', { cart, count: after.count })
  const old = new Map(linesOf(before).map((line) => [line.itemKey, line]))
  for (const line of linesOf(after)) {
    const previous = old.get(line.itemKey)
    old.delete(line.itemKey)
    const changed = before ? previous?.quantity !== line.quantity : touched.has(line.productId)
    if (changed) dispatchCartEvent('itemChanged', { cart, itemKey: line.itemKey, productId: line.productId, quantity: line.quantity })
  }
  for (const gone of old.values()) dispatchCartEvent('removed', { cart, itemKey: gone.itemKey, productId: gone.productId })
  const totals = (value: AnyCart | null) => (value ? `${value.totals.subtotal} ${value.totals.vat} ${value.totals.total}` : '')
  if (totals(before) !== totals(after)) dispatchCartEvent('pricingChanged', { cart })
}

/** spec 2 §4: updating a cart sets the cart count in the session (the header's icon follows). */
const countChanged = (dispatch: AppDispatch, cart: CartKind, count: number) => dispatch(cartCountChanged({ cart, count }))

// ——— What the islands dispatch ———

/** Which cart, and for the B2C cart optionally its id (without one: the id this page knows, else the session's cart). */
export type CartRef = { cart: CartKind; cartId?: string }

const b2cIdOf = (state: RootState, cartId?: string) => cartId ?? injected.selectors.selectB2cCartId(state) ?? SESSION_CART_ID
const cartOf = (state: RootState, cart: CartKind): AnyCart | null => (cart === 'b2b' ? injected.selectors.selectB2bCart(state) : injected.selectors.selectB2cCart(state))

/** Reads a cart (GET /api/b2bcart/ or /api/b2ccart/{id}); resolves with it. */
export const fetchCart = createAsyncThunk<AnyCart, CartRef, ThunkConfig>('cart/fetchCart', async ({ cart, cartId }, { dispatch, getState, rejectWithValue }) => {
  try {
    const answer = await inTurn<AnyCart>(getState, cart, () =>
      cart === 'b2b' ? dispatch(requests.getB2b()).unwrap() : dispatch(requests.getB2c({ cartId: b2cIdOf(getState(), cartId) })).unwrap(),
    )
    countChanged(dispatch, cart, answer.count)
    return answer
  } catch (error) {
    return rejectWithValue(asFailure(error))
  }
})

/** What addToCart takes. */
export type AddToCartInput = CartRef & {
  /** The packs to add: article number (the line's productId) and how many. */
  lines: LineRequest[]
  /** Show a warning per pack that could not be added (default). Off where the caller lists them itself (quick order). */
  announceRejected?: boolean
}

/**
 * Adds packs to a cart (POST with `{ add }`). Resolves with the cart and the packs it could not add, with
 * the server's reason. Sets the session count, dispatches countUpdated, itemChanged and pricingChanged, and
 * shows the add-to-cart notification (one pack: with its title and picture; several: how many).
 */
export const addToCart = createAsyncThunk<{ cart: AnyCart; rejected: RejectedLine[] }, AddToCartInput, ThunkConfig>(
  'cart/addToCart',
  async ({ cart, cartId, lines, announceRejected = true }, { dispatch, getState, rejectWithValue }) => {
    try {
      const { before, answer } = await inTurn(getState, cart, async () => {
        const before = cartOf(getState(), cart)
        const answer: { cart: AnyCart; rejected: RejectedLine[] } =
          cart === 'b2b' ? await dispatch(requests.postB2bLines(lines)).unwrap() : await dispatch(requests.postB2cLines({ cartId: b2cIdOf(getState(), cartId), lines })).unwrap()
        return { before, answer }
      })
      countChanged(dispatch, cart, answer.cart.count)
      const refused = new Set(answer.rejected.map((line) => line.productId))
      const added = lines.filter((line) => !refused.has(line.productId))
      announce(cart, before, answer.cart, new Set(added.map((line) => line.productId)))
      dispatch(notificationsShown(await addedMessages(answer.cart, added, announceRejected ? answer.rejected : [])))
      return answer
    } catch (error) {
      return rejectWithValue(asFailure(error))
    }
  },
)

/** The notifications of an addition (spec 2 §3: a message with meta.product shows as add-to-cart). */
async function addedMessages(cart: AnyCart, added: LineRequest[], rejected: RejectedLine[]): Promise<Message[]> {
  // The strings engine is loaded with the first island; imported here, not statically, so it stays in its own
  // chunk beside the entry instead of being copied into every family that words a message.
  const { i18n } = await import('@/i18n/index')
  const messages: Message[] = []
  const only = added.length === 1 ? added[0] : undefined
  const entry = only && linesOf(cart).find((line) => line.productId === only.productId)
  if (only && entry) {
    const image = entry.image ? { fallback: entry.image.fallback, alt: entry.image.alt } : undefined
    messages.push({
      type: 'success',
      message: i18n.t('cart.addedLine', { quantity: only.quantity, pack: entry.packSize ?? entry.productId }),
      meta: { product: { title: entry.title, url: entry.url, image } },
    })
  } else if (added.length > 0) {
    messages.push({ type: 'success', message: i18n.t('cart.addedLines', { count: added.length }) })
  }
  for (const line of rejected) messages.push({ type: 'warning', message: i18n.t('cart.notAdded', { productId: line.productId, reason: line.reason }) })
  return messages
}

/** A line's new quantity, sent at once; spec 1 §4: 0 removes the line. Prefer setLineQuantity, which debounces. */
export type LineUpdate = CartRef & LineChange

/**
 * Sends a line's quantity now (POST `{ itemKey, quantity }`) in the cart's turn, and announces itemChanged
 * or removed, countUpdated and pricingChanged. Fails (and restores the confirmed quantity) like any request.
 */
export const updateCartLine = createAsyncThunk<AnyCart, LineUpdate, ThunkConfig>(
  'cart/updateCartLine',
  async ({ cart, cartId, itemKey, quantity }, { dispatch, getState, rejectWithValue }) => {
    try {
      const waiting: Waiting = { cart, itemKey, left: false }
      const { before, answer } = await inTurn(
        getState,
        cart,
        async () => {
          const before = cartOf(getState(), cart)
          const answer: AnyCart =
            cart === 'b2b'
              ? await dispatch(requests.postB2bLine({ itemKey, quantity })).unwrap()
              : await dispatch(requests.postB2cLine({ cartId: b2cIdOf(getState(), cartId), itemKey, quantity })).unwrap()
          return { before, answer }
        },
        waiting,
      )
      countChanged(dispatch, cart, answer.count)
      announce(cart, before, answer)
      return answer
    } catch (error) {
      return rejectWithValue(asFailure(error))
    }
  },
)

/** What setLineQuantity takes. */
export type LineQuantity = { cart: CartKind; itemKey: string; quantity: number; immediate?: boolean }

/**
 * Sets a line's quantity as the user changes it (issue 9 §8): it shows at once; the request follows
 * LINE_UPDATE_DEBOUNCE_MS after the last change, with the final value, or at once with `immediate` (the
 * remove button). spec 1 §4: 0 removes the line. A failure restores the last confirmed quantity.
 */
export const setLineQuantity =
  ({ cart, itemKey, quantity, immediate = false }: LineQuantity) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    const pending = pendingOf(getState)
    listenForLeaving(pending, dispatch, getState)
    dispatch(cartSlice.actions.lineQuantitySet({ cart, itemKey, quantity }))
    const key = `${cart} ${itemKey}`
    const scheduled = pending.scheduled.get(key)
    if (scheduled) clearTimeout(scheduled.timer)
    pending.scheduled.delete(key)
    const flush = () => {
      pending.scheduled.delete(key)
      flushLine(dispatch, getState, cart, itemKey)
    }
    if (immediate) flush()
    else pending.scheduled.set(key, { cart, itemKey, timer: setTimeout(flush, LINE_UPDATE_DEBOUNCE_MS) })
  }

/** Sends the quantity the user last set for a line, unless the server already has it and nothing is on its way. */
function flushLine(dispatch: AppDispatch, getState: () => RootState, cart: CartKind, itemKey: string) {
  const slot = injected.selectSlice(getState())[cart]
  const quantity = slot.drafts[itemKey]
  if (quantity === undefined) return
  if (!slot.syncing[itemKey] && lineOf(slot.data, itemKey)?.quantity === quantity) {
    dispatch(cartSlice.actions.lineDraftDropped({ cart, itemKey }))
    return
  }
  void dispatch(updateCartLine({ cart, itemKey, quantity })).then((action) => {
    // A failure restores the confirmed quantity (the reducer drops the draft); a newer change still
    // waiting for its pause goes with it, so the line shows what the server has.
    if (updateCartLine.rejected.match(action)) {
      const key = `${cart} ${itemKey}`
      const scheduled = pendingOf(getState).scheduled.get(key)
      if (scheduled) clearTimeout(scheduled.timer)
      pendingOf(getState).scheduled.delete(key)
    }
  })
}

/**
 * Sends a cart's line changes still in their pause now and resolves once all of the cart's requests have
 * settled: the checkout button waits for it, so the next page reads what this one showed.
 */
export const flushCartChanges =
  (cart: CartKind) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const pending = pendingOf(getState)
    for (const [key, scheduled] of [...pending.scheduled]) {
      if (scheduled.cart !== cart) continue
      clearTimeout(scheduled.timer)
      pending.scheduled.delete(key)
      flushLine(dispatch, getState, cart, scheduled.itemKey)
    }
    let tail: Promise<unknown>
    do {
      tail = pending.tails[cart]
      await tail
    } while (tail !== pending.tails[cart])
  }

/**
 * On `pagehide`, what the user changed but the server has not received yet (a pause still running, an
 * update waiting for its turn) is sent with fetch's keepalive, which outlives the page: one request per
 * line, with its latest quantity. If the page comes back from the back-forward cache, its carts are read again.
 */
function listenForLeaving(pending: Pending, dispatch: AppDispatch, getState: () => RootState) {
  if (pending.listening) return
  pending.listening = true
  window.addEventListener('pagehide', () => {
    const lines = new Map<string, { cart: CartKind; itemKey: string }>()
    for (const [key, scheduled] of pending.scheduled) {
      clearTimeout(scheduled.timer)
      lines.set(key, scheduled)
    }
    pending.scheduled.clear()
    for (const waiting of pending.waiting) {
      waiting.left = true
      lines.set(`${waiting.cart} ${waiting.itemKey}`, waiting)
    }
    pending.waiting.clear()
    const state = getState()
    for (const { cart, itemKey } of lines.values()) {
      const quantity = injected.selectSlice(state)[cart].drafts[itemKey]
      if (quantity === undefined) continue
      sendLineChangeOnLeave(cart, { itemKey, quantity }, b2cIdOf(state))
      pending.sentOnLeave.add(cart)
    }
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const cart of pending.sentOnLeave) void dispatch(fetchCart({ cart }))
    pending.sentOnLeave.clear()
  })
}

/** spec 2 §7 Delete B2B cart: every line goes. Announces removed, countUpdated and pricingChanged. */
export const deleteCart = createAsyncThunk<B2bCart, void, ThunkConfig>('cart/deleteCart', async (_, { dispatch, getState, rejectWithValue }) => {
  try {
    const { before, answer } = await inTurn(getState, 'b2b', async () => ({ before: cartOf(getState(), 'b2b'), answer: await dispatch(requests.deleteB2b()).unwrap() }))
    countChanged(dispatch, 'b2b', answer.count)
    announce('b2b', before, answer)
    return answer
  } catch (error) {
    return rejectWithValue(asFailure(error))
  }
})

/** spec 2 §7 Get B2B cart data: the cart with the checkout's configuration, partners and delivery. */
export const fetchCartData = createAsyncThunk<B2bCartData, void, ThunkConfig>('cart/fetchCartData', async (_, { dispatch, getState, rejectWithValue }) => {
  try {
    const answer = await inTurn(getState, 'b2b', () => dispatch(requests.getB2bData()).unwrap())
    countChanged(dispatch, 'b2b', answer.count)
    return answer
  } catch (error) {
    return rejectWithValue(asFailure(error))
  }
})

/** spec 2 §7 Update B2B cart data: stores the delivery choice. Quiet: a form shows the field messages of a refusal. */
export const saveDelivery = createAsyncThunk<B2bCartData, Delivery, ThunkConfig>('cart/saveDelivery', async (delivery, { dispatch, getState, rejectWithValue }) => {
  try {
    return await inTurn(getState, 'b2b', () => dispatch(requests.postB2bData(delivery)).unwrap())
  } catch (error) {
    return rejectWithValue(asFailure(error))
  }
})

/**
 * spec 2 §7 Update item ref text; spec 1 §5: a text with '#' is refused with '# Zeichen darf nicht enthalten
 * sein' at the field `text`. Quiet: the caller shows the failure's messages at the line's field.
 */
export const setItemRefText = createAsyncThunk<{ itemKey: string; itemRefText: string }, { itemKey: string; text: string }, ThunkConfig>(
  'cart/setItemRefText',
  async ({ itemKey, text }, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await inTurn(getState, 'b2b', () => dispatch(requests.postItemRefText({ itemKey, text })).unwrap())
      return { itemKey, itemRefText: answer.itemRefText }
    } catch (error) {
      return rejectWithValue(asFailure(error))
    }
  },
)

/** spec 2 §4, §7: shows or hides the reference texts; a change clears every line's text (the answer says so). */
export const setShowItemRefTexts = createAsyncThunk<B2bCart, boolean, ThunkConfig>('cart/setShowItemRefTexts', async (show, { dispatch, getState, rejectWithValue }) => {
  try {
    return await inTurn(getState, 'b2b', () => dispatch(requests.postShowItemRefTexts(show)).unwrap())
  } catch (error) {
    return rejectWithValue(asFailure(error))
  }
})

/** spec 2 §7 Update show manual pricing; answers the cart. */
export const setShowManualPricing = createAsyncThunk<B2bCart, boolean, ThunkConfig>('cart/setShowManualPricing', async (show, { dispatch, getState, rejectWithValue }) => {
  try {
    const before = cartOf(getState(), 'b2b')
    const answer = await inTurn(getState, 'b2b', () => dispatch(requests.postShowManualPricing(show)).unwrap())
    announce('b2b', before, answer)
    return answer
  } catch (error) {
    return rejectWithValue(asFailure(error))
  }
})

/**
 * Submits the B2B cart (spec 2 §7). `submissionId` is a UUID made once per checkout attempt
 * (`crypto.randomUUID()`); the server makes one order per id, and while a submission runs another is not
 * even sent (issue 9: never submit twice). The answer's redirectUrl leads to the confirmation page.
 */
export const commitCart = createAsyncThunk<{ orderNumber: string }, { submissionId: string }, ThunkConfig>(
  'cart/commitCart',
  async ({ submissionId }, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await inTurn(getState, 'b2b', () => dispatch(requests.commit({ submissionId })).unwrap())
      countChanged(dispatch, 'b2b', answer.count)
      dispatchCartEvent('countUpdated', { cart: 'b2b', count: answer.count })
      return { orderNumber: answer.orderNumber }
    } catch (error) {
      return rejectWithValue(asFailure(error))
    }
  },
  { condition: (_, { getState }) => injected.selectSlice(getState()).commit.status !== 'running' },
)

// ——— The slice ———

const setCart = <C extends AnyCart>(slot: Slot<C>, cart: C) => {
  slot.data = cart
  slot.status = 'done'
  // A line the cart no longer has has no quantity to wait for.
  const keys = new Set(linesOf(cart).map((line) => line.itemKey))
  for (const itemKey of Object.keys(slot.drafts)) if (!keys.has(itemKey)) delete slot.drafts[itemKey]
}

/** The user's quantity arrived: its draft is done, unless they have changed it again meanwhile. */
const confirmLine = <C>(slot: Slot<C>, { itemKey, quantity }: LineChange) => {
  if (slot.drafts[itemKey] === quantity) delete slot.drafts[itemKey]
}

const slotOf = (state: CartState, cart: CartKind): Slot<AnyCart> => state[cart]
const count = (record: Record<string, number>, key: string, by: 1 | -1) => {
  const next = (record[key] ?? 0) + by
  if (next > 0) record[key] = next
  else delete record[key]
}

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The user set a line's quantity: it shows at once (issue 9 §8). */
    lineQuantitySet: (state, { payload }: PayloadAction<{ cart: CartKind; itemKey: string; quantity: number }>) => {
      slotOf(state, payload.cart).drafts[payload.itemKey] = payload.quantity
    },
    /** The user's quantity is the server's already. */
    lineDraftDropped: (state, { payload }: PayloadAction<{ cart: CartKind; itemKey: string }>) => {
      delete slotOf(state, payload.cart).drafts[payload.itemKey]
    },
    /** The page says which B2C cart is the user's (the b2c-cart widget's `cartId`, from the session). */
    b2cCartIdKnown: (state, { payload }: PayloadAction<string>) => {
      state.b2c.id = payload
    },
  },
  extraReducers: (builder) => {
    builder
      // Every answer is the server's newest state of the cart (the requests of a cart run in turn).
      .addCase(requests.getB2b.fulfilled, (state, { payload }) => setCart(state.b2b, payload))
      .addCase(requests.postB2bLine.fulfilled, (state, { payload, meta }) => {
        setCart(state.b2b, payload)
        confirmLine(state.b2b, meta.arg)
      })
      .addCase(requests.postB2bLines.fulfilled, (state, { payload }) => setCart(state.b2b, payload.cart))
      .addCase(requests.deleteB2b.fulfilled, (state, { payload }) => setCart(state.b2b, payload))
      .addCase(requests.postShowItemRefTexts.fulfilled, (state, { payload }) => setCart(state.b2b, payload))
      .addCase(requests.postShowManualPricing.fulfilled, (state, { payload }) => setCart(state.b2b, payload))
      .addCase(requests.getB2c.fulfilled, (state, { payload }) => {
        setCart(state.b2c, payload)
        state.b2c.id = payload.id
      })
      .addCase(requests.postB2cLine.fulfilled, (state, { payload, meta }) => {
        setCart(state.b2c, payload)
        confirmLine(state.b2c, meta.arg)
        state.b2c.id = payload.id
      })
      .addCase(requests.postB2cLines.fulfilled, (state, { payload }) => {
        setCart(state.b2c, payload.cart)
        state.b2c.id = payload.cart.id
      })
      .addCase(requests.postItemRefText.fulfilled, (state, { payload, meta }) => {
        const line = lineOf(state.b2b.data, meta.arg.itemKey)
        if (line) line.itemRefText = payload.itemRefText
      })
      .addCase(fetchCart.pending, (state, { meta }) => {
        const slot = slotOf(state, meta.arg.cart)
        if (slot.data === null) slot.status = 'loading'
      })
      .addCase(fetchCart.rejected, (state, { meta }) => {
        // spec 1 §8: a failed fetch resets the cart to empty; the widget says it could not be loaded.
        const slot = slotOf(state, meta.arg.cart)
        slot.data = null
        slot.status = 'failed'
      })
      .addCase(fetchCartData.rejected, (state) => {
        state.checkout = null
      })
      .addCase(updateCartLine.pending, (state, { meta }) => {
        const slot = slotOf(state, meta.arg.cart)
        count(slot.syncing, meta.arg.itemKey, 1)
        slot.changing += 1
      })
      .addCase(updateCartLine.fulfilled, (state, { meta }) => {
        const slot = slotOf(state, meta.arg.cart)
        count(slot.syncing, meta.arg.itemKey, -1)
        slot.changing -= 1
      })
      .addCase(updateCartLine.rejected, (state, { meta }) => {
        // Issue 9: a failed update restores the last confirmed quantity (the message is shown by the client).
        const slot = slotOf(state, meta.arg.cart)
        count(slot.syncing, meta.arg.itemKey, -1)
        slot.changing -= 1
        delete slot.drafts[meta.arg.itemKey]
      })
      .addCase(addToCart.pending, (state, { meta }) => {
        slotOf(state, meta.arg.cart).changing += 1
      })
      .addCase(deleteCart.fulfilled, (state) => {
        state.b2b.drafts = {}
      })
      .addCase(commitCart.pending, (state) => {
        state.commit = { status: 'running', orderNumber: null }
      })
      .addCase(commitCart.fulfilled, (state, { payload }) => {
        state.commit = { status: 'done', orderNumber: payload.orderNumber }
        // The ordered lines are gone; the page moves on to the confirmation, or reads the cart again.
        state.b2b = emptySlot()
        state.checkout = null
      })
      .addCase(commitCart.rejected, (state) => {
        state.commit = { status: 'failed', orderNumber: null }
      })
      .addMatcher(
        (action) => requests.getB2bData.fulfilled.match(action) || requests.postB2bData.fulfilled.match(action),
        (state, { payload }: PayloadAction<B2bCartData>) => {
          const { checkoutConfig, shipTo, billTo, delivery, ...cart } = payload
          setCart(state.b2b, cart)
          state.checkout = { checkoutConfig, shipTo, billTo, delivery }
        },
      )
      .addMatcher(
        (action) => addToCart.fulfilled.match(action) || addToCart.rejected.match(action),
        (state, { meta }: PayloadAction<unknown, string, { arg: AddToCartInput }>) => {
          slotOf(state, meta.arg.cart).changing -= 1
        },
      )
  },
  selectors: {
    selectB2bCart: (state) => state.b2b.data,
    selectB2cCart: (state) => state.b2c.data,
    selectB2cCartId: (state) => state.b2c.id,
    selectB2bCheckout: (state) => state.checkout,
    selectCommit: (state) => state.commit,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

// Injected once, when the first widget that needs a cart loads this module; all islands share it.
const injected = cartSlice.injectInto(rootReducer)

export const { selectB2bCart, selectB2cCart, selectB2cCartId, selectB2bCheckout, selectCommit } = injected.selectors
export const { b2cCartIdKnown } = cartSlice.actions

/** Either cart, as last answered; null before its first answer on this page. */
export const selectCart = (state: RootState, cart: CartKind): AnyCart | null => cartOf(state, cart)

/** Where a cart stands on this page (loading until its first answer). */
export const selectCartStatus = (state: RootState, cart: CartKind): CartStatus => injected.selectSlice(state)[cart].status

/** The quantity a line shows: what the user set, until the server confirms it, else the server's. */
export const selectLineQuantity = (state: RootState, cart: CartKind, itemKey: string): number | undefined =>
  injected.selectSlice(state)[cart].drafts[itemKey] ?? lineOf(cartOf(state, cart), itemKey)?.quantity

/** The quantity the server last confirmed for a line. */
export const selectConfirmedQuantity = (state: RootState, cart: CartKind, itemKey: string): number | undefined => lineOf(cartOf(state, cart), itemKey)?.quantity

/** Whether a line has a change the server has not confirmed (a pause running, or an update on its way). */
export const selectIsLinePending = (state: RootState, cart: CartKind, itemKey: string): boolean => {
  const slot = injected.selectSlice(state)[cart]
  return itemKey in slot.drafts || itemKey in slot.syncing
}

/** Whether any change of the cart is on its way (its totals may be about to change). */
export const selectIsCartChanging = (state: RootState, cart: CartKind): boolean => {
  const slot = injected.selectSlice(state)[cart]
  return slot.changing > 0 || Object.keys(slot.drafts).length > 0
}
