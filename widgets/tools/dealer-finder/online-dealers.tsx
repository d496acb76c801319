import { memo, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countryName } from '@/src/lib/display-names'
import { useAsked } from '@/src/lib/use-asked'
import { useNearViewport } from '@/src/lib/use-near-viewport'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchOnlineDealers, selectOnlineDealers } from '@/store/dealers'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import styles from './dealer-finder.module.css'

// A page of the list: four hundred links at once made a long page and a long task on a slow phone.
const SHOWN_AT_ONCE = 24

/**
 * The online dealers (ZBM018), listed apart: they have no position on the map (spec 1 §3 types). Memoised: the
 * finder renders again with each move of the map, which changes nothing here.
 */
export const OnlineDealers = memo(function OnlineDealers({ level, after }: { level: 2 | 3; after: boolean }) {
  const { t, i18n } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const online = useAppSelector(selectOnlineDealers)
  const Heading = `h${level}` as const
  const headingId = useId()
  const [shown, setShown] = useState(SHOWN_AT_ONCE)
  const section = useRef<HTMLElement>(null)
  // Below the map and the list: asked once they are there (`after`) and the visitor scrolls near, not while the finder
  // starts.
  const near = useNearViewport(section)
  useAsked('online', after && near && online.status === 'idle', () => dispatch(fetchOnlineDealers()))

  let content
  if (online.status === 'failed') content = <LoadFailed text={t('dealerFinder.online.failed')} busy={online.asking} onRetry={() => void dispatch(fetchOnlineDealers())} />
  else if (online.data === null) content = <p className={styles.muted} role="status">{t('dealerFinder.list.loading')}</p>
  else if (online.data.length === 0) content = <p>{t('dealerFinder.online.empty')}</p>
  else {
    content = (
      <>
      <ul className={styles.online}>
        {online.data.slice(0, shown).map((dealer) => (
          <li key={dealer.id}>
            <SafeLink href={dealer.website} target="_blank" className={styles.onlineName}>
              {dealer.name}
            </SafeLink>
            <span className={styles.muted}>{t('dealerFinder.online.shipsTo', { countries: dealer.countries.map((code) => countryName(code, i18n.language)).join(', ') })}</span>
          </li>
        ))}
      </ul>
      {shown < online.data.length ? (
        <button type="button" className={styles.more} onClick={() => setShown((current) => current + SHOWN_AT_ONCE)}>
          {t('dealerFinder.online.more')}
        </button>
      ) : null}
      </>
    )
  }
  return (
    <section ref={section} className={styles.onlineSection} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('dealerFinder.online.heading')}</Heading>
      {content}
    </section>
  )
})
