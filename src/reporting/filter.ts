/** spec 1 §8, spec 2 §8: error reports are sampled at 0.5 %. */
export const SAMPLE_RATE = 0.005

/** spec 1 §8: answers that say nothing about our code (unavailable, forbidden, unauthenticated). */
const IGNORED_STATUSES = new Set([503, 403, 401])

const NETWORK_MESSAGES = [/^Network Error$/, /^Failed to fetch/, /^NetworkError when attempting to fetch/, /^Load failed$/]
// Vite's and webpack's wording for a stylesheet chunk that did not load.
const CSS_CHUNK_MESSAGES = [/Unable to preload CSS/i, /Loading CSS chunk .* failed/i]

type Inspectable = { name?: unknown; message?: unknown; code?: unknown; status?: unknown; response?: { status?: unknown }; cause?: unknown }

const statusOf = (error: Inspectable): unknown => error.status ?? error.response?.status

/**
 * Whether an error is noise to drop before it is sent (spec 1 §8): the statuses 503, 403 and 401,
 * network errors, aborted requests and stylesheet chunk load errors. Looks through `cause`, as the API
 * client wraps axios errors.
 */
export function shouldIgnore(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const e = current as Inspectable
    const status = statusOf(e)
    if (typeof status === 'number' && IGNORED_STATUSES.has(status)) return true
    const name = typeof e.name === 'string' ? e.name : ''
    const message = typeof e.message === 'string' ? e.message : ''
    if (name === 'AbortError' || name === 'CanceledError' || e.code === 'ERR_CANCELED') return true
    if (e.code === 'ERR_NETWORK' || NETWORK_MESSAGES.some((pattern) => pattern.test(message))) return true
    if (CSS_CHUNK_MESSAGES.some((pattern) => pattern.test(message))) return true
    current = e.cause
  }
  return false
}
