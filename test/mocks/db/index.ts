/**
 * Queries over the in-memory shops behind every handler (../shops.ts: one per `mock_shop` cookie).
 * Vitest resets them after each test (test/setup.ts); the simulated CMS keeps them for the life of its
 * server process, so a full page load sees earlier changes. A function without a shop id means the
 * `default` shop, the one unit tests use. Nothing here touches Node or browser APIs: the same module runs in both.
 */
import type { UserData } from '@/store/account'
import { readCookie } from '../cookies'
import { DEFAULT_SHOP, getShop, resetShops, shopOf } from '../shops'
import { toSessionParts, toUserData, type Account, type UserSessionParts } from './users'

/** Restores the seed in every shop and removes every injected fault (test/setup.ts calls it after each test). */
export function resetDb(): void {
  resetShops()
}

/** Usernames are e-mail addresses: compared trimmed and case-insensitively, as a real login would. */
export const findAccount = (username: string, shop: string = DEFAULT_SHOP): Account | undefined =>
  getShop(shop).db.users.get(username.trim().toLowerCase())

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
 * The account of the request's shop named by its `demo_user` cookie, or null (anonymous, or a cookie
 * naming no account).
 */
export function currentUser(request: Request): Account | null {
  const value = readCookie(request.headers.get('cookie'), USER_COOKIE)
  if (value === undefined) return null
  try {
    return findAccount(decodeURIComponent(value), shopOf(request)) ?? null
  } catch {
    return null // a malformed %-sequence is nobody, not a server error
  }
}

/** The front end's `UserData` for `username` (spec 1 §3), or null when nobody (or nobody known) is meant. */
export function userDataFor(username: string | null, shop: string = DEFAULT_SHOP): UserData | null {
  const account = username === null ? undefined : findAccount(username, shop)
  return account ? toUserData(account) : null
}

/** The cookie that names a visitor's B2C cart (HttpOnly: only the server reads it). */
export const B2C_CART_COOKIE = 'b2c_cart'

/**
 * The session parts that depend on the user (spec 1 §3): shop-user flag, counts, user menu, login links.
 * A visitor's B2C count is that of the cart their `b2c_cart` cookie names (`visitorCart`), so the
 * header's badge survives a reload as it does for a signed-in consumer.
 */
export function sessionFor(username: string | null, shop: string = DEFAULT_SHOP, visitorCart?: string): UserSessionParts {
  const account = username === null ? undefined : findAccount(username, shop)
  const parts = toSessionParts(account ?? null, account ? getShop(shop).db.sessions.get(account.username) : undefined)
  const cart = account || visitorCart === undefined ? undefined : getShop(shop).db.commerce.b2cCarts.get(visitorCart)
  if (cart?.owner === null) parts.cartCounts.b2c = cart.lines.length
  return parts
}
