/**
 * The fallback markup of a cart's lines (docs/fallbacks.md; b2b-checkout and b2c-cart): as many line boxes as the
 * session's cart count, and the totals' box, which cart-lines.module.css and src/ui/cart-totals size exactly like the loading
 * state and the lines themselves, so nothing moves when the island mounts and the cart arrives. With
 * `withExtra` each line holds the row of the B2B checkout's reference text too.
 */
export const cartLinesHtml = (count: number, { withExtra = false } = {}): string =>
  `<div data-part="cart-lines"><div data-part="head"></div><ul data-part="list">${`<li data-part="line"${withExtra ? ' data-extra=""' : ''}></li>`.repeat(Math.max(0, Math.min(count, 50)))}</ul></div><div data-part="cart-totals"></div>`
