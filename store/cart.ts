import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { B2bCartData, CartKind, LineChange } from '@/api/cart'
import { addToCart, commitCart, deleteCart, fetchCart, fetchCartData, requests, updateCartLine, type AddToCartInput } from './cart-requests'
import {
  cartOf,
  cartStateOf,
  emptySlot,
  initialCartState,
  lineDraftDropped,
  lineOf,
  lineQuantitySet,
  linesOf,
  type AnyCart,
  type CartState,
  type CartStatus,
  type Slot,
} from './cart-state'
import { rootReducer, type RootState } from './index'

// The cart family (spec 1 §4, §7; spec 2 §3, §4, §7): both carts of the page and the B2B checkout's data.
// Its modules, each one concern; widgets import all of it from here:
// - store/cart-state.ts: the state and how the other modules read it;
// - store/cart-requests.ts: the calls and the thunks the islands dispatch, each in its cart's turn;
// - store/cart-queue.ts: each cart's requests one after the other, so a slower earlier answer never
//   overwrites a newer one (store/request-order.ts createTurns);
// - store/cart-line-quantity.ts: a line's quantity shown at once, sent after a pause, flushed before the
//   checkout and sent with keepalive when the page is left (store/use-line-quantity.ts is the fields' hook);
// - store/cart-announcements.ts: the session's cart count, the cart events of spec 2 §4, the addition's texts;
// - this module: the slice and its selectors.

export type { CartKind, LineRequest } from '@/api/cart'
export type { AnyCart, B2bCheckout, CartStatus } from './cart-state'
export {
  addToCart,
  commitCart,
  deleteCart,
  fetchCart,
  fetchCartData,
  saveDelivery,
  setItemRefText,
  setShowItemRefTexts,
  setShowManualPricing,
  updateCartLine,
  type AddToCartInput,
  type CartRef,
  type LineUpdate,
} from './cart-requests'
export { flushCartChanges, LINE_UPDATE_DEBOUNCE_MS, setLineQuantity, type LineQuantity } from './cart-line-quantity'

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
  initialState: initialCartState,
  reducers: {
    /** A line's quantity field shows a quantity of the cart again (`shown`), or no longer (emptied, …); gone counts as shown. */
    lineFieldChecked: (state, { payload }: PayloadAction<{ cart: CartKind; itemKey: string; shown: boolean }>) => {
      const { unshown } = slotOf(state, payload.cart)
      if (payload.shown) delete unshown[payload.itemKey]
      else unshown[payload.itemKey] = true
    },
    /** The page says which B2C cart is the user's (the b2c-cart widget's `cartId`, from the session). */
    b2cCartIdKnown: (state, { payload }: PayloadAction<string>) => {
      state.b2c.id = payload
    },
  },
  extraReducers: (builder) => {
    builder
      // The line quantity's own actions (store/cart-line-quantity.ts).
      .addCase(lineQuantitySet, (state, { payload }) => {
        slotOf(state, payload.cart).drafts[payload.itemKey] = payload.quantity
      })
      .addCase(lineDraftDropped, (state, { payload }) => {
        delete slotOf(state, payload.cart).drafts[payload.itemKey]
      })
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
        // A failed update restores the last confirmed quantity (the message is shown by the client).
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
export const { b2cCartIdKnown, lineFieldChecked } = cartSlice.actions

/** Either cart, as last answered; null before its first answer on this page. */
export const selectCart = (state: RootState, cart: CartKind): AnyCart | null => cartOf(state, cart)

/** Where a cart stands on this page (loading until its first answer). */
export const selectCartStatus = (state: RootState, cart: CartKind): CartStatus => cartStateOf(state)[cart].status

/** The quantity a line shows: what the user set, until the server confirms it, else the server's. */
export const selectLineQuantity = (state: RootState, cart: CartKind, itemKey: string): number | undefined =>
  cartStateOf(state)[cart].drafts[itemKey] ?? lineOf(cartOf(state, cart), itemKey)?.quantity

/** The quantity the server last confirmed for a line. */
export const selectConfirmedQuantity = (state: RootState, cart: CartKind, itemKey: string): number | undefined => lineOf(cartOf(state, cart), itemKey)?.quantity

/** Whether a line has a change the server has not confirmed (a pause running, or an update on its way). */
export const selectIsLinePending = (state: RootState, cart: CartKind, itemKey: string): boolean => {
  const slot = cartStateOf(state)[cart]
  return itemKey in slot.drafts || itemKey in slot.syncing
}

/** The first line (in the cart's order) whose quantity field shows no quantity of the cart, if any (spec 1 §5). */
export const selectFirstUnshownLine = (state: RootState, cart: CartKind): string | undefined => {
  const { unshown } = cartStateOf(state)[cart]
  return linesOf(cartOf(state, cart)).find((line) => line.itemKey in unshown)?.itemKey
}

/** Whether any change of the cart is on its way (its totals may be about to change). */
export const selectIsCartChanging = (state: RootState, cart: CartKind): boolean => {
  const slot = cartStateOf(state)[cart]
  return slot.changing > 0 || Object.keys(slot.drafts).length > 0
}
