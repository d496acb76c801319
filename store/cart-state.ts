import { createAction } from '@reduxjs/toolkit'
import { SESSION_CART_ID, type B2bCartData, type B2cCartView, type CartKind, type LineRequest } from '@/api/cart'
import type { B2bCart, CartEntry } from '@/api/cart-schemas'
import type { RootState } from './index'

// The cart family's state and how its modules read it (store/cart.ts holds the slice). Reading goes
// through `cartStateOf` rather than the injected slice, so the requests and the line quantity can read the
// state without importing the slice, which handles their actions.

export type { CartKind, LineRequest }

/** Either cart, as its answers give it. */
export type AnyCart = B2bCart | B2cCartView

/** The B2B checkout's parts of the cart data (spec 2 §3): the terms' link, the partners, the delivery chosen. */
export type B2bCheckout = Omit<B2bCartData, keyof B2bCart>

/** Where a cart stands on this page: `loading` until its first answer, `failed` when that failed. */
export type CartStatus = 'idle' | 'loading' | 'done' | 'failed'

export type Slot<C> = {
  data: C | null
  status: CartStatus
  /** Quantities the user set that the server has not confirmed yet, by itemKey. */
  drafts: Record<string, number>
  /** Updates of a line on their way or waiting for their turn, by itemKey. */
  syncing: Record<string, number>
  /**
   * Lines whose quantity field shows no quantity the cart has (emptied, no whole number, below the minimum),
   * by itemKey: the way to the order stops at the field while one does (spec 1 §5), so no quantity the buyer
   * did not see goes into an order.
   */
  unshown: Record<string, true>
  /** Changes of the cart on their way or waiting (updates, additions, removals, settings). */
  changing: number
}

export type CartState = {
  b2b: Slot<B2bCart>
  b2c: Slot<B2cCartView> & { id: string | null }
  checkout: B2bCheckout | null
  commit: { status: 'idle' | 'running' | 'done' | 'failed'; orderNumber: string | null }
}

export const emptySlot = <C>(): Slot<C> => ({ data: null, status: 'idle', drafts: {}, syncing: {}, unshown: {}, changing: 0 })
export const initialCartState: CartState = {
  b2b: emptySlot(),
  b2c: { ...emptySlot<B2cCartView>(), id: null },
  checkout: null,
  commit: { status: 'idle', orderNumber: null },
}

/** The cart family's state; its initial state until the slice is injected. */
export const cartStateOf = (state: RootState): CartState => state.cart ?? initialCartState

/** A cart's lines, the orderable and the others. */
export const linesOf = (cart: AnyCart | null): CartEntry[] => (cart ? [...cart.entries, ...cart.entriesNotOrderable] : [])
export const lineOf = (cart: AnyCart | null, itemKey: string) => linesOf(cart).find((line) => line.itemKey === itemKey)

/** Either cart, as last answered; null before its first answer on this page. */
export const cartOf = (state: RootState, cart: CartKind): AnyCart | null => cartStateOf(state)[cart].data

/** The B2C cart's id: the one given, else the one this page knows, else the session's cart. */
export const b2cIdOf = (state: RootState, cartId?: string) => cartId ?? cartStateOf(state).b2c.id ?? SESSION_CART_ID

// The line quantity's own actions (store/cart-line-quantity.ts), declared here so that it needs no import of the slice.

/** The user set a line's quantity: it shows at once (spec 1 §4). */
export const lineQuantitySet = createAction<{ cart: CartKind; itemKey: string; quantity: number }>('cart/lineQuantitySet')
/** The user's quantity is the server's already. */
export const lineDraftDropped = createAction<{ cart: CartKind; itemKey: string }>('cart/lineDraftDropped')
