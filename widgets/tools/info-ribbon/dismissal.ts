/**
 * Remembering that a visitor dismissed the info ribbon (spec 2 §2.4: clicking it dismisses it; it stays
 * dismissed for that text across page loads). The choice lives in a cookie, so the CMS sees it
 * before it renders the page and leaves the ribbon out: a returning visitor never sees it flash and
 * collapse (docs/cms-integration.md "Site chrome"). Where cookies are blocked, localStorage keeps it instead, and the
 * island hides the ribbon once it mounts.
 *
 * No imports but valibot and the storage helper, which touches nothing at import: the simulated CMS reads the same
 * cookie with these functions on the server.
 */
import * as v from 'valibot'
import { readStored, writeStored } from '@/src/lib/web-storage'

/** The cookie the CMS reads: `info_ribbon_dismissed=<key>[.<key>…]`, newest first (ribbonKey). */
export const DISMISSED_COOKIE = 'info_ribbon_dismissed'
/** The localStorage entry used when the cookie cannot be set; the same value. */
export const DISMISSED_STORAGE_KEY = 'widgets.infoRibbonDismissed'
/** One year, in seconds: a dismissed text stays dismissed; a new text shows again at once. */
export const DISMISSED_MAX_AGE_S = 365 * 24 * 60 * 60
/** The texts remembered: the site's ribbon and a few a page may place itself; the oldest is forgotten first. */
export const DISMISSED_MAX_KEYS = 5

// What a stored value looks like; anything else read back from storage is ignored.
const keysSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}(\.[0-9a-f]{8}){0,4}$/))

/**
 * A short, stable key of a ribbon text: FNV-1a (32 bit) over its UTF-8 bytes, as 8 lower-case hex
 * digits. A few lines in any server language, so a CMS can compare it with the cookie.
 */
export function ribbonKey(text: string): string {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** The keys a cookie or stored value holds; none for a value of any other form. */
export const keysOf = (value: unknown): string[] => {
  const result = v.safeParse(keysSchema, value)
  return result.success ? result.output.split('.') : []
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/** Whether the visitor dismissed the ribbon with this key, on this or an earlier page. */
export const isDismissed = (key: string): boolean => keysOf(readCookie(DISMISSED_COOKIE)).includes(key) || keysOf(readStored('local', DISMISSED_STORAGE_KEY)).includes(key)

/** Remembers the dismissal for a year: in the cookie, or in localStorage where cookies are blocked. */
export function rememberDismissed(key: string): void {
  const value = [key, ...keysOf(readCookie(DISMISSED_COOKIE)).filter((known) => known !== key)].slice(0, DISMISSED_MAX_KEYS).join('.')
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${DISMISSED_COOKIE}=${value}; Path=/; Max-Age=${DISMISSED_MAX_AGE_S}; SameSite=Lax${secure}`
  if (keysOf(readCookie(DISMISSED_COOKIE)).includes(key)) return
  // Where neither is allowed, the ribbon stays hidden on this page only.
  writeStored('local', DISMISSED_STORAGE_KEY, [key, ...keysOf(readStored('local', DISMISSED_STORAGE_KEY)).filter((known) => known !== key)].slice(0, DISMISSED_MAX_KEYS).join('.'))
}
