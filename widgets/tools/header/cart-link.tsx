import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { badgeText } from './account-links'
import { HeaderIcon } from './header-icon'
import styles from './header.module.css'

/**
 * The cart icon (spec 2 §2.4): the B2C count and cart for consumers and visitors, and whenever the B2C
 * cart holds something; the B2B count and cart otherwise. It follows every change of the session's cart
 * counts (spec 2 §4: updating a cart sets the count in the session, `cartCountChanged`).
 */
export function CartLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('tools')
  const { cartCounts, isActiveShopUser, urls } = useAppSelector(selectSession)
  const consumer = !signedIn || !isActiveShopUser || cartCounts.b2c > 0
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
