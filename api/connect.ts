import { capText } from '@/src/lib/cap'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { reportError } from '@/src/reporting/report'
import type { Message } from './envelope'

/**
 * What the API layer needs from the page, passed in by the boot (Shopware's hook bus), so `api/`
 * never imports the store or the UI. Kept apart from client.ts: the boot connects the hooks from the
 * entry chunk, while axios loads only with the first widget that calls the backend.
 */
export type ApiHooks = {
  /** The active locale, sent as the X-Locale header. */
  locale(): string
  /** The tenant, sent as the X-Tenant header. */
  tenant(): string
  /** Show messages that came with a response. */
  notify(messages: Message[]): void
  /** Show the unknown-error notification (spec 1 §8) for a failure that carries no messages. */
  unknownError(): void
  /** Navigate to a same-origin URL already checked by the client. */
  navigate(url: string): void
}

let hooks: ApiHooks = {
  locale: () => document.documentElement.lang || 'de',
  tenant: () => '',
  notify: () => undefined,
  unknownError: () => undefined,
  navigate: (url) => window.location.assign(url),
}

// Whether a server's redirect is already taking the user away (src/lib/reload-page.ts must not overtake it).
let redirecting = false

export function connectApi(next: ApiHooks): void {
  hooks = next
  redirecting = false
}

/**
 * Follows a server's redirectUrl (already checked to be on this origin); later reloads of the page then
 * yield to it. A target on this page with a `#fragment` only scrolls (the browser does not load the page
 * again), so it holds no reload back.
 */
export function followServerRedirect(url: string): void {
  redirecting = !isFragmentOfThisPage(new URL(url, window.location.href))
  hooks.navigate(url)
}

function isFragmentOfThisPage(target: URL): boolean {
  if (target.hash === '') return false
  const here = new URL(window.location.href)
  here.hash = target.hash
  return target.href === here.href
}

// A page restored from the back-forward cache was left by that redirect, and is in use again.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) redirecting = false
  })
}

/** True once a server's redirect is under way. */
export const isRedirecting = (): boolean => redirecting

export const apiHooks = (): ApiHooks => hooks

// Page data's `api` object: named addresses that replace the defaults of api/addresses.ts. Kept here,
// not beside the defaults, so the entry can store them without carrying the whole address table.
let overrides: Record<string, string> = {}

/**
 * Stores page data's address overrides. Only paths on the page's own origin are taken (relative, or absolute on this
 * origin): an address that points elsewhere would post credentials and form data to another site, so it is refused with
 * a warning and an error report, and the default stays (docs/cms-integration.md "Page data", `api`). Non-strings and
 * empty strings are ignored; unknown names never match.
 */
export function configureAddresses(next: Record<string, unknown>): void {
  overrides = {}
  for (const [name, value] of Object.entries(next)) {
    if (typeof value !== 'string' || value === '') continue
    if (sameOriginUrl(value) === null) {
      const problem = new Error(`api.${name}: refused "${capText(value, 100)}", not a path on this page's origin; the default address is used`)
      console.warn(problem.message)
      reportError(problem)
      continue
    }
    overrides[name] = value
  }
}

export const addressOverride = (name: string): string | undefined => (Object.hasOwn(overrides, name) ? overrides[name] : undefined)
