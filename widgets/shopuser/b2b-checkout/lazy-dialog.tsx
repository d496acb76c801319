import { lazy, Suspense, useState } from 'react'
import type { ConfirmDialogProps } from './confirm-dialog'

/** Loads the confirmation dialog (and react-modal); call it when the trigger is pointed at or focused, so it is there by the click. */
export const loadConfirmDialog = () => import('./confirm-dialog')
const LazyConfirmDialog = lazy(loadConfirmDialog)

/**
 * The confirmation dialog, loaded on first opening and kept mounted from then on, so closing it is
 * react-modal's own close (which returns focus to the trigger), not an unmount.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.isOpen)
  if (props.isOpen && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  )
}
