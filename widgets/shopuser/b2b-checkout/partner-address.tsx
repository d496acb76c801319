import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Partner } from '@/api/cart'
import styles from './b2b-checkout.module.css'

/**
 * A ship-to or bill-to partner as a postal address: the company's name lines, street, postcode and town,
 * and its partner number, a line each. The spaces between the lines make a radio button's name (and any
 * copied text) read as words, not one run-on string; in the flex column they take no room.
 */
export function PartnerAddress({ partner }: { partner: Partner }) {
  const { t } = useTranslation('shopuser')
  const lines = [...partner.companyName, partner.street, `${partner.postalCode} ${partner.city}`]
  return (
    <span className={styles.address}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          <span className={index === 0 ? styles.addressName : undefined}>{line}</span>{' '}
        </Fragment>
      ))}
      <span className={styles.partnerId}>{t('b2bCheckout.partnerId', { id: partner.partnerId })}</span>
    </span>
  )
}
