import { useState } from 'react'
import { reloadPage } from '@/src/lib/reload-page'
import { reportError } from '@/src/reporting/report'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectIsRunning } from '@/store/running'

const loadContacts = () => import('@/store/contacts')

/** Fetches the contact family (and axios) before it is used: on hover or focus of the log-out button. */
export const prefetchContacts = (): void => void loadContacts().catch(() => undefined)

/**
 * Logging out from the contact an employee acts for (spec 1 §6, §7 /api/contact/logout), for the header's
 * select-contact menu and the acting-for banner: once the server confirms, the page reloads, since
 * everything on it was rendered for the customer (prices, cart, orders). A second press while it runs
 * does nothing; a failure's messages were shown as notifications, and the button is there for another try.
 */
export function useLeaveContact() {
  const dispatch = useAppDispatch()
  const running = useAppSelector((state) => selectIsRunning(state, 'contacts'))
  const [leaving, setLeaving] = useState(false)

  const leave = () => {
    if (leaving || running) return
    setLeaving(true)
    loadContacts().then(
      ({ logoutFromContact }) =>
        dispatch(logoutFromContact())
          .unwrap()
          .then(reloadPage, () => setLeaving(false)),
      (error: unknown) => {
        setLeaving(false)
        reportError(error)
      },
    )
  }

  return { leave, busy: leaving || running }
}
