import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { DealerLocation } from '@/api/dealer-locations'
import { telHref } from '@/src/lib/contact-schemas'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAsked } from '@/src/lib/use-asked'
import { fetchDealer, selectDealer } from '@/store/dealers'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import type { ListedDealer } from './dealer-index'
import styles from './dealer-finder.module.css'

/** A route to the dealer with the visitor's own map app: the web's route planner, which phones hand on to their app. */
const routeHref = ({ lat, lng }: DealerLocation) => `https://www.openstreetmap.org/directions?to=${lat.toFixed(5)}%2C${lng.toFixed(5)}`

/**
 * A dealer's info window (spec 1 §9 info window, max width 300): its name and address at once, from the map's data, then
 * its phone, e-mail, website (a new tab) and opening hours as its details arrive, and a route link. Shown in the list
 * where the map is missing, its name then takes the focus (`focus`), so a keyboard or screen reader user continues
 * there; on the map the finder focuses it once the window is in the page.
 */
export function DealerInfo({ dealer, focus, level }: { dealer: DealerLocation; focus: boolean; level: 3 | 4 }) {
  const { t } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const details = useAppSelector((state) => selectDealer(state, dealer.id))
  const name = useRef<HTMLHeadingElement>(null)
  const Name = `h${level}` as const

  useAsked(dealer.id, details.status === 'idle', () => dispatch(fetchDealer({ id: dealer.id })))
  useEffect(() => {
    if (focus) name.current?.focus()
  }, [focus])

  const found = details.data
  return (
    <div className={styles.info}>
      <Name ref={name} tabIndex={-1} className={styles.infoName}>
        {dealer.title}
      </Name>
      <p className={styles.infoText}>{dealer.text}</p>
      {details.status === 'failed' ? (
        <LoadFailed text={t('dealerFinder.info.failed')} busy={details.asking} onRetry={() => void dispatch(fetchDealer({ id: dealer.id }))} />
      ) : found === null ? (
        <p className={styles.muted} role="status">
          {t('dealerFinder.info.loading')}
        </p>
      ) : (
        <>
          <dl className={styles.infoList}>
            {found.phone ? (
              <div>
                <dt>{t('dealerFinder.info.phone')}</dt>
                <dd>
                  <a href={telHref(found.phone)}>{found.phone}</a>
                </dd>
              </div>
            ) : null}
            {found.email ? (
              <div>
                <dt>{t('dealerFinder.info.email')}</dt>
                <dd>
                  <a href={`mailto:${found.email}`}>{found.email}</a>
                </dd>
              </div>
            ) : null}
            {found.website ? (
              <div>
                <dt>{t('dealerFinder.info.website')}</dt>
                <dd>
                  <SafeLink href={found.website} target="_blank">
                    {found.website.replace(/^https:\/\//, '').replace(/\/$/, '')}
                  </SafeLink>
                </dd>
              </div>
            ) : null}
          </dl>
          {found.openingHours.length > 0 ? (
            <>
              <p className={styles.infoLabel}>{t('dealerFinder.info.hours')}</p>
              <dl className={styles.hours}>
                {found.openingHours.map(({ days, hours }) => (
                  <div key={days}>
                    <dt>{days}</dt>
                    <dd>{hours}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </>
      )}
      <p className={styles.infoRoute}>
        <SafeLink href={routeHref(dealer)} target="_blank">
          {t('dealerFinder.info.route')}
        </SafeLink>
      </p>
    </div>
  )
}

/** The dealers of a cluster that no longer splits (past zoom 12, spec 1 §9): each a button that opens its own window. */
export function ClusterDealers({ dealers, onChoose, level }: { dealers: readonly ListedDealer[]; onChoose(dealer: ListedDealer): void; level: 3 | 4 }) {
  const { t } = useTranslation('tools')
  const Heading = `h${level}` as const
  // The finder focuses the heading once the window is in the page.
  return (
    <div className={styles.info}>
      <Heading tabIndex={-1} className={styles.infoName}>
        {t('dealerFinder.info.here', { count: dealers.length })}
      </Heading>
      <ul className={styles.clusterList}>
        {dealers.map((dealer) => (
          <li key={dealer.id}>
            <button type="button" className={styles.linkButton} onClick={() => onChoose(dealer)}>
              {dealer.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
