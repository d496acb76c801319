import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Fair, FairQuery } from '@/api/fairs'
import { formatDayRange } from '@/src/lib/date-range'
import { swissToday } from '@/src/lib/swiss-time'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { DisclosureButton } from '@/src/ui/disclosure/disclosure-button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { fetchFairs, selectFairList } from '@/store/fairs'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { SKELETON_CARDS } from './fair-list-skeleton'
import type { FairListProps } from './fair-list.widget'
import styles from './fair-list.module.css'
import { countryName } from '@/src/lib/display-names'

// The picture takes a third of the card from sm (768 px) up, the card's width below (fair-list.module.css).
const PICTURE_SIZES = columnSizes(4)

/**
 * The fair list (spec 1 §1 fairs, §2 fair list, §7 GET /api/fair/): the fairs to come, the next first, each with its
 * days written as the page's language writes a range (spec 2 §4), its venue, hall and stand, a short text, its
 * picture and its website in a new tab; a fair running today (Swiss time) says so in words. The past fairs wait
 * behind a disclosure button.
 */
export function FairList({ headingLevel, upcomingMax, pastMax }: FairListProps) {
  const { t } = useTranslation('news')
  const pastRegionId = useId()
  const [pastOpen, setPastOpen] = useState(false)
  // The past fairs are asked for when the section is first opened, not with the first call: most visitors come for
  // the fairs to come, and the archive's entries and pictures would cost every one of them a second request and
  // its data for a section they never open. Once asked, the list stays in the page, so closing and opening again
  // shows it at once.
  const [pastAsked, setPastAsked] = useState(false)
  const Heading = `h${headingLevel}` as const
  const level = (headingLevel + 1) as 3 | 4

  const togglePast = () => {
    setPastAsked(true)
    setPastOpen((open) => !open)
  }

  return (
    <div className={styles.root}>
      {/* Sections without a name: not landmarks, so a page (the block catalogue) may hold two fair lists; their headings lead to them. */}
      <section className={styles.section}>
        <Heading className={styles.heading}>
          {t('fairList.upcoming')}
        </Heading>
        <Fairs
          query={{ period: 'upcoming', limit: upcomingMax }}
          level={level}
          texts={{ loading: t('fairList.loading'), failed: t('fairList.failed'), empty: t('fairList.noUpcoming') }}
        />
      </section>
      {pastMax > 0 ? (
        <section className={styles.section}>
          {/* The button inside the heading (the WAI-ARIA accordion's pattern): the section stays in the page's outline. */}
          <Heading className={styles.heading}>
            <DisclosureButton className={styles.toggle} expanded={pastOpen} controls={pastRegionId} onToggle={togglePast}>
              {t('fairList.past')}
            </DisclosureButton>
          </Heading>
          <div id={pastRegionId} hidden={!pastOpen}>
            {pastAsked ? (
              <Fairs
                query={{ period: 'past', limit: pastMax }}
                level={level}
                texts={{ loading: t('fairList.pastLoading'), failed: t('fairList.pastFailed'), empty: t('fairList.noPast') }}
              />
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  )
}

type FairsProps = {
  query: FairQuery
  level: 3 | 4
  texts: { loading: string; failed: string; empty: string }
}

/** One list of fairs, fetched when it mounts: its skeleton, its failure with a retry, its empty text or its cards. */
function Fairs({ query, level, texts }: FairsProps) {
  const { i18n } = useTranslation('news')
  const dispatch = useAppDispatch()
  const { period, limit } = query
  const { fairs, loading, failed } = useAppSelector((state) => selectFairList(state, { period, limit }))
  const body = useRef<HTMLDivElement>(null)
  // A retry is on its way (not state: nothing renders from it).
  const retrying = useRef(false)

  useEffect(() => {
    const request = dispatch(fetchFairs({ period, limit }))
    return () => request.abort()
  }, [dispatch, period, limit])

  // A retry that succeeded replaces the failure and its button: the focus the button had goes to what came, not to
  // the start of the page. A retry that failed again leaves the button where it was, focused.
  useEffect(() => {
    if (!retrying.current || loading) return
    retrying.current = false
    if (fairs !== null && (document.activeElement === null || document.activeElement === document.body)) body.current?.focus()
  }, [loading, fairs])

  const content = () => {
    if (fairs === null && failed) {
      return (
        <LoadFailed
          text={texts.failed}
          busy={loading}
          onRetry={() => {
            retrying.current = true
            void dispatch(fetchFairs({ period, limit }))
          }}
        />
      )
    }
    if (fairs === null) {
      return (
        <>
          <p className="visually-hidden" role="status">
            {texts.loading}
          </p>
          <ul className={styles.skeleton} aria-hidden="true">
            {Array.from({ length: Math.min(SKELETON_CARDS, limit) }, (_, index) => (
              <Skeleton key={index} as="li" />
            ))}
          </ul>
        </>
      )
    }
    if (fairs.length === 0) return <p className={styles.note}>{texts.empty}</p>
    const today = swissToday()
    return (
      <ul className={styles.list}>
        {fairs.map((fair) => (
          <FairCard key={fair.id} fair={fair} level={level} running={fair.dateFrom <= today && today <= fair.dateTo} locale={i18n.language} />
        ))}
      </ul>
    )
  }

  return (
    // Focusable by script only: where a successful retry leaves the focus.
    <div ref={body} tabIndex={-1} className={styles.body} aria-busy={fairs === null && loading}>
      {content()}
    </div>
  )
}

type FairCardProps = { fair: Fair; level: 3 | 4; running: boolean; locale: string }

/** One fair: a running one carries the words «Läuft gerade» and a bar, not a colour alone (WCAG 1.4.1). */
function FairCard({ fair, level, running, locale }: FairCardProps) {
  const { t } = useTranslation('news')
  const titleId = useId()
  const Title = `h${level}` as const
  const { venue, city, country } = fair.location
  const place = [venue, city, country && country !== 'CH' ? countryName(country, locale) : undefined].filter(Boolean).join(', ')
  const stand = [fair.hall, fair.booth].filter(Boolean).join(', ')
  return (
    <li className={styles.card} data-running={running || undefined}>
      <article className={styles.fair} aria-labelledby={titleId}>
        {fair.image ? (
          <div className={styles.media}>
            <BlockPicture image={fair.image} sizes={PICTURE_SIZES} loading="lazy" first={false} />
          </div>
        ) : null}
        <div className={styles.details}>
          <Title id={titleId} className={styles.title}>
            {fair.title}
          </Title>
          <dl className={styles.facts}>
            <div>
              <dt>{t('fairList.date')}</dt>
              <dd>
                {formatDayRange(fair.dateFrom, fair.dateTo, locale)}
                {running ? (
                  <>
                    {' '}
                    <span className={styles.badge}>{t('fairList.running')}</span>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('fairList.place')}</dt>
              <dd>{place}</dd>
            </div>
            {stand ? (
              <div>
                <dt>{t('fairList.stand')}</dt>
                <dd>{stand}</dd>
              </div>
            ) : null}
          </dl>
          {fair.text ? <p className={styles.text}>{fair.text}</p> : null}
          {fair.link ? (
            <p className={styles.action}>
              <SafeLink href={fair.link.href} target={fair.link.target} className={styles.link}>
                {fair.link.text ?? t('fairList.website')}
                {/* Every card has this link: the fair's name tells them apart in a list of links. */}
                <span className="visually-hidden">: {fair.title}</span>
              </SafeLink>
            </p>
          ) : null}
        </div>
      </article>
    </li>
  )
}
