import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './product-detail.widget'

export default defineFallback<InputOf<typeof declaration>, { signedIn?: boolean }>({
  description:
    '`<div data-fallback="product-detail" [data-signed-in]>` with the product\'s name as the heading (`<h1>` on the product page) and its description. Fallback and island are at least 800 px (phone) or 960 px (from md) high, taller for a signed-in visitor (`signedIn`), whose island has the buying box, so what follows starts below the fold either way.',
  render: ({ title, description, headingLevel = 1 }, { signedIn = false }) =>
    `<div data-fallback="product-detail"${signedIn ? ' data-signed-in=""' : ''}><h${headingLevel}>${escapeHtml(title)}</h${headingLevel}>${description ? `<p>${escapeHtml(description)}</p>` : ''}</div>`,
})
