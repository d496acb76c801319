import { randomUUID } from 'node:crypto'
import { readCookie } from '@/test/mocks/cookies'
import { isShopId, SHOP_COOKIE } from '@/test/mocks/shops'

/** The requester's shop as the rest of the request sees it, and the cookie that keeps it, if it is new. */
export type ShopSession = {
  /** The request's Cookie header, led by the `mock_shop` cookie: what contextFor and the switcher read. */
  cookieHeader: string
  /** `Set-Cookie` for a shop opened by this request; undefined when the browser already has one. */
  setCookie?: string
}

/**
 * A mock shop of its own for every browser session that comes without one: otherwise every browser of a
 * person running `npm start` would share the shop `default`, and `?scenario=offline` in one tab would break
 * every other browser without a sign on its pages. A session cookie, so a new browser session starts afresh;
 * HttpOnly, since only the CMS and the mock API read it. (End-to-end browsers set their own; Vitest, which
 * never passes through the CMS, keeps using `default`.)
 */
export function shopSession(cookieHeader: string | undefined): ShopSession {
  const id = readCookie(cookieHeader, SHOP_COOKIE)
  if (id !== undefined && isShopId(id)) return { cookieHeader: cookieHeader ?? '' }
  const shop = `session-${randomUUID()}`
  // First in the header, so it wins over a malformed mock_shop cookie the browser still sends (readCookie takes the first).
  return {
    cookieHeader: [`${SHOP_COOKIE}=${shop}`, cookieHeader].filter((part) => part !== undefined && part !== '').join('; '),
    setCookie: `${SHOP_COOKIE}=${shop}; Path=/; SameSite=Lax; HttpOnly`,
  }
}
