import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { prefetchContacts, useContactChange } from '@/src/features/acting-for/use-contact-change'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { selectSelectedContact, selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { actingContactOf, checkSelectedContact, fullNameOf, type CheckedContact } from '@/store/account-data'
import { selectSessionUrl } from '@/store/session'
import type { ActingForBannerProps } from './acting-for-banner.widget'
import { bannerTexts, DETAIL_SEPARATOR, type BannerStrings } from './banner-texts'
import styles from './acting-for-banner.module.css'

// The contact family (and axios with it) loads only when the employee is about to log out from the contact:
// the banner is on every page an employee sees and stays small.

/**
 * While an employee acts for a customer's contact (spec 1 §1, §6; spec 2 §2.4, §4), a banner
 * on every page names the customer (company, customer number, contact person) and the employee, with the
 * way back to the customer overview and the log-out from the contact. It reads the account state the
 * header's select-contact menu changes, so the two stay in step across islands and page loads. For
 * everyone else it renders nothing, and takes no room.
 *
 * Logging out here, like every change of the contact acted for, reloads the page once the server confirms
 * (src/features/acting-for/use-contact-change.ts): everything on it was rendered for the customer.
 */
export function ActingForBanner({ customerOverviewUrl }: ActingForBannerProps) {
  const user = useAppSelector(selectUser)
  const contact = actingContactOf(user, checkSelectedContact(useAppSelector(selectSelectedContact)))
  return user && contact ? <Banner contact={contact} employeeName={fullNameOf(user)} overviewUrl={customerOverviewUrl} /> : null
}

type BannerProps = { contact: CheckedContact; employeeName: string; overviewUrl: string | undefined }

function Banner({ contact, employeeName, overviewUrl }: BannerProps) {
  const { t } = useTranslation('shopuser')
  const sessionOverview = useAppSelector((state) => selectSessionUrl(state, 'customerOverviewUrl'))
  const { leave, pending } = useContactChange()
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
          <Button variant="secondary" busy={pending !== null} onClick={() => void leave()} onPointerEnter={prefetchContacts} onFocus={prefetchContacts}>
            {texts.logout}
          </Button>
        </div>
      </div>
    </section>
  )
}

