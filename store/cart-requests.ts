import { createAsyncThunk } from '@reduxjs/toolkit'
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
  type B2bCartData,
  type CartKind,
  type Delivery,
  type LineChange,
  type LineRequest,
} from '@/api/cart'
import type { B2bCart, RejectedLine } from '@/api/cart-schemas'
import { isRecord } from '@/src/lib/guards'
import { addedMessages, announce, announceCount, countChanged } from './cart-announcements'
import { inTurn, type Waiting } from './cart-queue'
import { b2cIdOf, cartOf, cartStateOf, type AnyCart } from './cart-state'
import type { AppDispatch, RootState } from './index'
import { notificationsShown } from './notifications'
import { createRequest, isRequestFailure, type RequestFailure } from './request'

// The cart family's requests (spec 1 §4, §7; spec 2 §3, §4, §7): one `createRequest` per call, and the
// thunks the islands dispatch, each of which runs its call in its cart's turn (store/cart-queue.ts) and
// announces what changed (store/cart-announcements.ts). store/cart.ts holds the slice and re-exports these.

// ——— The calls (the running flag and 'API failure during cart/… request.' come from their names) ———

// In the background: the cart shows its own progress, and the page-wide overlay (spec 1 §4, at least 1 s)
// must never cover the quantity field being clicked. Only submitting the order blocks the page.
const background = { background: true }
// The checkout's forms show these messages at their fields (docs/cms-integration.md "Forms"); the delete
// dialog, inside it.
const quiet = { background: true, quiet: true }

