import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { escapeHtml } from './html'

/**
 * The fallback of product/product-detail (README "Fallback markup"): the product's name as the page's
 * heading and its description, in a box the widget's stylesheet gives the island's minimum height (taller
 * for a signed-in visitor, whose island has the buying box).
 */
export const productDetailFallback = ({ title, description, headingLevel = 1 }: Pick<WidgetInputs['product/product-detail'], 'title' | 'description' | 'headingLevel'>, signedIn: boolean): string =>
  `<div data-fallback="product-detail"${signedIn ? ' data-signed-in=""' : ''}><h${headingLevel}>${escapeHtml(title)}</h${headingLevel}>${description ? `<p>${escapeHtml(description)}</p>` : ''}</div>`
