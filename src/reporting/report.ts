import { whenIdle } from '@/src/lib/when-idle'

/** Error reporting settings from page data (`reporting`); without a DSN nothing is sent. */
export type ReportingConfig = { dsn?: string; environment?: string; release?: string }

export type Report = { error: unknown; context: Record<string, string> }
type Sink = (report: Report) => void

// Sentry (about 29 KB) loads after the page is idle, never in the entry chunk; reports made before
// then wait here. Bounded, so a page that errors in a loop cannot grow memory while Sentry loads.
const QUEUE_LIMIT = 30
/** Later than the islands' idle start (src/boot/hydrate.ts): the reporter is the last thing a page needs. */
const SENTRY_IDLE_WAIT = { timeout: 5000, fallbackMs: 2000 }
let queue: Report[] = []
let sink: Sink | undefined
let enabled = true

/**
 * Reports an error to the error service (queued until it has loaded). The spec's ignore list is applied
 * by the Sentry chunk (filter.ts), so the filter's code stays out of the entry.
 */
export function reportError(error: unknown, context: Record<string, string> = {}): void {
  if (!enabled) return
  if (sink) sink({ error, context })
  else if (queue.length < QUEUE_LIMIT) queue.push({ error, context })
}

/**
 * Starts error reporting when page data names a DSN: Sentry is imported once the page is idle and
 * the queued reports are sent. Without a DSN the queue is dropped and reporting stays off.
 */
export function initReporting(config: ReportingConfig | undefined, load = () => import('./sentry')): void {
  if (!config?.dsn) {
    enabled = false
    queue = []
    return
  }
  // Errors nothing caught, before Sentry's own handlers exist.
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  whenIdle(() => {
    load()
      .then(({ startSentry }) => {
        window.removeEventListener('error', onError)
        window.removeEventListener('unhandledrejection', onRejection)
        sink = startSentry(config)
        for (const report of queue.splice(0)) sink(report)
      })
      .catch((error: unknown) => console.warn('Error reporting could not be loaded.', error))
  }, SENTRY_IDLE_WAIT)
}

/**
 * Sends this context's reports to `forward` instead of an error service: a worker has no reporter of its own, so it
 * passes its reports (a dropped entry of an answer it checked) to the page, which reports them (reportError).
 */
export function forwardReports(forward: Sink): void {
  sink = forward
  for (const report of queue.splice(0)) forward(report)
}

/** For tests: back to the state before initReporting. */
export function resetReporting(): void {
  queue = []
  sink = undefined
  enabled = true
}

/** For tests and diagnostics: what waits to be sent. */
export const pendingReports = (): readonly Report[] => queue
