import { useTranslation } from 'react-i18next'
import { Price } from '@/src/ui/price/price'
import type { TilePriceState } from '@/store/tile-prices'
import styles from './product-tile.module.css'

/**
 * A shop user's price on a tile (spec 1 §6), in a line the tile reserves, so its arrival moves nothing:
 * the amount and the pack it is for ('CHF 24.50 / 1 l'), nothing while it comes or when there is none, and
 * that it is unavailable when its call failed (the tiles' note says why, tile-failures.tsx).
 */
export function TilePrice({ state, size }: { state: TilePriceState; size: string | undefined }) {
  const { t } = useTranslation('product')
  if (state.status === 'failed') return <p className={`${styles.price} ${styles.priceUnavailable}`}>{t('productTile.priceUnavailable')}</p>
  if (state.status !== 'done') return <p className={styles.price} />
  const packSize = state.value.size ?? size
  return (
    <p className={styles.price}>
      <span className="visually-hidden">{t('productTile.price')} </span>
      <Price amount={state.value.price} />
      {packSize ? <span className={styles.pack}> {t('productTile.perPack', { size: packSize })}</span> : null}
    </p>
  )
}
