import { useTranslation } from 'react-i18next'
import type { AppStore } from '@/store/index'
import { queuePriceLabel, usePriceLabel, usePriceLabelsFailure } from '@/store/price-labels'

/**
 * A product tile's list price (sale) label for an active e-commerce shop user (spec 2 §3, §6, §7), e.g. 'Aktion -15 %',
 * read with its hidden prefix so it is not taken for a tag; nothing when the product has none. Asked through the page's
 * batched price-label call (store/price-labels.ts) as it mounts. When that call failed, the server's words or that the
 * labels are unavailable stand in its place (spec 1 §8), so a missing label is never taken for none. Loaded only for
 * active shop users (hotspot-tile.tsx).
 */
export default function HotspotPriceLabel({ productNumber }: { productNumber: string }) {
  const { t } = useTranslation('tools')
  const label = usePriceLabel(productNumber)
  const failure = usePriceLabelsFailure([productNumber])
  if (failure) {
    const texts = [...new Set(failure.map(({ message }) => message))]
    return <p data-part="unavailable">{texts.length > 0 ? texts.join(' ') : t('imageHotspots.labelsUnavailable')}</p>
  }
  if (label === undefined) return null
  return (
    <p data-part="price-label">
      <span className="visually-hidden">{t('imageHotspots.priceLabel')} </span>
      {label}
    </p>
  )
}

/**
 * Asks for the labels of every product of the block at once, as the block mounts: one batch for the whole block
 * (spec 2 §7), where each tile's own ask as its label mounts could fall into different frames, and so calls.
 */
export function askPriceLabels(store: AppStore, productNumbers: readonly string[]): void {
  for (const productNumber of productNumbers) queuePriceLabel(store, productNumber)
}
