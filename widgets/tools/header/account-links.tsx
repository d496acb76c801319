import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useSignOut } from '@/src/features/sign-out/use-sign-out'
import { useAppSelector } from '@/store/hooks'
import { selectSessionUrl, selectUnreadNotifications } from '@/store/session'
import { HeaderIcon } from './header-icon'
import { RetailerToggle } from './retailer-toggle'
import type { HeaderAccount } from './use-header-account'
import styles from './header.module.css'

/** A count on an icon or a link; a badge stays small. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count))

/**
 * The signed-in user's menu (spec 2 §2.4, §3): the dashboard, the session's user menu entries (the one
 * with a badge shows the unread-notification count), the retailer-mode switch where available, sign-out
 * (which reloads the page, src/features/sign-out).
 */
export function AccountLinks({ account }: { account: HeaderAccount }) {
  const { t } = useTranslation('tools')
  const dashboardUrl = useAppSelector((state) => selectSessionUrl(state, 'dashboardUrl'))
  const unread = useAppSelector(selectUnreadNotifications)
  const { signOut, busy: signingOut } = useSignOut()

  return (
    <div className={styles.stack}>
      <ul className={styles.links}>
        {dashboardUrl ? (
          <li>
            <SafeLink href={dashboardUrl} className={styles.link}>
              {t('header.dashboard')}
            </SafeLink>
          </li>
        ) : null}
        {account.userMenu.map((entry, index) => (
          // Entries may repeat a title or a link; their place in the menu is what identifies them.
          <li key={index}>
            <SafeLink href={entry.link} className={styles.link}>
              {entry.title}
              {entry.hasBadge && unread > 0 ? (
                <>
                  <span className={styles.linkBadge} aria-hidden="true">
                    {badgeText(unread)}
                  </span>{' '}
                  <span className="visually-hidden">{t('header.unread', { count: unread })}</span>
                </>
              ) : null}
            </SafeLink>
          </li>
        ))}
      </ul>
      {account.retailerMode.available ? <RetailerToggle /> : null}
      <Button variant="secondary" busy={signingOut} onClick={signOut}>
        <HeaderIcon name="logout" />
        {t('header.logout')}
      </Button>
    </div>
  )
}
