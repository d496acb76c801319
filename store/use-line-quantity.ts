import { useCallback, useEffect } from 'react'
import { lineFieldChecked, selectConfirmedQuantity, selectIsLinePending, selectLineQuantity, setLineQuantity, type CartKind } from './cart'
import { useAppDispatch, useAppSelector } from './hooks'

/** What a cart line's quantity field needs (spec 1 §4, §5). */
export type LineQuantityControl = {
  /** What the field shows: the user's latest value, shown at once, else the server's. */
  quantity: number
  /** What the server last confirmed; undefined once the line is gone. */
  confirmed: number | undefined
  /** A change the server has not confirmed yet (a pause running, or its request on its way). */
  pending: boolean
  /** Sets the quantity: shown at once, sent after the pause; spec 1 §4: 0 removes the line. */
  setQuantity(quantity: number): void
  /** Removes the line at once (quantity 0, no pause). */
  remove(): void
  /**
   * The field shows the line's quantity (`true`), or no quantity the cart has (emptied, no number, below the
   * minimum): the checkout stops at such a field (store/cart.ts selectFirstUnshownLine).
   */
  setShown(shown: boolean): void
}

/**
 * A cart line's quantity as the user edits it: typing, plus and minus change it at once; the server gets
 * the final value LINE_UPDATE_DEBOUNCE_MS after the last change (so twenty fast clicks on plus are one
 * request), the requests of a cart run in order, a failure restores the confirmed quantity, and a change
 * still pending when the page is left is sent with keepalive (store/cart.ts setLineQuantity).
 */
export function useLineQuantity(cart: CartKind, itemKey: string): LineQuantityControl {
  const dispatch = useAppDispatch()
  const quantity = useAppSelector((state) => selectLineQuantity(state, cart, itemKey))
  const confirmed = useAppSelector((state) => selectConfirmedQuantity(state, cart, itemKey))
  const pending = useAppSelector((state) => selectIsLinePending(state, cart, itemKey))
  const setQuantity = useCallback((next: number) => dispatch(setLineQuantity({ cart, itemKey, quantity: next })), [dispatch, cart, itemKey])
  const remove = useCallback(() => dispatch(setLineQuantity({ cart, itemKey, quantity: 0, immediate: true })), [dispatch, cart, itemKey])
  const setShown = useCallback((shown: boolean) => void dispatch(lineFieldChecked({ cart, itemKey, shown })), [dispatch, cart, itemKey])
  // A field that goes (the step changes, the line is removed) takes its text along: nothing unshown is left.
  useEffect(() => () => setShown(true), [setShown])
  return { quantity: quantity ?? 0, confirmed, pending, setQuantity, remove, setShown }
}
