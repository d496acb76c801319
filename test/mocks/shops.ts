/**
 * The in-memory shops of the mock backend. The `mock_shop` cookie picks one, so browser contexts that run
 * at the same time (end-to-end files in parallel) never see each other's sign-ins, changes or faults.
 * A request without it uses the shop `default`: Vitest in jsdom. (A browser on `npm start` gets a cookie of its
 * own from the simulated CMS on its first page, test/cms/shop-session.ts.)
 * Nothing here touches Node or browser APIs: the handlers that call it also run in msw/node.
 */
import { readCookie } from './cookies'
import { seedCommerce, type Commerce } from './db/commerce'
import { seedAccounts, seedSessions, type Account, type SessionState } from './db/users'
import type { ActiveFault } from './faults'
import type { ScenarioName } from './scenarios'

/** The cookie that names the request's shop. */
export const SHOP_COOKIE = 'mock_shop'

/** The shop of every request without a (well-formed) `mock_shop` cookie. */
export const DEFAULT_SHOP = 'default'

/**
 * How many shops are kept, `default` included; beyond it the least recently used other one is dropped.
 * The demo server runs for days and every end-to-end run adds shops.
 */
export const MAX_SHOPS = 64

// Only characters a cookie carries unquoted and unencoded, so the browser, the CMS and the API read the same id.
const SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Whether `id` can name a shop: what a `mock_shop` cookie may hold. */
export const isShopId = (id: string): boolean => SHOP_ID.test(id)

/** The data of one shop. Handlers change it in place. */
export type Db = {
  /** Accounts by username (lower case). A Map, so a username like 'constructor' finds nothing. */
  users: Map<string, Account>
  /** Per-user session counters (cart counts, unread notifications, favourites), by username. */
  sessions: Map<string, SessionState>
  /** Carts, orders, shopping lists and reviews (docs/simulated-cms.md "The mock shop"). */
  commerce: Commerce
}

/**
 * Everything one shop keeps between requests: its data, the faults injected into it (faults.ts) and the
 * scenario whose faults those are (scenarios.ts), which the simulated CMS names in a banner on every page.
 */
export type Shop = { db: Db; faults: ActiveFault[]; scenario: ScenarioName }

const seedShop = (): Shop => ({
  db: { users: new Map(seedAccounts().map((account) => [account.username, account])), sessions: seedSessions(), commerce: seedCommerce() },
  faults: [],
  scenario: 'none',
})

// A Map iterates in insertion order: re-inserting a shop on every use keeps the least recently used first.
const shops = new Map<string, Shop>()

/** The shop with this id, created from the seed on first use. Counts as a use for the eviction order. */
export function getShop(id: string = DEFAULT_SHOP): Shop {
  if (!isShopId(id)) throw new Error(`getShop: a shop id matches ${String(SHOP_ID)}, got "${id}".`)
  const shop = shops.get(id) ?? seedShop()
  shops.delete(id)
  shops.set(id, shop)
  if (shops.size > MAX_SHOPS) {
    const oldest = [...shops.keys()].find((key) => key !== DEFAULT_SHOP)
    if (oldest !== undefined) shops.delete(oldest)
  }
  return shop
}

/** The shop id in a Cookie header; `default` when the cookie is missing or not a well-formed id. */
export function shopOfCookieHeader(header: string | null | undefined): string {
  const id = readCookie(header, SHOP_COOKIE)
  return id !== undefined && isShopId(id) ? id : DEFAULT_SHOP
}

/** The scenario active in a shop; 'none' for a shop not yet used. Not a use: a page that only asks keeps no shop alive. */
export const scenarioOf = (id: string): ScenarioName => shops.get(id)?.scenario ?? 'none'

/** The id of the request's shop, from its `mock_shop` cookie. */
export const shopOf = (request: Request): string => shopOfCookieHeader(request.headers.get('cookie'))

/** Drops one shop, its faults included; its next request starts again from the seed. */
export function resetShop(id: string): void {
  shops.delete(id)
}

/** Drops every shop (resetDb() calls it after each test). */
export function resetShops(): void {
  shops.clear()
}
