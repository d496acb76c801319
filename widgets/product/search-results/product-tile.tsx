import { useTranslation } from 'react-i18next'
import type { ProductHit } from '@/api/search'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { Picture, PRODUCT_IMAGE_RATIO } from '@/src/ui/picture/picture'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import styles from './search-results.module.css'

type ProductTileProps = {
  product: ProductHit
  /** The level of the product title's heading. */
  level: 2 | 3 | 4
}

// Two tiles a row on phones, up to four beside the filter from md: the image is at most this wide.
const IMAGE_SIZES = '(min-width: 1024px) 220px, (min-width: 768px) 30vw, 50vw'

/**
 * One product of the result list (spec 1 §3 Product): its picture at 3:4 (spec 1 §9; the placeholder
 * when it has none), tags in the order sale, new, bestseller (spec 2 §1; api/search.ts sorts them), title
 * linking to the product, article number and label. The title's link covers the whole tile.
 */
export function ProductTile({ product, level }: ProductTileProps) {
  const { t } = useTranslation('product')
  const Heading = `h${level}` as const
  const image = product.image ?? { fallback: placeholderImageUrl(), alt: product.title }
  return (
    <article className={styles.tile}>
      <Picture image={{ ...image, alt: image.alt || product.title }} ratio={PRODUCT_IMAGE_RATIO} sizes={IMAGE_SIZES} className={styles.tileImage} />
      <Heading className={styles.tileTitle}>
        <SafeLink href={product.url} className={styles.tileLink}>
          {product.title}
        </SafeLink>
      </Heading>
      <p className={styles.articleNumber}>{t('searchResults.articleNumber', { number: product.articleNumber })}</p>
      {product.label && <p className={styles.productLabel}>{product.label}</p>}
      {product.tags.length > 0 && (
        <ul className={styles.tags}>
          {product.tags.map((tag, index) => (
            <li key={`${tag.type}-${index}`} className={styles.tag} data-tag={tag.type}>
              {tag.label}
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
