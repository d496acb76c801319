/**
 * The fallback markup of product/product-list (README "Fallback markup"): the island's layout with boxes of
 * its final size, which product-list.module.css sizes: the toolbar, the prompt to log in (anonymous visitors),
 * the filter sidebar (from md) and the first page's tiles at their height (a line more for active shop
 * users, their last order date), and load more's box when there are more. Nothing moves when it mounts.
 */
import { PRODUCT_LIST_PAGE_SIZE } from '@/api/products'

export type ProductListFallback = {
  /** How many tiles the first page shows (at most 12). */
  tiles: number
  /** Whether load more will show (more products than the first page). */
  more: boolean
  /** Nobody is signed in: the prompt to log in for prices and availability shows (spec 1 §6). */
  anonymous: boolean
  /** An active e-commerce shop user: each tile has the last order date's line (spec 1 §6). */
  shopUser: boolean
}

export function productListFallback({ tiles, more, anonymous, shopUser }: ProductListFallback): string {
  const items = '<li></li>'.repeat(Math.max(0, Math.min(PRODUCT_LIST_PAGE_SIZE, Math.floor(tiles))))
  return (
    `<div data-fallback="product-list"${shopUser ? ' data-shop-user=""' : ''} aria-hidden="true">` +
    '<div data-part="toolbar"></div>' +
    (anonymous ? '<div data-part="prompt"></div>' : '') +
    `<div data-part="layout"><div data-part="filters"></div><div><ul data-part="grid">${items}</ul>${more ? '<div data-part="more"></div>' : ''}</div></div>` +
    '</div>'
  )
}
