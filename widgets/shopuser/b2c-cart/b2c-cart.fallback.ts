import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { cartLinesHtml } from '@/widgets/shopuser/parts/cart-lines/cart-lines.fallback'
import type declaration from './b2c-cart.widget'

/**
 * The heading, then a box per line the session's count promises with the totals and the actions, or the empty cart's
 * box; b2c-cart.module.css and cart-lines.module.css size them like the island, which shows the same while the cart loads.
 */
export default defineFallback<InputOf<typeof declaration>, { count?: number }>({
  description:
    '`<div data-fallback="b2c-cart">` with the heading `<h2 data-part="heading">`, then for a cart with lines (session.cartCounts.b2c: `count`) one `<li data-part="line">` per line in the cart lines\' markup (widgets/shopuser/parts/cart-lines), the totals\' box and `<div data-part="cart-actions">`; for an empty cart `<div data-part="cart-empty">`.',
  render(_, { t, count = 0 }) {
    const heading = `<h2 data-part="heading">${escapeHtml(t('b2cCart.title'))}</h2>`
    const body = count > 0 ? `${cartLinesHtml(count)}<div data-part="cart-actions"></div>` : '<div data-part="cart-empty"></div>'
    return `<div data-fallback="b2c-cart">${heading}${body}</div>`
  },
})
