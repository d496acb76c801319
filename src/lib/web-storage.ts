/**
 * The browser's storage, for what a page keeps beyond itself: the notifications left for the next page, the oil
 * finder's vehicles, the FAQ process's answers, the info ribbon's dismissal where cookies are blocked. Storage may be
 * blocked (privacy settings, a sandboxed frame: even reading `window.localStorage` throws) or full; every call here then
 * does nothing (a read finds nothing), and the caller works on without it. Nothing is touched at import (the
 * simulated CMS imports the ribbon's dismissal on the server).
 */

/** localStorage (this browser, across visits) or sessionStorage (this tab: back, forward and reload). */
export type StorageKind = 'local' | 'session'

/** The browser's storage of this kind, or null where it is blocked. */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/** What is stored under `key`: null when nothing is, or when storage is blocked. */
export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores `text` under `key`, where storage allows and has room. */
export function writeStored(kind: StorageKind, key: string, text: string): void {
  try {
    browserStorage(kind)?.setItem(key, text)
  } catch {
    // full or blocked: kept in the page only
  }
}

/** Removes what is stored under `key`, where storage allows. */
export function removeStored(kind: StorageKind, key: string): void {
  try {
    browserStorage(kind)?.removeItem(key)
  } catch {
    // blocked: nothing was kept there
  }
}
