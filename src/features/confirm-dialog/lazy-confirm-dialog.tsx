import { lazy, Suspense, useState } from 'react'
import type { ConfirmDialogProps } from './confirm-dialog'

const load = () => import('./confirm-dialog')
const ConfirmDialog = lazy(() => load().then((module) => ({ default: module.ConfirmDialog })))

/** Loads the dialog's code (and react-modal) ahead: call it as its trigger is pointed at or focused, so it is there by the click. */
export const preloadConfirmDialog = () => void load()

/**
 * {@link ConfirmDialog} for a widget whose first load should not carry react-modal: its code loads on first
 * opening (or from `preloadConfirmDialog`) and nothing is mounted before. From then on it stays mounted, so
 * closing is react-modal's own close, which returns focus to the trigger, not an unmount.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.isOpen)
  if (props.isOpen && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  )
}
