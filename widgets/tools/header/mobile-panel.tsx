import { useTranslation } from 'react-i18next'
import { Accordion, type AccordionItem } from '@/src/ui/accordion/accordion'
import type { SessionUrls } from '@/store/session'
import { AccountLinks } from './account-links'
import { ContactPersonCard } from './contact-person-card'
import { Identity } from './identity'
import { SelectContactPanel } from './select-contact-panel'
import { ShortcutLinks } from './shortcuts'
import type { HeaderAccount } from './use-header-account'
import styles from './header.module.css'

/** Props of {@link MobilePanel}. */
export type MobilePanelProps = {
  account: HeaderAccount
  /** The shortcuts to list (none when the widget's `shortcuts` prop is off). */
  urls: SessionUrls
  onContactChosen(): void
}

/**
 * The mobile flyout (below md) for a signed-in user: who they are and for whom they act, then the
 * accordions my-account and additional-tools, one open at a time (spec 2 §2.4), holding what the desktop
 * bar spreads over the profile, select-contact and contact-person menus and the shortcuts.
 */
export function MobilePanel({ account, urls, onContactChosen }: MobilePanelProps) {
  const { t } = useTranslation('tools')
  const { user, contactPerson } = account
  if (!user) return null
  const items: AccordionItem[] = [{ id: 'my-account', title: t('header.myAccount'), content: <AccountLinks account={account} /> }]
  const contactSelector = user.options.showContactSelector
  if (contactSelector || contactPerson || urls.oilFinderUrl || urls.contactPageUrl) {
    items.push({
      id: 'additional-tools',
      title: t('header.additionalTools'),
      content: (
        <div className={styles.stack}>
          {contactSelector ? (
            <section className={styles.stack}>
              <h3 className={styles.sectionTitle}>{t('header.selectContact')}</h3>
              <SelectContactPanel account={account} onChosen={onContactChosen} />
            </section>
          ) : null}
          {contactPerson ? (
            <section className={styles.stack}>
              <h3 className={styles.sectionTitle}>{t('header.contactPerson')}</h3>
              <ContactPersonCard person={contactPerson} />
            </section>
          ) : null}
          <ShortcutLinks urls={urls} />
        </div>
      ),
    })
  }
  return (
    <div className={styles.stack}>
      <Identity account={account} />
      {/* spec 2 §2.4: one accordion open at a time. */}
      <Accordion items={items} single defaultOpen={['my-account']} headingLevel={2} />
    </div>
  )
}
