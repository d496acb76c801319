import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { MockControl } from './browser'

// The failures a configured form meets on its way out (form/cms-form, form/faq-process), as their end-to-end tests
// cause them: the captcha's adapters that do not load, and a field error only the server can know.

/** The captcha adapters' chunk (src/lib/captcha/captcha.ts), not captcha-problem's, which every form loads. */
const CAPTCHA_CHUNK = /\/assets\/captcha-[\w-]{8}\.js$/

/** The captcha's adapters do not load (offline, a blocker) until the returned function lets them. */
export async function blockCaptchaAdapters(page: Page): Promise<() => Promise<void>> {
  await page.route(CAPTCHA_CHUNK, (route) => route.abort('internetdisconnected'))
  return () => page.unroute(CAPTCHA_CHUNK)
}
/** How the form names it (`cmsForm.captcha.unavailable`), its first sentence. */
export const CAPTCHA_UNAVAILABLE = 'Die Sicherheitsprüfung konnte nicht geladen werden.'
export const EMAIL_REFUSED = 'Unter dieser E-Mail-Adresse können wir Sie nicht erreichen. Bitte prüfen Sie sie.'

/** The next post to `path` is answered 422 with EMAIL_REFUSED at the field `email` (spec 2 §7: messages with source.field). */
export const refuseEmailOnce = (mock: MockControl, path: string) =>
  mock.fault({ method: 'POST', path, status: 422, messages: [{ type: 'error', message: EMAIL_REFUSED, source: { field: 'email' } }] })

/** The console lines Chromium itself writes for the blocked chunk and the refused post: the only errors allowed. */
export const isReportOfCausedFailure = (error: string) => /ERR_INTERNET_DISCONNECTED|status of 422/.test(error)

export const expectFocused = (element: Locator) => expect.poll(() => element.evaluate((node) => node === document.activeElement)).toBe(true)