export const requests = {
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

// ——— The thunks' one pattern ———

type ThunkConfig = { state: RootState; dispatch: AppDispatch; rejectValue: RequestFailure }
type Store = { dispatch: AppDispatch; getState: () => RootState }

/** What a failed thunk's body threw, as a RequestFailure (a cancelled request throws a SerializedError; the page left, an Error). */
const asFailure = (error: unknown): RequestFailure =>
  isRequestFailure(error) ? error : { status: undefined, messages: [], reason: isRecord(error) && typeof error.message === 'string' ? error.message : String(error) }

type CartThunk<Arg, Answer, Result> = {
  /** The cart whose turn the call waits for. */
  cart: (arg: Arg) => CartKind
  /** The call, made in the cart's turn. */
  send: (arg: Arg, store: Store) => Promise<Answer>
  /** After the turn: what the thunk resolves with, once the page has heard of the change; the answer itself without it. */
  done?: (answer: Answer, context: Store & { arg: Arg; before: AnyCart | null }) => Result | Promise<Result>
  /** A line's update, which the page may take away while it waits (sent with keepalive instead). */
  waiting?: (arg: Arg) => Waiting
  /** Whether to dispatch at all (createAsyncThunk's condition). */
  condition?: (arg: Arg, api: { getState: () => RootState }) => boolean
}

/**
 * Declares one of the cart's thunks: its call runs in its cart's turn, `before` is the cart as it was when the
 * turn came, and any failure (the call's, a cancelled call, the page left) rejects with a RequestFailure.
 */
function cartThunk<Arg, Answer, Result = Answer>(type: `cart/${string}`, { cart, send, done, waiting, condition }: CartThunk<Arg, Answer, Result>) {
  return createAsyncThunk<Result, Arg, ThunkConfig>(
    type,
    async (arg, { dispatch, getState, rejectWithValue }) => {
      const store = { dispatch, getState }
      const kind = cart(arg)
      try {
        const { before, answer } = await inTurn(getState, kind, async () => ({ before: cartOf(getState(), kind), answer: await send(arg, store) }), waiting?.(arg))
        // Without `done`, Result is its default, the Answer.
        return done ? await done(answer, { ...store, arg, before }) : (answer as unknown as Result)
      } catch (error) {
        return rejectWithValue(asFailure(error))
      }
    },
    condition ? { condition } : undefined,
  )
}

// ——— What the islands dispatch ———

/** Which cart, and for the B2C cart optionally its id (without one: the id this page knows, else the session's cart). */
export type CartRef = { cart: CartKind; cartId?: string }

const theCart = ({ cart }: CartRef) => cart
const b2b = () => 'b2b' as const

/** Reads a cart (GET /api/b2bcart/ or /api/b2ccart/{id}); resolves with it. */
export const fetchCart = cartThunk<CartRef, AnyCart>('cart/fetchCart', {
  cart: theCart,
  send: ({ cart, cartId }, { dispatch, getState }) =>
    cart === 'b2b' ? dispatch(requests.getB2b()).unwrap() : dispatch(requests.getB2c({ cartId: b2cIdOf(getState(), cartId) })).unwrap(),
  done: (answer, { arg, dispatch }) => {
    countChanged(dispatch, arg.cart, answer.count)
    return answer
  },
})

/** What addToCart takes. */
export type AddToCartInput = CartRef & {
  /** The packs to add: article number (the line's productId) and how many. */
  lines: LineRequest[]
  /** Show a warning per pack that could not be added (default). Off where the caller lists them itself (quick order). */
  announceRejected?: boolean
  /**
   * The place in the caller's widget, as a selector, where the addition's notifications show (spec 2 §3 display type
   * selector), beside the button that added the packs: there they cover nothing, not even what they report on, so
   * they stay until closed or the next addition clears them (notificationsClearedAt). Without it, the page's stack.
   */
  notifyAt?: string
}

type Added = { cart: AnyCart; rejected: RejectedLine[] }

/**
 * Adds packs to a cart (POST with `{ add }`). Resolves with the cart and the packs it could not add, with
 * the server's reason. Sets the session count, dispatches countUpdated, itemChanged and pricingChanged, and
 * shows the add-to-cart notification (one pack: with its title and picture; several: how many).
 */
export const addToCart = cartThunk<AddToCartInput, Added>('cart/addToCart', {
  cart: theCart,
  send: ({ cart, cartId, lines }, { dispatch, getState }): Promise<Added> =>
    cart === 'b2b' ? dispatch(requests.postB2bLines(lines)).unwrap() : dispatch(requests.postB2cLines({ cartId: b2cIdOf(getState(), cartId), lines })).unwrap(),
  done: async (answer, { arg: { cart, lines, announceRejected = true, notifyAt }, before, dispatch }) => {
    countChanged(dispatch, cart, answer.cart.count)
    const refused = new Set(answer.rejected.map((line) => line.productId))
    const added = lines.filter((line) => !refused.has(line.productId))
    announce(cart, before, answer.cart, new Set(added.map((line) => line.productId)))
    const messages = await addedMessages(answer.cart, added, announceRejected ? answer.rejected : [])
    dispatch(notificationsShown(notifyAt === undefined ? messages : messages.map((message) => ({ ...message, source: { selector: notifyAt }, expire: false }))))
    return answer
  },
})

/** A line's new quantity, sent at once; spec 1 §4: 0 removes the line. Prefer setLineQuantity, which debounces. */
export type LineUpdate = CartRef & LineChange

/**
 * Sends a line's quantity now (POST `{ itemKey, quantity }`) in the cart's turn, and announces itemChanged
 * or removed, countUpdated and pricingChanged. Fails (and restores the confirmed quantity) like any request.
 */
export const updateCartLine = cartThunk<LineUpdate, AnyCart>('cart/updateCartLine', {
  cart: theCart,
  waiting: ({ cart, itemKey }) => ({ cart, itemKey, left: false }),
  send: ({ cart, cartId, itemKey, quantity }, { dispatch, getState }): Promise<AnyCart> =>
    cart === 'b2b'
      ? dispatch(requests.postB2bLine({ itemKey, quantity })).unwrap()
      : dispatch(requests.postB2cLine({ cartId: b2cIdOf(getState(), cartId), itemKey, quantity })).unwrap(),
  done: (answer, { arg, before, dispatch }) => {
    countChanged(dispatch, arg.cart, answer.count)
    announce(arg.cart, before, answer)
    return answer
  },
})

/** spec 2 §7 Delete B2B cart: every line goes. Announces removed, countUpdated and pricingChanged. */
export const deleteCart = cartThunk<void, B2bCart>('cart/deleteCart', {
  cart: b2b,
  send: (_, { dispatch }) => dispatch(requests.deleteB2b()).unwrap(),
  done: (answer, { before, dispatch }) => {
    countChanged(dispatch, 'b2b', answer.count)
    announce('b2b', before, answer)
    return answer
  },
})

/** spec 2 §7 Get B2B cart data: the cart with the checkout's configuration, partners and delivery. */
export const fetchCartData = cartThunk<void, B2bCartData>('cart/fetchCartData', {
  cart: b2b,
  send: (_, { dispatch }) => dispatch(requests.getB2bData()).unwrap(),
  done: (answer, { dispatch }) => {
    countChanged(dispatch, 'b2b', answer.count)
    return answer
  },
})

/** spec 2 §7 Update B2B cart data: stores the delivery choice. Quiet: a form shows the field messages of a refusal. */
export const saveDelivery = cartThunk<Delivery, B2bCartData>('cart/saveDelivery', {
  cart: b2b,
  send: (delivery, { dispatch }) => dispatch(requests.postB2bData(delivery)).unwrap(),
})

/**
 * spec 2 §7 Update item ref text; spec 1 §5: a text with '#' is refused with '# Zeichen darf nicht enthalten
 * sein' at the field `text`. Quiet: the caller shows the failure's messages at the line's field.
 */
export const setItemRefText = cartThunk<{ itemKey: string; text: string }, { itemRefText: string }, { itemKey: string; itemRefText: string }>('cart/setItemRefText', {
  cart: b2b,
  send: ({ itemKey, text }, { dispatch }) => dispatch(requests.postItemRefText({ itemKey, text })).unwrap(),
  done: (answer, { arg }) => ({ itemKey: arg.itemKey, itemRefText: answer.itemRefText }),
})

/** spec 2 §4, §7: shows or hides the reference texts; a change clears every line's text (the answer says so). */
export const setShowItemRefTexts = cartThunk<boolean, B2bCart>('cart/setShowItemRefTexts', {
  cart: b2b,
  send: (show, { dispatch }) => dispatch(requests.postShowItemRefTexts(show)).unwrap(),
})

/** spec 2 §7 Update show manual pricing; answers the cart. */
export const setShowManualPricing = cartThunk<boolean, B2bCart>('cart/setShowManualPricing', {
  cart: b2b,
  send: (show, { dispatch }) => dispatch(requests.postShowManualPricing(show)).unwrap(),
  done: (answer, { before }) => {
    announce('b2b', before, answer)
    return answer
  },
})

/**
 * Submits the B2B cart (spec 2 §7). `submissionId` is a UUID made once per checkout attempt
 * (`crypto.randomUUID()`); the server makes one order per id, and while a submission runs another is not
 * even sent (docs/simulated-cms.md "The money path in the browser"). The answer's redirectUrl leads to the
 * confirmation page.
 */
export const commitCart = cartThunk<{ submissionId: string }, { orderNumber: string; count: number }, { orderNumber: string }>('cart/commitCart', {
  cart: b2b,
  send: ({ submissionId }, { dispatch }) => dispatch(requests.commit({ submissionId })).unwrap(),
  done: (answer, { dispatch }) => {
    countChanged(dispatch, 'b2b', answer.count)
    announceCount('b2b', answer.count)
    return { orderNumber: answer.orderNumber }
  },
  condition: (_, { getState }) => cartStateOf(getState()).commit.status !== 'running',
})
