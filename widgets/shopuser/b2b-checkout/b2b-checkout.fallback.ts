import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { cartLinesHtml } from '@/widgets/shopuser/parts/cart-lines/cart-lines.fallback'
import type declaration from './b2b-checkout.widget'

/**
 * For an active shop user with lines in the cart, the steps' box, the heading, the settings' box, a box per line the
 * session's count promises with the totals, and the actions' box; otherwise the heading and the box of the notice
 * (signed out, not a shop user, or an empty cart). b2b-checkout.module.css and cart-lines.module.css size them like
 * the island, which shows the same while the cart loads.
 */
export default defineFallback<InputOf<typeof declaration>, { count?: number }>({
  description:
    '`<div data-fallback="b2b-checkout">`: for an active shop user with lines in the cart (session.cartCounts.b2b: `count`), `<div data-part="steps">`, the heading `<h2 data-part="heading">` (the cart step\'s title), `<div data-part="settings">`, one `<li data-part="line">` per line in the cart lines\' markup, each with `data-extra` when the `itemRefTextsShown` prop says the cart shows reference texts, the totals\' box and `<div data-part="checkout-actions">`; otherwise the heading and `<div data-part="notice">`.',
  render({ itemRefTextsShown = false }, { t, count = 0 }) {
    const heading = `<h2 data-part="heading">${escapeHtml(t('b2bCheckout.steps.cart'))}</h2>`
    const body =
      count > 0
        ? `<div data-part="steps"></div>${heading}<div data-part="settings"></div>${cartLinesHtml(count, { withExtra: itemRefTextsShown })}<div data-part="checkout-actions"></div>`
        : `${heading}<div data-part="notice"></div>`
    return `<div data-fallback="b2b-checkout">${body}</div>`
  },
})
