import { lazy, Suspense, useState, type ComponentType } from 'react'
import { loadNamespaces } from '@/i18n/load'
import { useAppSelector } from '@/store/hooks'
import { selectNotifications } from '@/store/notifications'
import { selectIsBusy } from '@/store/running'

// Each singleton is its own chunk, fetched with the shared UI's strings the first time the page needs it:
// most page views show no notification and run no request, and the entry chunk stays within its budget.
const withStrings = (load: () => Promise<ComponentType>) => lazy(() => Promise.all([load(), loadNamespaces(['common'])]).then(([component]) => ({ default: component })))
const NotificationHost = withStrings(() => import('./notification-host/notification-host').then((m) => m.NotificationHost))
const LoaderOverlay = withStrings(() => import('./loader-overlay/loader-overlay').then((m) => m.LoaderOverlay))

/** True from the first time `condition` holds, so a singleton stays mounted (and keeps its timers) once loaded. */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(false)
  // Derived state from the previous render (react.dev "storing information from previous renders").
  if (condition && !seen) setSeen(true)
  return seen || condition
}

/** The page-wide singletons beside the islands: the notification host and the loader overlay. */
export function PageSingletons() {
  const notify = useOnceTrue(useAppSelector(selectNotifications).length > 0)
  const busy = useOnceTrue(useAppSelector(selectIsBusy))
  return (
    <Suspense fallback={null}>
      {notify ? <NotificationHost /> : null}
      {busy ? <LoaderOverlay /> : null}
    </Suspense>
  )
}
