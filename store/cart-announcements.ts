import type { CartKind, LineRequest } from '@/api/cart'
import type { RejectedLine } from '@/api/cart-schemas'
import type { Message } from '@/api/envelope'
import { dispatchCartEvent } from '@/src/lib/cart-events'
import { linesOf, type AnyCart } from './cart-state'
import type { AppDispatch } from './index'
import { cartCountChanged } from './session'

// What the page hears of a cart's change (spec 2 §4): the session's cart count (the header's badge follows),
// the cart change events (src/lib/cart-events.ts) and the texts of an addition's notifications.

/** spec 2 §4: updating a cart sets the cart count in the session (the header's icon follows). */
export const countChanged = (dispatch: AppDispatch, cart: CartKind, count: number) => dispatch(cartCountChanged({ cart, count }))

/** spec 2 §4 countUpdated, for an answer that is no cart to compare (the order submitted). */
export const announceCount = (cart: CartKind, count: number) => dispatchCartEvent('countUpdated', { cart, count })

/**
 * The cart events for the difference between two answers: countUpdated, variantChanged per line that holds
 * another pack than before (same itemKey, another productId), itemChanged per line whose quantity changed,
 * removed per line gone, pricingChanged when the totals changed. Without an earlier answer on this page (a
 * product page adds to a cart it never showed), the lines of `touched` changed.
 */
export function announce(cart: CartKind, before: AnyCart | null, after: AnyCart, touched: ReadonlySet<string> = new Set()) {
  if (before?.count !== after.count) announceCount(cart, after.count)
  const old = new Map(linesOf(before).map((line) => [line.itemKey, line]))
  for (const line of linesOf(after)) {
    const previous = old.get(line.itemKey)
    old.delete(line.itemKey)
    if (previous && previous.productId !== line.productId) dispatchCartEvent('variantChanged', { cart, itemKey: line.itemKey, productId: line.productId })
    const changed = before ? previous?.quantity !== line.quantity : touched.has(line.productId)
    if (changed) dispatchCartEvent('itemChanged', { cart, itemKey: line.itemKey, productId: line.productId, quantity: line.quantity })
  }
  for (const gone of old.values()) dispatchCartEvent('removed', { cart, itemKey: gone.itemKey, productId: gone.productId })
  const totals = (value: AnyCart | null) => (value ? `${value.totals.subtotal} ${value.totals.vat} ${value.totals.total}` : '')
  if (totals(before) !== totals(after)) dispatchCartEvent('pricingChanged', { cart })
}

/** The notifications of an addition (spec 2 §3: a message with meta.product shows as add-to-cart). */
export async function addedMessages(cart: AnyCart, added: LineRequest[], rejected: RejectedLine[]): Promise<Message[]> {
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
