import { captureException, init } from '@sentry/browser'
import { SAMPLE_RATE, shouldIgnore } from './filter'
import type { ReportingConfig } from './report'

/** The part of the Sentry SDK we use; tests pass a fake, as the real service is not reachable from here. */
export type SentrySdk = { init: typeof init; captureException: typeof captureException }

/** Initialises Sentry (a lazy chunk of its own) and returns the sink the queued reports go to. */
export function startSentry(config: ReportingConfig, sdk: SentrySdk = { init, captureException }) {
  sdk.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: SAMPLE_RATE,
    // Our filter is the single source of what is noise, for our reports and Sentry's own handlers alike.
    beforeSend: (event, hint) => (shouldIgnore(hint.originalException) ? null : event),
  })
  return ({ error, context }: { error: unknown; context: Record<string, string> }) => {
    if (!shouldIgnore(error)) sdk.captureException(error, { tags: context })
  }
}
