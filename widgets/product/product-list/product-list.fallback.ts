import * as v from 'valibot'
import { productListSchema, type ProductListPage as Page } from '@/api/product-list-schemas'
import { loginForPricesHtml } from '@/src/features/price/price.fallback'
import { defineFallback, escapeHtml, type InputOf, type Translate } from '@/src/widget/fallback'
import { productTileHtml } from '../parts/product-tile/product-tile.fallback'
import { EAGER_TILES } from '../parts/product-tile/tile-image'
import type declaration from './product-list.widget'

/** The tiles of a full first page, as many as the island's skeleton shows (api/products.ts PRODUCT_LIST_PAGE_SIZE: product-list.fallback.test.ts). */
const PAGE_SIZE = 12
type Props = InputOf<typeof declaration>

/**
 * The island's toolbar: the total (its status line) and, below md, the filter button's box: its label and chevron
 * laid out but not painted (product-list.module.css), so the toolbar wraps as the island's will; no control.
 */
function toolbarHtml(page: Page | undefined, t: Translate): string {
  if (page === undefined) return '<div data-part="toolbar"></div>'
  const total = page.totalCount === 1 ? t('productList.countOne') : t('productList.count', { count: String(page.totalCount) })
  const chosen = page.filters.reduce((sum, filter) => sum + filter.selected.length, 0)
  const toggle = `<span data-part="filter-toggle" aria-hidden="true"><span>${escapeHtml(t('productList.filter.toggle', { count: String(chosen) }))}</span><span data-part="chevron"></span></span>`
  return `<div data-part="toolbar"><p data-part="count">${escapeHtml(total)}</p>${toggle}</div>`
}

/** The island's empty state (no product for the address's filter): its text, and the box of its button that removes the filters. */
function emptyHtml(page: Page, t: Translate): string {
  const filtered = page.filters.some((filter) => filter.selected.length > 0)
  return `<div data-part="empty"><p>${escapeHtml(t(filtered ? 'productList.emptyFiltered' : 'productList.empty'))}</p>${filtered ? '<span data-part="show-all" aria-hidden="true"></span>' : ''}</div>`
}

/**
 * The island's first screen where the CMS gives it its first page (the `initialPage` prop, which the island shows
 * without a request): the total and the filter button's box (below md; laid out, not painted: it does nothing yet),
 * the prompt to log in with its link (anonymous visitors), the filters' place, and the
 * first page's tiles as the island renders them (product-tile.fallback.ts: picture, title and link, article number,
 * label, tags), the first row's pictures loading at once. Without that page (or with one the island would drop) boxes
 * of the final size, which product-list.module.css sizes: the toolbar, the prompt, the sidebar (from md) and the tiles
 * at their height (a line more for active shop users, their last order date). Load more's box when there are more.
 * What only the island knows (prices, the favourite button, the filters' options and counts) stays a box or empty room.
 */
export default defineFallback<Props, { signedIn?: boolean; shopUser?: boolean; firstPage?: { tiles: number; more: boolean } }>({
  description:
    '`<div data-fallback="product-list" [data-shop-user]>` with the toolbar, the prompt to log in (nobody `signedIn`; the `loginUrl` link), the filters\' place, the grid and the load-more box when there are more. With the `initialPage` prop (which the island shows at once) the final first screen: the total (and, below md, the filter button\'s box, laid out but not painted), and one `<article>` per product of the page as the island renders it (picture with srcset, sizes and the 3:4 box, the first row\'s loading eagerly with high priority; the title as a heading of `headingLevel` linking to the product page; article number, label, tags), or the empty state\'s text. Without it (or if the island would drop it) `aria-hidden` placeholder `<li>`s of the tiles\' size: the `firstPage` the CMS knows, or a full page of 12. `data-shop-user` (an active shop user: `shopUser`) makes each tile a line taller, for the price and last order date, which only the island shows.',
  render({ initialPage, headingLevel = 3, loginUrl }, { t, signedIn = false, shopUser = false, firstPage }) {
    // The first page as the island checks it before it shows it: a page the island would drop, and ask the backend
    // for instead, gets the boxes, not tiles the island would take away again.
    const checked = initialPage === undefined ? undefined : v.safeParse(productListSchema, initialPage)
    const page = checked?.success ? checked.output : undefined
    const products = page?.products ?? []
    const more = page ? page.totalCount > products.length : (firstPage?.more ?? false)
    let list: string
    if (page && products.length === 0) list = emptyHtml(page, t)
    else if (page) {
      const tiles = products.map((product, index) => `<li>${productTileHtml(product, t, { headingLevel, eager: index < EAGER_TILES, shopUser })}</li>`)
      list = `<ul data-part="grid">${tiles.join('')}</ul>`
    } else {
      const placeholders = Math.max(0, Math.min(PAGE_SIZE, Math.floor(firstPage?.tiles ?? PAGE_SIZE)))
      list = `<ul data-part="grid" aria-hidden="true">${'<li></li>'.repeat(placeholders)}</ul>`
    }
    const prompt = signedIn ? '' : `<div data-part="prompt">${loginForPricesHtml(loginUrl, t)}</div>`
    return (
      `<div data-fallback="product-list"${shopUser ? ' data-shop-user=""' : ''}>` +
      toolbarHtml(page, t) +
      prompt +
      `<div data-part="layout"><div data-part="filters" aria-hidden="true"></div><div>${list}${more ? '<div data-part="more" aria-hidden="true"></div>' : ''}</div></div>` +
      '</div>'
    )
  },
})
