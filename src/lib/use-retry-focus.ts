import { useEffect, useRef, type RefObject } from 'react'

/**
 * A retry's focus: one that succeeded replaces the failure and its button, so the focus the button had goes to
 * `target` (the content that came), not to the start of the page; one that failed again leaves the button where it
 * was, focused. Returns what to call as the retry starts (`asking`: a request is on its way; `answered`: data came).
 */
export function useRetryFocus(asking: boolean, answered: boolean, target: RefObject<HTMLElement | null>): () => void {
  // A retry is on its way (not state: nothing renders from it).
  const retrying = useRef(false)
  useEffect(() => {
    if (!retrying.current || asking) return
    retrying.current = false
    if (answered && (document.activeElement === null || document.activeElement === document.body)) target.current?.focus()
  }, [asking, answered, target])
  return () => {
    retrying.current = true
  }
}
