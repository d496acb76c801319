import { useTranslation } from 'react-i18next'
import { BILL_TO, SHIP_TO, type Address } from '@/api/address-list'
import { Button } from '@/src/ui/button/button'
import { selectIsAddressBusy } from '@/store/addresses'
import { useAppSelector } from '@/store/hooks'
import styles from './address-list.module.css'
import { countryName } from '@/src/lib/display-names'

/** An address's name in one line, for dialogs, notifications and the names of its buttons. */
export const addressName = (address: Address): string => address.companyName.join(', ')

/** The id of an address card's heading, where focus goes after the address became the ship-to address or was added. */
export const cardHeadingId = (prefix: string, partnerId: string): string => `${prefix}-address-${partnerId}`

/** Props of {@link AddressCard}. */
export type AddressCardProps = {
  address: Address
  /** Whether it is the current ship-to address (the list's partnerId). */
  current: boolean
  level: 3 | 4
  /** Prefix of the heading's id (see cardHeadingId). */
  idPrefix: string
  onSetShipTo(): void
  onEdit(): void
  onDelete(): void
}

/**
 * One address as a card: the company's name lines, street, postcode and town (and the country when it is
 * not Switzerland), its partner number, phone and delivery note; whether it is a ship-to (CRMH02) or bill-to
 * (CRMH04) address, and the current ship-to address, said in words and not by colour alone (spec 2 §1); and
 * what the server lets the user do with it.
 */
export function AddressCard({ address, current, level, idPrefix, onSetShipTo, onEdit, onDelete }: AddressCardProps) {
  const { t, i18n } = useTranslation('shopuser')
  const shipToBusy = useAppSelector((state) => selectIsAddressBusy(state, 'shipTo', address.partnerId))
  const deleteBusy = useAppSelector((state) => selectIsAddressBusy(state, 'delete', address.partnerId))
  const Name = `h${level}` as const
  const [firstLine, ...moreLines] = address.companyName
  const name = addressName(address)
  const isShipTo = address.types.includes(SHIP_TO)
  const country = address.country && address.country !== 'CH' ? countryName(address.country, i18n.language) : undefined
  // Each action names its address for screen readers; the visible text starts the accessible name (WCAG 2.5.3).
  const forAddress = (action: string) => ({ 'aria-label': t('addressList.actionFor', { action, name }) })
  const tags = [
    ...(isShipTo ? [current ? t('addressList.currentShipTo') : t('addressList.shipTo')] : []),
    ...(address.types.includes(BILL_TO) ? [t('addressList.billTo')] : []),
  ]

  return (
    <li className={styles.card} data-current={current || undefined}>
      <Name id={cardHeadingId(idPrefix, address.partnerId)} tabIndex={-1} className={styles.cardName}>
        {firstLine}
      </Name>
      <ul className={styles.tags} aria-label={t('addressList.types')}>
        {tags.map((tag, index) => (
          <li key={tag} className={styles.tag} data-current={(current && isShipTo && index === 0) || undefined}>
            {current && isShipTo && index === 0 ? (
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
            ) : null}
            {tag}
          </li>
        ))}
      </ul>
      <address className={styles.lines}>
        {moreLines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        <span>{address.street}</span>
        <span>
          {address.postalCode} {address.city}
        </span>
        {country ? <span>{country}</span> : null}
      </address>
      <dl className={styles.details}>
        <div>
          <dt>{t('addressList.partnerId')}</dt>
          <dd>{address.partnerId}</dd>
        </div>
        {address.phone ? (
          <div>
            <dt>{t('addressList.phone')}</dt>
            <dd>{address.phone}</dd>
          </div>
        ) : null}
        {address.deliveryNote ? (
          <div>
            <dt>{t('addressList.deliveryNote')}</dt>
            <dd>{address.deliveryNote}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.cardActions}>
        {isShipTo && !current ? (
          <Button size="s" busy={shipToBusy} onClick={onSetShipTo} {...forAddress(t('addressList.setShipTo'))}>
            {t('addressList.setShipTo')}
          </Button>
        ) : null}
        {address.editable ? (
          <Button size="s" variant="secondary" aria-haspopup="dialog" onClick={onEdit} {...forAddress(t('addressList.edit'))}>
            {t('addressList.edit')}
          </Button>
        ) : null}
        {address.deletable ? (
          <Button size="s" variant="ghost" aria-haspopup="dialog" busy={deleteBusy} onClick={onDelete} {...forAddress(t('addressList.delete'))}>
            {t('addressList.delete')}
          </Button>
        ) : null}
        {address.editable || address.deletable ? null : <p className={styles.managed}>{t('addressList.managed')}</p>}
      </div>
    </li>
  )
}
