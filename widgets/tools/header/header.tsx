import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMinWidth } from '@/src/lib/use-breakpoint'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector, useAppStore } from '@/store/hooks'
import { selectActiveMenu } from '@/store/menus'
import { selectSession } from '@/store/session'
import { AccountLinks, badgeText } from './account-links'
import { CartLink } from './cart-link'
import { ContactPersonCard } from './contact-person-card'
import type { HeaderProps } from './header.widget'
import { HeaderIcon, type HeaderIconName } from './header-icon'
import { barItems, isShownAt, type BarItem } from './header-items'
import { HeaderMenu } from './header-menu'
import { Identity } from './identity'
import { LoginPanel, prefetchLoginForm } from './login-panel'
import { MobilePanel } from './mobile-panel'
import { prefetchContactSearch, SelectContactPanel } from './select-contact-panel'
import { useHeaderAccount } from './use-header-account'
import { useHeaderMenus } from './use-header-menus'
import styles from './header.module.css'

/** An icon and its name, read by screen readers only: the bar's buttons and links. */
const Labelled = ({ icon, label, badge }: { icon: HeaderIconName; label: string; badge?: ReactNode }) => (
  <>
    <HeaderIcon name={icon} />
    {badge}
    <span className="visually-hidden">{label}</span>
  </>
)

/**
 * The header's end of the bar (spec 2 §2.4, §4, §6): the login button and menu for visitors; the profile,
 * select-contact (order on behalf) and contact-person menus for signed-in users, folded into one mobile
 * flyout below md; the cart icon; the oil finder and contact shortcuts. The search box, the language
 * switcher and the main navigation are islands of their own beside it; all share the rule of one open
 * menu page-wide (store/menus.ts). Its box is the bar's height (60 px, 85 px from md), and the CMS writes
 * boxes of its buttons' sizes as fallback (header-items.ts), so nothing moves when it mounts.
 */
export function Header({ shortcuts }: HeaderProps) {
  const { t } = useTranslation('tools')
  const root = useRef<HTMLDivElement>(null)
  const menus = useHeaderMenus(root)
  const store = useAppStore()
  const account = useHeaderAccount()
  const session = useAppSelector(selectSession)
  const sm = useMinWidth('sm')
  const md = useMinWidth('md')
  const { user, selectedContact, contactPerson } = account
  const loginDisabled = session.features.includes('disableLogin')
  const urls = shortcuts ? session.urls : { ...session.urls, oilFinderUrl: undefined, contactPageUrl: undefined }

  const items = barItems({
    signedIn: user !== null,
    loginDisabled,
    shortcuts,
    urls: session.urls,
    showContactSelector: user?.options.showContactSelector ?? false,
    actingForContact: selectedContact !== null,
    hasContactPerson: contactPerson !== null,
    b2cCartCount: session.cartCounts.b2c,
  }).filter((item) => isShownAt(item.show, { sm, md }))

  // spec 2 §4: the login menu opens initially if the session says so, the user is not signed in and login
  // is not disabled. Once, on creation; on a page with two headers, only the first opens it.
  useEffect(() => {
    if (session.openLoginMenu && !user && !loginDisabled && selectActiveMenu(store.getState()) === null) menus.openMenu('login')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A menu whose button went away (signed in or out, the layout crossed md) closes with it.
  const shown = items.map((item) => item.kind as string)
  const { open, closeMenu } = menus
  const openGone = open !== null && !shown.includes(open)
  useEffect(() => {
    if (open && openGone) closeMenu(open)
  }, [open, openGone, closeMenu])

  const unread = session.unreadNotifications
  const unreadBadge =
    unread > 0 && account.userMenu.some((entry) => entry.hasBadge) ? (
      <span className={styles.badge} aria-hidden="true">
        {badgeText(unread)}
      </span>
    ) : null
  const withUnread = (label: string) => (unreadBadge ? `${label}, ${t('header.unread', { count: unread })}` : label)

  const item = ({ kind }: BarItem): ReactNode => {
    switch (kind) {
      case 'oil-finder':
        return (
          <SafeLink href={session.urls.oilFinderUrl} className={styles.trigger}>
            <Labelled icon="oil-finder" label={t('header.oilFinder')} />
          </SafeLink>
        )
      case 'contact':
        return (
          <SafeLink href={session.urls.contactPageUrl} className={styles.trigger}>
            <Labelled icon="contact" label={t('header.contact')} />
          </SafeLink>
        )
      case 'login':
        return (
          <HeaderMenu name="login" menus={menus} button={<Labelled icon="user" label={t('header.login')} />} panelClassName={styles.loginPanel} onIntent={prefetchLoginForm} keepContent>
            <LoginPanel />
          </HeaderMenu>
        )
      case 'select-contact':
        return (
          <HeaderMenu
            name="select-contact"
            menus={menus}
            button={
              selectedContact ? (
                // spec 2 §2.4: the header shows for whom the user acts; the text is the button's name.
                <>
                  <HeaderIcon name="company" />
                  <span className={styles.actingText}>
                    <span className={styles.actingLabel}>{t('header.actingFor')}</span>{' '}
                    <span className={styles.actingName}>
                      {selectedContact.name}
                      {selectedContact.customerId ? ` (${selectedContact.customerId})` : ''}
                    </span>
                  </span>
                </>
              ) : (
                <Labelled icon="company" label={t('header.selectContact')} />
              )
            }
            buttonClassName={selectedContact ? styles.actingButton : undefined}
            onIntent={selectedContact ? undefined : prefetchContactSearch}
          >
            <h2 className={styles.panelTitle}>{t('header.selectContact')}</h2>
            <SelectContactPanel account={account} onChosen={() => closeMenu('select-contact', { returnFocus: true })} />
          </HeaderMenu>
        )
      case 'contact-person':
        return contactPerson ? (
          <HeaderMenu name="contact-person" menus={menus} button={<Labelled icon="contact-person" label={t('header.contactPerson')} />}>
            <h2 className={styles.panelTitle}>{t('header.contactPerson')}</h2>
            <ContactPersonCard person={contactPerson} />
          </HeaderMenu>
        ) : null
      case 'profile':
        return (
          <HeaderMenu name="profile" menus={menus} button={<Labelled icon="user" label={withUnread(t('header.profile'))} badge={unreadBadge} />}>
            <Identity account={account} />
            <AccountLinks account={account} />
          </HeaderMenu>
        )
      case 'mobile':
        return (
          <HeaderMenu
            name="mobile"
            menus={menus}
            button={<Labelled icon="user" label={withUnread(t('header.profile'))} badge={unreadBadge} />}
            panelClassName={styles.mobilePanel}
            onIntent={user?.options.showContactSelector && !selectedContact ? prefetchContactSearch : undefined}
          >
            <MobilePanel account={account} urls={urls} onContactChosen={() => closeMenu('mobile', { returnFocus: true })} />
          </HeaderMenu>
        )
      case 'cart':
        return <CartLink />
    }
  }

  return (
    <div ref={root} className={styles.header}>
      {items.map((entry) => (
        <div key={entry.kind} className={[styles.slot, entry.wide ? styles.wide : undefined].filter(Boolean).join(' ')}>
          {item(entry)}
        </div>
      ))}
    </div>
  )
}
