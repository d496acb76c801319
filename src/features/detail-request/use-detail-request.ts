import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { failureTexts, isRequestFailure } from '@/store/request'

/** Where the one thing a detail page shows (an order, a job) stands. */
export type DetailView<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'notFound'; messages: string[] } | { status: 'failed'; messages: string[] }

/** A request as `dispatch` returns it: cancelable, and its data or its failure through `unwrap`. */
type Started<T> = { abort(): void; unwrap(): Promise<T> }

/**
 * The one thing a detail page shows, asked for when it mounts (spec 1 §2: the order detail, the job detail): `start`
 * dispatches its request (a new `start`, another order or job, asks again and cancels the former). A 404 is «not
 * found», which asking again will not change; any other failure keeps its messages and offers `retry`, which keeps the
 * failure and its button (busy) on the page until its answer is there. When that answer takes the focused retry button
 * away, the focus goes to `focusTarget()` (the heading of what came), not to the page's start.
 */
export function useDetailRequest<T>(start: () => Started<T>, focusTarget: () => HTMLElement | null | undefined) {
  const [view, setView] = useState<DetailView<T>>({ status: 'loading' })
  const [retrying, setRetrying] = useState(false)
  const current = useRef<Started<T> | null>(null)
  const retryButton = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)

  const load = useCallback(() => {
    current.current?.abort()
    const request = start()
    current.current = request
    const show = (next: DetailView<T>) => {
      // Superseded, or the island went away.
      if (current.current !== request) return
      refocus.current = next.status !== 'failed' && retryButton.current !== null && retryButton.current === document.activeElement
      setRetrying(false)
      setView(next)
    }
    request.unwrap().then(
      (data) => show({ status: 'done', data }),
      (error: unknown) => {
        const failure = isRequestFailure(error) ? error : { status: undefined, messages: [] }
        show({ status: failure.status === 404 ? 'notFound' : 'failed', messages: failureTexts(failure) })
      },
    )
  }, [start])

  useEffect(() => {
    load()
    const requests = current
    return () => {
      const request = requests.current
      requests.current = null
      request?.abort()
    }
  }, [load])

  // The latest target, for the layout effect below, which runs after the view's render.
  const target = useRef(focusTarget)
  useLayoutEffect(() => {
    target.current = focusTarget
  })
  useLayoutEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    target.current()?.focus()
  }, [view])

  return {
    view,
    /** A retry runs: the failure stays, its button busy. */
    retrying,
    /** The failure's retry button, whose focus the answer hands on. */
    retryButton,
    retry: () => {
      setRetrying(true)
      load()
    },
  }
}
