import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { prefetchContacts, useLeaveContact } from '@/src/ui/acting-for/use-leave-contact'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { selectSelectedContact, selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { actingContactOf, checkSelectedContact, fullNameOf, type CheckedContact } from '@/store/account-data'
import type { ActingForBannerProps } from './acting-for-banner.widget'
import { bannerTexts, DETAIL_SEPARATOR, type BannerStrings } from './banner-texts'
import styles from './acting-for-banner.module.css'

// The contact family (and axios with it) loads only when the employee is about to log out from the contact:
// the banner is on every page an employee sees and stays small.

/**
 * While an employee acts for a customer's contact (spec 1 §1, §6; spec 2 §2.4, §4; issue 10 §3), a banner
 * on every page names the customer (company, customer number, contact person) and the employee, with the
 * way back to the customer overview and the log-out from the contact. It reads the account state the
 * header's select-contact menu changes, so the two stay in step across islands: a contact chosen in the
 * header shows the banner at once, a log-out in either place takes it away. For everyone else it renders
 * nothing that takes room: only a status line for screen readers, which says when acting starts or ends.
 *
 * Logging out here reloads the page once the server confirms: everything on it was rendered for the
 * customer (prices on their terms, their cart and its count, their orders), and only a fresh page is right
 * for the employee acting as themself (as after a change of retailer mode, spec 1 §4).
 */
export function ActingForBanner({ customerOverviewUrl }: ActingForBannerProps) {
  const { t } = useTranslation('shopuser')
  const user = useAppSelector(selectUser)
  const contact = actingContactOf(user, checkSelectedContact(useAppSelector(selectSelectedContact)))
  const announcement = useActingAnnouncement(contact)
  return (
    <>
      {user && contact ? <Banner contact={contact} employeeName={fullNameOf(user)} overviewUrl={customerOverviewUrl} /> : null}
      <p className="visually-hidden" role="status">
        {announcement === null ? '' : announcement === '' ? t('actingForBanner.ended') : t('actingForBanner.started', { name: announcement })}
      </p>
    </>
  )
}

/**
 * What the status line says: null until the contact changes on this page (a page that loads acting for
 * someone says nothing, the banner is there to read); then the new contact's name, or '' once acting ended.
 */
function useActingAnnouncement(contact: CheckedContact | null): string | null {
  const name = contact?.name ?? ''
  const [shown, setShown] = useState(name)
  const [announcement, setAnnouncement] = useState<string | null>(null)
  // Adjusting state while rendering when the contact changes (React's pattern for derived state): no extra commit.
  if (shown !== name) {
    setShown(name)
    setAnnouncement(name)
  }
  return announcement
}

type BannerProps = { contact: CheckedContact; employeeName: string; overviewUrl: string | undefined }

function Banner({ contact, employeeName, overviewUrl }: BannerProps) {
  const { t } = useTranslation('shopuser')
  const sessionOverview = useAppSelector((state) => state.session.urls.customerOverviewUrl)
  const { leave, busy } = useLeaveContact()
  const labelId = useId()
  const strings: BannerStrings = {
    label: t('actingForBanner.label'),
    customerNumber: (number) => t('actingForBanner.customerNumber', { number }),
    contactPerson: (name) => t('actingForBanner.contactPerson', { name }),
    employee: (name) => t('actingForBanner.employee', { name }),
    overview: t('actingForBanner.overview'),
    logout: t('actingForBanner.logout'),
  }
  const texts = bannerTexts(strings, contact, employeeName)
  const overview = overviewUrl ?? sessionOverview

  return (
    <section className={styles.banner} data-part="banner" aria-labelledby={labelId}>
      <div data-part="inner">
        <div data-part="text">
          <p id={labelId} data-part="label">
            {texts.label}
          </p>
          <p data-part="customer">
            <strong>{texts.company}</strong>
            {texts.details.map((detail) => DETAIL_SEPARATOR + detail).join('')}
          </p>
          <p data-part="employee">{texts.employee}</p>
        </div>
        <div data-part="actions">
          {overview ? (
            <SafeLink href={overview} data-part="link">
              {texts.overview}
            </SafeLink>
          ) : null}
          <Button variant="secondary" busy={busy} onClick={leave} onPointerEnter={prefetchContacts} onFocus={prefetchContacts}>
            {texts.logout}
          </Button>
        </div>
      </div>
    </section>
  )
}

