import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { badgeText } from './account-links'
import { HeaderIcon } from './header-icon'
import styles from './header.module.css'

/**
 * The cart icon (spec 2 §2.4): the B2C count and cart for consumers (spec 1 §1: theirs is the separate B2C
 * cart, shop access or not), visitors and business users without shop access, and whenever the B2C cart
 * holds something; the B2B count and cart otherwise. The count is the cart's lines (positions), as the
 * session has it, and the name says so. It follows every change of the session's cart counts (spec 2 §4:
 * updating a cart sets the count in the session, `cartCountChanged`).
 */
export function CartLink() {
  const { t } = useTranslation('tools')
  const { cartCounts, isActiveShopUser, urls } = useAppSelector(selectSession)
  const user = useAppSelector(selectUser)
  const consumer = user === null || user.consumer === true || !isActiveShopUser || cartCounts.b2c > 0
  const count = consumer ? cartCounts.b2c : cartCounts.b2b
  const href = (consumer ? (urls.b2CCartUrl ?? urls.b2BCartUrl) : (urls.b2BCartUrl ?? urls.b2CCartUrl)) ?? urls.registerUrl
  return (
    <SafeLink href={href} className={styles.trigger}>
      <HeaderIcon name="cart" />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
      <span className="visually-hidden">{count > 0 ? t('header.cartWithCount', { count }) : t('header.cart')}</span>
    </SafeLink>
  )
}
