/**
 * A product tile's fallback markup (docs/fallbacks.md), for the lists whose CMS knows their first page: the tile the
 * island renders (product-tile.tsx), from the same product data, as HTML. Its picture is the `<img>` src/ui/picture
 * renders (src, srcset, sizes, alt, loading), in a box of the picture's 3:4; the title is the heading of the list's
 * level with the link to the product page; then the article number, the label and the tags. product-tile.module.css
 * lays it out with the island's own rules (`[data-part='product-tile']`), so nothing moves when the island replaces
 * it and the island paints no element larger than the fallback did. What only the island knows (a shop user's
 * price, the last order date, the sale label, the favourite button) has its room in the tile's text box of fixed
 * height, or lies over the picture; the fallback draws nothing there.
 */
import type { ListProduct } from '@/api/product-schemas'
import { safeHref } from '@/src/lib/safe-url'
import { productPictureHtml } from '@/src/ui/picture/picture.fallback'
import { productTagsHtml } from '@/src/ui/product-tags/product-tags.fallback'
import { escapeHtml, PLACEHOLDER_IMAGE, type Translate } from '@/src/widget/fallback'
import { TILE_IMAGE_SIZES } from './tile-image'

/** How a list lays out its tiles in the fallback: as the island's ProductGrid passes them to ProductTile. */
export type TileHtmlOptions = {
  /** The title's heading level (ProductTile's headingLevel, default 3). */
  headingLevel?: number
  /** The picture loads at once, with high priority: the first row's tiles (EAGER_TILES), the largest contentful paint. */
  eager?: boolean
  /** An active shop user's tile: its text box is taller, for the price and the last order date (`data-shop-user`). */
  shopUser?: boolean
  /** The picture's `sizes` (ProductTile's imageSizes; default the product list's grid). */
  imageSizes?: string
}

const HEADING_LEVELS = new Set([2, 3, 4, 5, 6])

/** The tile of one product, as product-tile.tsx renders it; `t` is the product area's translator. All text escaped. */
export function productTileHtml(product: ListProduct, t: Translate, { headingLevel = 3, eager = false, shopUser = false, imageSizes = TILE_IMAGE_SIZES }: TileHtmlOptions = {}): string {
  const level = HEADING_LEVELS.has(headingLevel) ? headingLevel : 3
  const title = escapeHtml(product.title)
  const href = safeHref(product.url)
  // SafeLink: an unsafe address leaves the title as text.
  const link = href === undefined ? `<span data-part="link">${title}</span>` : `<a href="${escapeHtml(href)}" data-part="link">${title}</a>`
  const body =
    `<div data-part="body"><h${level} data-part="title">${link}</h${level}>` +
    `<p data-part="number">${escapeHtml(t('productTile.articleNumber', { number: product.articleNumber }))}</p>` +
    (product.label ? `<p data-part="label">${escapeHtml(product.label)}</p>` : '') +
    '</div>'
  const image = product.image ?? { fallback: PLACEHOLDER_IMAGE, alt: product.title }
  const picture = productPictureHtml({ ...image, alt: image.alt || product.title }, { sizes: imageSizes, eager })
  const tags = productTagsHtml(product.tags, t('productTile.tags'))
  return `<article data-part="product-tile"${shopUser ? ' data-shop-user=""' : ''}>${body}<div data-part="media">${picture}${tags}</div></article>`
}
