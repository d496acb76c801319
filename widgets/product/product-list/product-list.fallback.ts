import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './product-list.widget'

/** The tiles of a full first page, as many as the island's skeleton shows (api/products.ts PRODUCT_LIST_PAGE_SIZE: product-list.fallback.test.ts). */
const PAGE_SIZE = 12

/**
 * The island's layout with boxes of its final size, which product-list.module.css sizes: the toolbar, the prompt to
 * log in (anonymous visitors), the filter sidebar (from md) and the first page's tiles at their height (a line more
 * for active shop users, their last order date), and load more's box when there are more. Nothing moves when it mounts.
 */
export default defineFallback<InputOf<typeof declaration>, { signedIn?: boolean; shopUser?: boolean; firstPage?: { tiles: number; more: boolean } }>({
  description:
    '`<div data-fallback="product-list" [data-shop-user] aria-hidden="true">` with the toolbar, the prompt to log in (nobody `signedIn`), the filters\' place, one grid `<li>` per tile of the first page (the `initialPage` prop\'s, or the `firstPage` the CMS knows; a full page of 12 when it knows none), and the load-more box when there are more; `data-shop-user` (an active shop user: `shopUser`) makes each tile a line taller, for its last order date.',
  render({ initialPage }, { signedIn = false, shopUser = false, firstPage }) {
    const page = firstPage ?? (initialPage ? { tiles: initialPage.products.length, more: initialPage.totalCount > initialPage.products.length } : { tiles: PAGE_SIZE, more: false })
    const items = '<li></li>'.repeat(Math.max(0, Math.min(PAGE_SIZE, Math.floor(page.tiles))))
    return (
      `<div data-fallback="product-list"${shopUser ? ' data-shop-user=""' : ''} aria-hidden="true">` +
      '<div data-part="toolbar"></div>' +
      (signedIn ? '' : '<div data-part="prompt"></div>') +
      `<div data-part="layout"><div data-part="filters"></div><div><ul data-part="grid">${items}</ul>${page.more ? '<div data-part="more"></div>' : ''}</div></div>` +
      '</div>'
    )
  },
})
