import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DistributionPartner } from '@/api/distribution-partners'
import { telHref } from '@/src/lib/contact-schemas'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { LoadingRows } from '@/src/ui/skeleton/loading-rows'
import { TextField } from '@/src/ui/text-field/text-field'
import { fetchDistributionPartners, selectDistributionPartners } from '@/store/distribution-partners'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { useRetryFocus } from '@/src/lib/use-retry-focus'
import { SKELETON_CARDS } from './distribution-partner-list-skeleton'
import type { DistributionPartnerListProps } from './distribution-partner-list.widget'
import { groupByCountry, townLine, websiteText, type CountryGroup } from './partner-groups'
import styles from './distribution-partner-list.module.css'

/** The filter's value for every country. */
const ALL = ''

/**
 * The distribution partner list (spec 1 §1, §2 "distribution partner list"; the dealers contract's
 * GET /api/distribution-partners): the partners by country, each country named and sorted in the page's language,
 * each partner with its company, address, phone (tel:), e-mail (mailto:) and website (a new tab). A native select
 * «Land» narrows the list to one country, and the number shown is announced politely. While the call is on its way,
 * grey cards hold the list's place (the CMS's fallback draws the same); a failure offers to ask again; no partner
 * says so (spec 1 §8 «no distribution partner»).
 */
export function DistributionPartnerList({ headingLevel, countries, filterShown }: DistributionPartnerListProps) {
  const { t, i18n } = useTranslation('tools')
  const locale = i18n.language
  const dispatch = useAppDispatch()
  const { status, asking, data } = useAppSelector(selectDistributionPartners)
  const [chosen, setChosen] = useState(ALL)
  const filterId = useId()
  const body = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const request = dispatch(fetchDistributionPartners())
    return () => request.abort()
  }, [dispatch])

  const retried = useRetryFocus(asking, data !== null, body)

  const groups = useMemo(() => (data === null ? [] : groupByCountry(data, countries, locale)), [data, countries, locale])
  // A country no longer in the answer (a list asked again) shows them all rather than nothing.
  const country = groups.some((group) => group.code === chosen) ? chosen : ALL
  const shown = country === ALL ? groups : groups.filter((group) => group.code === country)
  const count = shown.reduce((sum, group) => sum + group.partners.length, 0)
  // One country leaves nothing to choose.
  const withFilter = filterShown && groups.length > 1

  const retry = () => {
    retried()
    void dispatch(fetchDistributionPartners())
  }

  const content = () => {
    if (data === null && status === 'failed') return <LoadFailed text={t('distributionPartnerList.failed')} busy={asking} onRetry={retry} />
    if (data === null) {
      return <LoadingRows label={t('distributionPartnerList.loading')} count={SKELETON_CARDS} className={styles.skeleton} />
    }
    if (groups.length === 0) return <p className={styles.note}>{t('distributionPartnerList.empty')}</p>
    return (
      <div className={styles.groups}>
        {shown.map((group) => (
          <Country key={group.code} group={group} level={headingLevel} />
        ))}
      </div>
    )
  }

  const answered = data !== null && groups.length > 0
  // Room for the select from the first paint, as the fallback keeps it, unless the editor named one country only.
  const filterRoom = data === null ? filterShown && countries.length !== 1 : withFilter
  return (
    <div className={styles.root} data-filter={filterRoom || undefined}>
      {/* The bar keeps its height from the first paint (the fallback's box), so the list never moves down when the select arrives. */}
      <div className={styles.toolbar}>
        {answered && withFilter ? (
          <TextField id={filterId} label={t('distributionPartnerList.country')} className={styles.filter}>
            {(control) => (
              <select {...control} value={country} onChange={(event) => setChosen(event.target.value)}>
                <option value={ALL}>{t('distributionPartnerList.allCountries')}</option>
                {groups.map((group) => (
                  <option key={group.code} value={group.code}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </TextField>
        ) : null}
        {/* A status: the number after a change of country is announced, politely, as the news list announces its count. */}
        <p className={styles.count} role="status">
          {answered ? t('distributionPartnerList.count', { count }) : null}
        </p>
      </div>
      {/* Focusable by script only: where a successful retry leaves the focus. */}
      <div ref={body} tabIndex={-1} className={styles.body} aria-busy={(data === null && asking) || undefined}>
        {content()}
      </div>
    </div>
  )
}

/** One country: its name as a heading, its partners as cards below it. */
function Country({ group, level }: { group: CountryGroup; level: 2 | 3 }) {
  const Heading = `h${level}` as const
  return (
    <div className={styles.country}>
      <Heading className={styles.heading}>{group.name}</Heading>
      <ul className={styles.list}>
        {group.partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} level={(level + 1) as 3 | 4} />
        ))}
      </ul>
    </div>
  )
}

/** One partner: its company, its address, and each way to reach it that it has, as a link. */
function PartnerCard({ partner, level }: { partner: DistributionPartner; level: 3 | 4 }) {
  const { t } = useTranslation('tools')
  const Title = `h${level}` as const
  const { company, street, phone, email, website } = partner
  return (
    <li className={styles.card}>
      <Title className={styles.company}>{company}</Title>
      {/* The partner's contact details: <address> is the element for them (the card is the partner's). */}
      <address className={styles.address}>
        <p>
          {street}
          <br />
          {townLine(partner)}
        </p>
        {phone || email || website ? (
          <dl className={styles.channels}>
            {phone ? (
              <div>
                <dt>{t('distributionPartnerList.phone')}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>{t('distributionPartnerList.email')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {website ? (
              <div>
                <dt>{t('distributionPartnerList.website')}</dt>
                <dd>
                  {/* spec 2 §5: another site opens in a new tab, without opener or referrer (SafeLink). Its address is the link's text, so each card's link is named apart. */}
                  <SafeLink href={website} target="_blank">
                    {websiteText(website)}
                  </SafeLink>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </address>
    </li>
  )
}
