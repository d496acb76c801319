import { lazy, Suspense, useState, type ComponentType } from 'react'
import { loadNamespaces } from '@/i18n/load'
import { QuietErrorBoundary } from '@/src/providers/error-boundary'
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
  const notifications = useAppSelector(selectNotifications)
  const isBusy = useAppSelector(selectIsBusy)
  const notify = useOnceTrue(notifications.length > 0)
  const busy = useOnceTrue(isBusy)
  // Each in its own boundary: they render outside every island's, in the page's one React root, so an
  // uncaught failure here would unmount every island on the page.
  return (
    <>
      <QuietErrorBoundary name="The notification host" resetKey={notifications}>
        <Suspense fallback={null}>{notify ? <NotificationHost /> : null}</Suspense>
      </QuietErrorBoundary>
      <QuietErrorBoundary name="The loader overlay" resetKey={isBusy}>
        <Suspense fallback={null}>{busy ? <LoaderOverlay /> : null}</Suspense>
      </QuietErrorBoundary>
    </>
  )
}
