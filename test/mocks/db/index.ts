/**
 * The in-memory shop behind every handler. Vitest resets it after each test (test/setup.ts); the
 * simulated CMS keeps it for the life of its server process, so a full page load sees earlier changes.
 * Nothing here touches Node or browser APIs: the same module runs in both.
 */
import type { UserData } from '@/store/session'
import { clearFaults } from '../faults'
import {
  seedAccounts,
  seedSessions,
  toSessionParts,
  toUserData,
  type Account,
  type SessionState,
  type UserSessionParts,
} from './users'

/** The mutable shop state. Handlers change it in place; `resetDb()` swaps in a fresh seed. */
export type Db = {
  /** Accounts by username (lower case). A Map, so a username like 'constructor' finds nothing. */
  users: Map<string, Account>
  /** Per-user session counters (cart counts, unread notifications, favourites), by username. */
  sessions: Map<string, SessionState>
}

const seed = (): Db => ({
  users: new Map(seedAccounts().map((account) => [account.username, account])),
  sessions: seedSessions(),
})

/** The live state of the mock shop. */
export const db: Db = seed()

/** Restores the seed and removes every injected fault (test/setup.ts calls it after each test). */
export function resetDb(): void {
  Object.assign(db, seed())
  clearFaults()
}

/** Usernames are e-mail addresses: compared trimmed and case-insensitively, as a real login would. */
export const findAccount = (username: string): Account | undefined => db.users.get(username.trim().toLowerCase())

/** The cookie that says who is signed in: the username, URI-encoded. No cookie means anonymous. */
export const USER_COOKIE = 'demo_user'

/** The `Set-Cookie` value that signs `username` in, or (for `null`) signs out. */
export const userCookie = (username: string | null): string =>
  username === null
    ? `${USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${USER_COOKIE}=${encodeURIComponent(username)}; Path=/; SameSite=Lax`

/** A `Cookie` request header value for `username`, for tests and the CMS switcher. */
export const cookieHeaderFor = (username: string): string => `${USER_COOKIE}=${encodeURIComponent(username)}`

/**
 * The account named by the request's `demo_user` cookie, or null (anonymous, or a cookie naming no
 * account). Reads the first such cookie: a header the caller sent wins over any MSW appends later.
 */
export function currentUser(request: Request): Account | null {
  const header = request.headers.get('cookie') ?? ''
  for (const pair of header.split(/[;,]/)) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== USER_COOKIE) continue
    try {
      return findAccount(decodeURIComponent(pair.slice(at + 1).trim())) ?? null
    } catch {
      return null // a malformed %-sequence is nobody, not a server error
    }
  }
  return null
}

/** The front end's `UserData` for `username` (spec 1 §3), or null when nobody (or nobody known) is meant. */
export function userDataFor(username: string | null): UserData | null {
  const account = username === null ? undefined : findAccount(username)
  return account ? toUserData(account) : null
}

/** The session parts that depend on the user (spec 1 §3): shop-user flag, counts, user menu, login links. */
export function sessionFor(username: string | null): UserSessionParts {
  const account = username === null ? undefined : findAccount(username)
  return toSessionParts(account ?? null, account ? db.sessions.get(account.username) : undefined)
}
