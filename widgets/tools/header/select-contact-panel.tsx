import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { reportError } from '@/src/reporting/report'
import { Button } from '@/src/ui/button/button'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectIsRunning } from '@/store/running'
import { ActingFor } from './identity'
import type { HeaderAccount } from './use-header-account'
import styles from './header.module.css'

const loadContactSearch = () => import('./contact-search')
const ContactSearch = lazy(loadContactSearch)

/** Fetches the contact search (and the contact family) before the menu opens: on hover or focus. */
export const prefetchContactSearch = (): void => void loadContactSearch().catch(() => undefined)

/**
 * The select-contact menu's content (spec 1 §6, spec 2 §2.4, §4): an employee who acts for a contact sees
 * only that contact and the link to log out from it, which returns them to acting as themselves; anyone
 * else the contact search.
 */
export function SelectContactPanel({ account, onChosen }: { account: HeaderAccount; onChosen(): void }) {
  const { t } = useTranslation('tools')
  const { t: common } = useTranslation('common')
  const dispatch = useAppDispatch()
  const running = useAppSelector((state) => selectIsRunning(state, 'contacts'))
  const { user, selectedContact } = account
  if (!user) return null

  if (selectedContact && user.type !== 'customer') {
    const logout = () => {
      import('@/store/contacts')
        .then(({ logoutFromContact }) => dispatch(logoutFromContact()))
        .catch((error: unknown) => reportError(error))
    }
    return (
      <div className={styles.stack}>
        <ActingFor contact={selectedContact} />
        <Button variant="secondary" busy={running} onClick={logout}>
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
