import { useEffect, useRef } from 'react'
import type { Answered } from '@/store/keyed-answers'

type Started = { abort(): void }

/**
 * Asks `ask()` when the question `key` is needed and was never answered (nor is on its way): a list once there is
 * kept in the store, so going back a step and forward again asks nothing. A change of question, or the step going
 * away, cancels the one on its way.
 */
export function useAsked(key: string | null, status: Answered<unknown>['status'], ask: () => Started) {
  const running = useRef<Started | null>(null)
  const latestAsk = useRef(ask)
  useEffect(() => {
    latestAsk.current = ask
  })
  useEffect(
    () => () => {
      running.current?.abort()
      running.current = null
    },
    [key],
  )
  const needed = key !== null && status === 'idle'
  useEffect(() => {
    if (needed) running.current = latestAsk.current()
  }, [needed, key])
}
