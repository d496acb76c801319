import { forwardRef, memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListedDealer } from './dealer-index'
import { dealerGlyph } from './dealer-glyphs'
import { distanceText } from './map-math'
import styles from './dealer-finder.module.css'

type DealerListProps = {
  dealers: readonly ListedDealer[]
  total: number
  /** Where the distances are measured from, named («8400 Winterthur», «Ihr Standort»); null: the map's centre. */
  from: string | null
  level: 2 | 3
  /** The map is there: an entry's button opens its window on the map; otherwise it shows the details in the list. */
  withMap: boolean
  onShow(dealer: ListedDealer, opener: HTMLElement): void
  onHighlight(dealer: ListedDealer | null): void
  onMore(): void
}

/**
 * The dealers in the map's view, nearest the search point first (spec 1 §2 dealer finder): the finder's primary view,
 * which works without the map. Each entry names the dealer, its type (in words and by its marker's shape), its address
 * and distance; hovering or focusing it highlights its marker, and its button opens the dealer's window. The count is
 * announced as the view changes; none says the spec's «no dealers» (spec 1 §8).
 */
// Memoised: a pan re-renders the finder with its new bounds, and the list only once the worker's answer for them is in.
export const DealerList = memo(
  forwardRef<HTMLOListElement, DealerListProps>(function DealerList({ dealers, total, from, level, withMap, onShow, onHighlight, onMore }, ref) {
  const { t } = useTranslation('tools')
  const Heading = `h${level}` as const
  return (
    <>
      <Heading className={styles.listHeading}>{t('dealerFinder.list.heading')}</Heading>
      <p className={styles.count} role="status">
        {t('dealerFinder.list.count', { count: total })}
        {from ? <span className={styles.muted}> · {t('dealerFinder.list.near', { place: from })}</span> : null}
      </p>
      {total === 0 ? (
        <div className={styles.empty}>
          <p>{t('dealerFinder.list.empty')}</p>
          <p className={styles.muted}>{t('dealerFinder.list.emptyHint')}</p>
        </div>
      ) : (
        <ol ref={ref} className={styles.list}>
          {dealers.map((dealer) => (
            <DealerEntry key={dealer.id} dealer={dealer} level={level} withMap={withMap} onShow={onShow} onHighlight={onHighlight} />
          ))}
        </ol>
      )}
      {dealers.length < total ? (
        <button type="button" className={styles.more} onClick={onMore}>
          {t('dealerFinder.list.more')}
        </button>
      ) : null}
    </>
  )
  }),
)

type DealerEntryProps = Pick<DealerListProps, 'level' | 'withMap' | 'onShow' | 'onHighlight'> & { dealer: ListedDealer }

/**
 * One dealer of the list. Memoised by the dealer and its distance: a zoom or a pan keeps most of the nearest dealers,
 * and each answer of the worker brings them as new objects.
 */
const DealerEntry = memo(
  function DealerEntry({ dealer, level, withMap, onShow, onHighlight }: DealerEntryProps) {
    const { t, i18n } = useTranslation('tools')
    const Name = `h${level + 1}` as 'h3' | 'h4'
    return (
      <li data-dealer={dealer.id} onMouseEnter={() => onHighlight(dealer)} onMouseLeave={() => onHighlight(null)}>
        <article className={styles.entry} onFocus={() => onHighlight(dealer)} onBlur={() => onHighlight(null)}>
          <Name className={styles.entryName}>{dealer.title}</Name>
          <p className={styles.entryType}>
            {/* A constant of this module, never data. */}
            <span className={styles.glyph} dangerouslySetInnerHTML={{ __html: dealerGlyph(dealer.icon) }} />
            {t(`dealerFinder.types.${dealer.icon}`)}
          </p>
          <p className={styles.entryText}>{dealer.text}</p>
          <p className={styles.entryDistance}>{t('dealerFinder.list.distance', { distance: distanceText(dealer.distance, i18n.language) })}</p>
          <button type="button" className={styles.linkButton} onClick={(event) => onShow(dealer, event.currentTarget)}>
            {t(withMap ? 'dealerFinder.list.showOnMap' : 'dealerFinder.list.details', { name: dealer.title })}
          </button>
        </article>
      </li>
    )
  },
  (before, after) =>
    before.dealer.id === after.dealer.id &&
    before.dealer.distance === after.dealer.distance &&
    before.level === after.level &&
    before.withMap === after.withMap &&
    before.onShow === after.onShow &&
    before.onHighlight === after.onHighlight,
)
