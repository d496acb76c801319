import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListProduct } from '@/api/product-schemas'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { Picture, PRODUCT_IMAGE_RATIO, type PictureLoading } from '@/src/ui/picture/picture'
import { ProductTags } from '@/src/ui/product-tags/product-tags'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import { usePriceLabel } from '@/store/price-labels'
import { useTilePrice } from '@/store/tile-prices'
import styles from './product-tile.module.css'
import { TILE_IMAGE_SIZES } from './tile-image'
import { TilePrice } from './tile-price'
import { useFormattedDate } from './use-formatted-date'

/**
 * What a tile shows of a product: the list product (api/products.ts), or any product answer with at least
 * id, title, url, article number and tags (a search hit, a favourite); the rest is optional.
 */
export type TileProduct = Pick<ListProduct, 'id' | 'title' | 'url' | 'articleNumber' | 'tags'> &
  Partial<Pick<ListProduct, 'image' | 'label' | 'lastOrderDate' | 'variant'>>

/** Props of {@link ProductTile}. */
export type ProductTileProps = {
  /** The product; its `articleNumber` is the product number its price label is asked for. */
  product: TileProduct
  /** The level of the title's heading (default 3: the tiles of a list under the page's h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /**
   * Controls laid over the picture's top right corner, above the tile's link (e.g. the favourite button
   * of spec 2 §4); each must be a real button or link with its own accessible name.
   */
  actions?: ReactNode
  /** `eager` for the tiles of the first row (largest contentful paint); `lazy` by default. */
  imageLoading?: PictureLoading
  /** The picture's `sizes`: how wide the tile is at each width (default: the product list's grid). */
  imageSizes?: string
}

/** The number a tile's price is asked for: the pack the tile stands for, else the product's number (api/product-prices.ts). */
export const tilePriceNumber = (product: TileProduct): string => product.variant?.articleNumber ?? product.articleNumber

/**
 * One product in a list (spec 1 §3 Product), the tile every product widget shows: its picture at 3:4
 * (spec 1 §9) with its box reserved, the placeholder when it has none; tags sorted sale, new, bestseller
 * (spec 2 §1; src/ui/product-tags orders them) and the price label over the picture, so neither moves the text when
 * it arrives; the title as the link that covers the whole tile; article number and label; and for active
 * e-commerce shop users their price, the price label and the last order date (spec 1 §6).
 */
export function ProductTile({ product, headingLevel = 3, actions, imageLoading = 'lazy', imageSizes = TILE_IMAGE_SIZES }: ProductTileProps) {
  const { t } = useTranslation('product')
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const priceLabel = usePriceLabel(product.articleNumber)
  const price = useTilePrice(tilePriceNumber(product))
  const Heading = `h${headingLevel}` as const
  // docs/cms-integration.md "Static files": the placeholder stands in for a missing picture, named as the product.
  const image = product.image ?? { fallback: placeholderImageUrl(), alt: product.title }
  // spec 1 §6: only active e-commerce shop users get last order dates, whatever the data holds.
  const lastOrdered = useFormattedDate(shopUser ? product.lastOrderDate : undefined)
  return (
    <article className={styles.tile} data-shop-user={shopUser || undefined}>
      {/* A box of fixed height (two more lines for shop users, their last order date): every tile of a grid is as high as the others. */}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <SafeLink href={product.url} className={styles.link}>
            {product.title}
          </SafeLink>
        </Heading>
        <p className={styles.articleNumber}>{t('productTile.articleNumber', { number: product.articleNumber })}</p>
        {product.label && <p className={styles.label}>{product.label}</p>}
        {price && <TilePrice state={price} size={product.variant?.size} />}
        {lastOrdered && <p className={styles.lastOrdered}>{t('productTile.lastOrdered', { date: lastOrdered })}</p>}
      </div>
      {/* Shown first, read after the title: a screen reader meets the product's name before its picture. */}
      <div className={styles.media}>
        <Picture image={{ ...image, alt: image.alt || product.title }} ratio={PRODUCT_IMAGE_RATIO} sizes={imageSizes} loading={imageLoading} />
        <ProductTags tags={product.tags} label={t('productTile.tags')} className={styles.tags} />
        {priceLabel && (
          <p className={styles.priceLabel}>
            <span className="visually-hidden">{t('productTile.priceLabel')} </span>
            {priceLabel}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  )
}
