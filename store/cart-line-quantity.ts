import { sendLineChangeOnLeave, type CartKind } from '@/api/cart'
import { cartSettled, perStore, takeWaiting } from './cart-queue'
import { fetchCart, updateCartLine } from './cart-requests'
import { b2cIdOf, cartStateOf, lineDraftDropped, lineOf, lineQuantitySet } from './cart-state'
import type { AppDispatch, RootState } from './index'

// A cart line's quantity as the user changes it (spec 1 §4): it shows at once and goes to the server after a
// pause (LINE_UPDATE_DEBOUNCE_MS), as the final value: twenty fast clicks on plus are one request for the
// twentieth. A failed update restores the last confirmed quantity (the client has shown the message). What is
// still pending when the page is left is sent with `keepalive`. store/use-line-quantity.ts is the fields' hook.

/**
 * spec 1 §4 leaves the debounce open: 400 ms sends one update per pause in clicking or typing (people
 * click plus about every 150–250 ms when counting up) and still feels immediate.
 */
export const LINE_UPDATE_DEBOUNCE_MS = 400

type Scheduled = { cart: CartKind; itemKey: string; timer: ReturnType<typeof setTimeout> }

const lineChangesOf = perStore(() => ({
  /** Debounced line updates, by `cart itemKey`. */
  scheduled: new Map<string, Scheduled>(),
  listening: false,
  /** Carts updated with keepalive on leaving: read again if the page comes back from the back-forward cache. */
  sentOnLeave: new Set<CartKind>(),
}))

type LineChanges = ReturnType<typeof lineChangesOf>

const keyOf = (cart: CartKind, itemKey: string) => `${cart} ${itemKey}`

/** Stops the line's pause, if one runs. */
function unschedule(lines: LineChanges, key: string) {
  const scheduled = lines.scheduled.get(key)
  if (scheduled) clearTimeout(scheduled.timer)
  lines.scheduled.delete(key)
}

/** What setLineQuantity takes. */
export type LineQuantity = { cart: CartKind; itemKey: string; quantity: number; immediate?: boolean }

/**
 * Sets a line's quantity as the user changes it (spec 1 §4): it shows at once; the request follows
 * LINE_UPDATE_DEBOUNCE_MS after the last change, with the final value, or at once with `immediate` (the
 * remove button). spec 1 §4: 0 removes the line. A failure restores the last confirmed quantity.
 */
export const setLineQuantity =
  ({ cart, itemKey, quantity, immediate = false }: LineQuantity) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    const lines = lineChangesOf(getState)
    listenForLeaving(lines, dispatch, getState)
    dispatch(lineQuantitySet({ cart, itemKey, quantity }))
    const key = keyOf(cart, itemKey)
    unschedule(lines, key)
    const flush = () => {
      lines.scheduled.delete(key)
      flushLine(dispatch, getState, cart, itemKey)
    }
    if (immediate) flush()
    else lines.scheduled.set(key, { cart, itemKey, timer: setTimeout(flush, LINE_UPDATE_DEBOUNCE_MS) })
  }

/** Sends the quantity the user last set for a line, unless the server already has it and nothing is on its way. */
function flushLine(dispatch: AppDispatch, getState: () => RootState, cart: CartKind, itemKey: string) {
  const slot = cartStateOf(getState())[cart]
  const quantity = slot.drafts[itemKey]
  if (quantity === undefined) return
  if (!slot.syncing[itemKey] && lineOf(slot.data, itemKey)?.quantity === quantity) {
    dispatch(lineDraftDropped({ cart, itemKey }))
    return
  }
  void dispatch(updateCartLine({ cart, itemKey, quantity })).then((action) => {
    // A failure restores the confirmed quantity (the reducer drops the draft); a newer change still
    // waiting for its pause goes with it, so the line shows what the server has.
    if (updateCartLine.rejected.match(action)) unschedule(lineChangesOf(getState), keyOf(cart, itemKey))
  })
}

/**
 * Sends a cart's line changes still in their pause now and resolves once all of the cart's requests have
 * settled: the checkout button waits for it, so the next page reads what this one showed.
 */
export const flushCartChanges =
  (cart: CartKind) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const lines = lineChangesOf(getState)
    for (const [key, scheduled] of [...lines.scheduled]) {
      if (scheduled.cart !== cart) continue
      unschedule(lines, key)
      flushLine(dispatch, getState, cart, scheduled.itemKey)
    }
    await cartSettled(getState, cart)
  }

/**
 * On `pagehide`, what the user changed but the server has not received yet (a pause still running, an
 * update waiting for its turn) is sent with fetch's keepalive, which outlives the page: one request per
 * line, with its latest quantity. If the page comes back from the back-forward cache, its carts are read again.
 */
function listenForLeaving(lines: LineChanges, dispatch: AppDispatch, getState: () => RootState) {
  if (lines.listening) return
  lines.listening = true
  window.addEventListener('pagehide', () => {
    const owed = new Map<string, { cart: CartKind; itemKey: string }>()
    for (const [key, scheduled] of lines.scheduled) {
      clearTimeout(scheduled.timer)
      owed.set(key, scheduled)
    }
    lines.scheduled.clear()
    for (const waiting of takeWaiting(getState)) owed.set(keyOf(waiting.cart, waiting.itemKey), waiting)
    const state = getState()
    for (const { cart, itemKey } of owed.values()) {
      const quantity = cartStateOf(state)[cart].drafts[itemKey]
      if (quantity === undefined) continue
      sendLineChangeOnLeave(cart, { itemKey, quantity }, b2cIdOf(state))
      lines.sentOnLeave.add(cart)
    }
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const cart of lines.sentOnLeave) void dispatch(fetchCart({ cart }))
    lines.sentOnLeave.clear()
  })
}
