import { useCallback, useEffect, useRef } from 'react'
import { searchContacts, selectContactList, selectContactQuery } from './contacts'
import { useAppDispatch, useAppSelector } from './hooks'
import { selectIsRunning } from './running'

/** The spec leaves the contact search's debounce open (spec 1 §9); 300 ms searches once per pause in typing. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300

/**
 * The contact selector's state and actions (spec 2 §4): the list loads when the selector is created if
 * it is empty; typing searches after a pause, and a newer search cancels the one still running.
 */
export function useContactSearch() {
  const dispatch = useAppDispatch()
  const contacts = useAppSelector(selectContactList)
  const query = useAppSelector(selectContactQuery)
  const busy = useAppSelector((state) => selectIsRunning(state, 'contacts'))
  const timer = useRef<number | undefined>(undefined)
  const running = useRef<{ abort(): void } | null>(null)

  const search = useCallback(
    (term: string, delayMs = CONTACT_SEARCH_DEBOUNCE_MS) => {
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        running.current?.abort()
        running.current = dispatch(searchContacts({ search: term }))
      }, delayMs)
    },
    [dispatch],
  )

  const empty = contacts.length === 0
  useEffect(() => {
    if (empty) search('', 0)
    return () => {
      window.clearTimeout(timer.current)
      running.current?.abort()
    }
    // Only on creation (spec 2 §4); later searches are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return {
    contacts,
    query,
    busy,
    search,
  }
}
