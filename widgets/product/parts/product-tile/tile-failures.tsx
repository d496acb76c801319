import { useTranslation } from 'react-i18next'
import { usePriceLabelsFailure } from '@/store/price-labels'
import { useTilePricesFailure } from '@/store/tile-prices'
import { tilePriceNumber, type TileProduct } from './product-tile'
import { Unavailable } from './unavailable'
import styles from './product-tile.module.css'

/**
 * Above a list of tiles, why their prices or sale labels are missing when the page's call for them failed
 * (spec 1 §8: the server's messages where the data would be; the calls are quiet, so no page notification
 * says it): one note for the list rather than the same words on every tile. Nothing otherwise.
 */
export function TileFailures({ products }: { products: readonly TileProduct[] }) {
  const { t } = useTranslation('product')
  const prices = useTilePricesFailure(products.map(tilePriceNumber))
  const labels = usePriceLabelsFailure(products.map((product) => product.articleNumber))
  if (!prices && !labels) return null
  return (
    <div className={styles.failures} role="status">
      {prices ? <Unavailable messages={prices} fallback={t('unavailable.prices')} /> : null}
      {labels ? <Unavailable messages={labels} fallback={t('unavailable.labels')} /> : null}
    </div>
  )
}
