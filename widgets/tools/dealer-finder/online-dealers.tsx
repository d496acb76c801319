import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { countryName } from '@/src/lib/display-names'
import { useAsked } from '@/src/lib/use-asked'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchOnlineDealers, selectOnlineDealers } from '@/store/dealers'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import styles from './dealer-finder.module.css'

/** The online dealers (ZBM018), listed apart: they have no position on the map (spec 1 §3 types). */
export function OnlineDealers({ level }: { level: 2 | 3 }) {
  const { t, i18n } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const online = useAppSelector(selectOnlineDealers)
  const Heading = `h${level}` as const
  const headingId = useId()
  useAsked('online', online.status === 'idle', () => dispatch(fetchOnlineDealers()))

  let content
  if (online.status === 'failed') content = <LoadFailed text={t('dealerFinder.online.failed')} busy={online.asking} onRetry={() => void dispatch(fetchOnlineDealers())} />
  else if (online.data === null) content = <p className={styles.muted} role="status">{t('dealerFinder.list.loading')}</p>
  else if (online.data.length === 0) content = <p>{t('dealerFinder.online.empty')}</p>
  else {
    content = (
      <ul className={styles.online}>
        {online.data.map((dealer) => (
          <li key={dealer.id}>
            <SafeLink href={dealer.website} target="_blank" className={styles.onlineName}>
              {dealer.name}
            </SafeLink>
            <span className={styles.muted}>{t('dealerFinder.online.shipsTo', { countries: dealer.countries.map((code) => countryName(code, i18n.language)).join(', ') })}</span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section className={styles.onlineSection} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('dealerFinder.online.heading')}</Heading>
      {content}
    </section>
  )
}
