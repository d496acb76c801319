/**
 * Faults injected into the mock backend: a status, a network error or a delay for the next matching
 * request(s). Tests use them for error paths (spec 1 §8: a failure with messages shows them, one
 * without shows the unknown-error text); the simulated CMS installs persistent ones via scenarios.ts.
 * The fault handler runs before every other handler, so a fault needs no knowledge of the real one.
 * Faults belong to a shop (shops.ts) and break only the requests of that shop.
 */
import { delay, http, HttpResponse } from 'msw'
import type { Message } from '@/api/envelope'
import { fail, ok } from './envelope'
import { DEFAULT_SHOP, getShop, shopOf } from './shops'

/** What to break, for which requests, and how often. */
export type Fault = {
  /** HTTP method, any case; all methods when omitted. */
  method?: string
  /** A pathname, exact (`/api/session`) or a prefix ending in `*` (`/api/contact/*`, `/api/*`). */
  path: string
  /** Answer with this status; with `messages` but no status, 500. */
  status?: number
  /** Messages of the failed envelope; without them the body is `{}`. */
  messages?: Message[]
  /** Fail like a dropped connection (`HttpResponse.error()`). */
  network?: boolean
  /** Wait this long first. Alone, the request then reaches its real handler. */
  delayMs?: number
  /**
   * Wait until this settles first (a `gate()`'s `opened`), in process only (the CMS's test hook takes JSON): a test
   * that looks at a loading state opens the gate when it has, however slowly the machine got there. A delay can
   * run out first on a busy machine.
   */
  until?: Promise<unknown>
  /** Answer `{ data: null, redirectUrl }` (status 200 unless given): tests that the client refuses foreign redirects. */
  redirectUrl?: string
  /** How many requests it applies to; default 1, `Infinity` for a lasting fault. */
  times?: number
}

/** A promise the test settles when it is ready (`injectFault({ …, until: held.opened })`, then `held.open()`). */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** A fault as a shop keeps it: with the number of matches it has left. */
export type ActiveFault = Fault & { left: number }

/**
 * Breaks the next matching request(s) of a shop (default: the `default` shop, the one unit tests use).
 * Faults are tried in the order they were injected; each match uses one of `times`. Returns a function
 * that removes the fault early.
 */
export function injectFault(fault: Fault, shop: string = DEFAULT_SHOP): () => void {
  if (!fault.path.startsWith('/')) throw new Error(`injectFault: path must be a pathname starting with "/", got "${fault.path}".`)
  const times = fault.times ?? 1
  if (!(times > 0)) throw new Error(`injectFault: times must be above 0, got ${times}.`)
  const active: ActiveFault = { ...fault, left: times }
  const target = getShop(shop)
  target.faults.push(active)
  return () => {
    target.faults = target.faults.filter((item) => item !== active)
  }
}

/**
 * Removes every fault injected into a shop (default: the `default` shop), and so ends its scenario, whose
 * faults they were. resetDb() removes those of all shops.
 */
export function clearFaults(shop: string = DEFAULT_SHOP): void {
  const target = getShop(shop)
  target.faults = []
  target.scenario = 'none'
}

const matches = (fault: Fault, method: string, pathname: string): boolean =>
  (fault.method === undefined || fault.method.toUpperCase() === method) &&
  (fault.path.endsWith('*') ? pathname.startsWith(fault.path.slice(0, -1)) : pathname === fault.path)

/**
 * Finds the first fault of the request's shop for the request and uses it up once, before any waiting,
 * so concurrent requests each take their own.
 */
function takeFault(request: Request): Fault | undefined {
  const { pathname } = new URL(request.url)
  const shop = getShop(shopOf(request))
  const fault = shop.faults.find((item) => matches(item, request.method, pathname))
  if (!fault) return undefined
  fault.left -= 1
  if (fault.left <= 0) shop.faults = shop.faults.filter((item) => item !== fault)
  return fault
}

/**
 * The catch-all handler that must come first in the handler list. Returning nothing lets MSW try the
 * next handler, which is how a delay-only fault (and every request without a fault) reaches the real one.
 */
export const faultHandler = http.all('*', async ({ request }) => {
  const fault = takeFault(request)
  if (!fault) return undefined
  if (fault.until) await fault.until
  if (fault.delayMs !== undefined && fault.delayMs > 0) await delay(fault.delayMs)
  if (fault.network) return HttpResponse.error()
  if (fault.redirectUrl !== undefined) return ok(null, { redirectUrl: fault.redirectUrl, status: fault.status ?? 200 })
  if (fault.status !== undefined || fault.messages !== undefined) return fail(fault.status ?? 500, fault.messages)
  return undefined
})
