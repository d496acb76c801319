/**
 * Cart change events (spec 2 §4: countUpdated, variantChanged, removed, itemChanged, pricingChanged),
 * dispatched on `window` as `cart:<name>` so any island, and any script of the CMS, can react to a change
 * another island made. The store stays the source of truth; the events say what happened.
 */
export const CART_EVENTS = ['countUpdated', 'variantChanged', 'removed', 'itemChanged', 'pricingChanged'] as const
export type CartEventName = (typeof CART_EVENTS)[number]

/** Which cart changed and how; each event fills what applies to it. */
export type CartEventDetail = {
  cart: 'b2b' | 'b2c'
  /** countUpdated: the cart's new number of lines. */
  count?: number
  /** The line concerned (removed, itemChanged, variantChanged). */
  itemKey?: string
  /** The pack's article number (the cart line's productId). */
  productId?: string
  /** itemChanged: the line's new quantity. */
  quantity?: number
}

/** Tells every island that a cart changed. */
export function dispatchCartEvent(name: CartEventName, detail: CartEventDetail): void {
  window.dispatchEvent(new CustomEvent<CartEventDetail>(`cart:${name}`, { detail }))
}

/** Listens to one kind of cart change; returns the function that stops listening (for a React effect's cleanup). */
export function onCartEvent(name: CartEventName, listener: (detail: CartEventDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CartEventDetail>).detail)
  window.addEventListener(`cart:${name}`, handle)
  return () => window.removeEventListener(`cart:${name}`, handle)
}
