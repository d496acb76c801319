import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { prefetchContacts, useContactChange } from '@/src/features/acting-for/use-contact-change'
import { Button } from '@/src/ui/button/button'
import { ActingFor } from './identity'
import type { HeaderAccount } from './use-header-account'
import styles from './header.module.css'

const loadContactSearch = () => import('./contact-search')
const ContactSearch = lazy(loadContactSearch)

/** Fetches the contact search (and the contact family) before the menu opens: on hover or focus. */
export const prefetchContactSearch = (): void => void loadContactSearch().catch(() => undefined)

/**
 * The select-contact menu's content (spec 1 §6, spec 2 §2.4, §4): an employee who acts for a contact sees
 * only that contact and the button to log out from it, which returns them to acting as themselves and
 * reloads the page (src/features/acting-for); anyone else the contact search.
 */
export function SelectContactPanel({ account, onChosen }: { account: HeaderAccount; onChosen(): void }) {
  const { t } = useTranslation('tools')
  const { t: common } = useTranslation('common')
  const { leave, pending } = useContactChange()
  const { user, selectedContact } = account
  if (!user) return null

  if (selectedContact && user.type !== 'customer') {
    return (
      <div className={styles.stack}>
        <ActingFor contact={selectedContact} />
        <Button variant="secondary" busy={pending !== null} onClick={() => void leave()} onPointerEnter={prefetchContacts} onFocus={prefetchContacts}>
          {t('header.logoutFromContact')}
        </Button>
      </div>
    )
  }

  return (
    <Suspense fallback={<p className={styles.muted}>{common('common.loading')}</p>}>
      <ContactSearch customer={user.type === 'customer'} onChosen={onChosen} />
    </Suspense>
  )
}
