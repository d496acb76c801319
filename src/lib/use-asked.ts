import { useEffect, useRef } from 'react'

type Started = { abort(): void }

/**
 * Asks `ask()` when the question `key` is needed and not yet asked (`unasked`: never answered, nor on its way): an
 * answer once there is kept in the store, so going back and forth asks nothing. A change of question, or the asker going
 * away, cancels the one on its way. Written once: an effect that asks whenever the question's status is idle and
 * cancels in its cleanup loops, as the status it changes runs its cleanup, which cancels the request, which makes the
 * status idle again.
 */
export function useAsked(key: string | null, unasked: boolean, ask: () => Started): void {
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
  const needed = key !== null && unasked
  useEffect(() => {
    if (needed) running.current = latestAsk.current()
  }, [needed, key])
}
