/**
 * What the dashboard shows to whom (spec 1 §1, §6): pure, so the island and the CMS's fallback
 * markup (dashboard.fallback.ts) decide the same tiles, links and texts and the page keeps its size
 * when the island mounts.
 */
import type { User } from '@/store/account'
import type { SessionUrls } from '@/store/session'
import type { CheckedMenuEntry } from '@/store/account-data'

/** The account's areas that show a count. */
export type TileKind = 'openOrders' | 'notifications' | 'shoppingLists' | 'favorites'

/** Where a tile's count comes from: the page's session, or the account summary the dashboard fetches. */
export const SUMMARY_TILES: ReadonlySet<TileKind> = new Set(['openOrders', 'shoppingLists'])

/** One tile: its area and the page it leads to (none: the count alone, not a link). */
export type Tile = { kind: TileKind; href: string | undefined }

export type DashboardView =
  /** Nobody signed in: a note to sign in. */
  | { kind: 'signedOut' }
  /** An employee acting for nobody (spec 1 §1): choose a customer in the customer overview; their own notifications. */
  | { kind: 'chooseCustomer'; greeting: string; overviewUrl: string | undefined; tiles: Tile[] }
  /** A customer, a consumer, or an employee acting for a customer: the tiles that apply, and the user menu's other areas. */
  | { kind: 'account'; greeting: string; tiles: Tile[]; more: CheckedMenuEntry[] }

/** The links of the tiles a CMS author may give; without one the session's or the user menu's is taken. */
export type TileLinks = { ordersUrl?: string; notificationsUrl?: string; shoppingListsUrl?: string; favoritesUrl?: string }

export type DashboardInput = {
  user: User | null
  /** The name to greet the user by (store/account-data.ts fullNameOf). */
  name: string
  /** Whether an employee acts for a contact (store/account-data.ts actingContactOf). */
  acting: boolean
  isActiveShopUser: boolean
  urls: SessionUrls
  /** The user menu's entries, checked. */
  userMenu: CheckedMenuEntry[]
  links: TileLinks
}

/** The view of a user: which tiles, with which links, and which of the user menu's areas besides. */
export function dashboardView({ user, name, acting, isActiveShopUser, urls, userMenu, links }: DashboardInput): DashboardView {
  if (!user) return { kind: 'signedOut' }
  // spec 2 §3: the user menu entry with the badge is the notification centre's.
  const notifications: Tile = { kind: 'notifications', href: links.notificationsUrl ?? userMenu.find((entry) => entry.hasBadge)?.link }
  if (user.type === 'employee' && !acting) {
    return { kind: 'chooseCustomer', greeting: name, overviewUrl: urls.customerOverviewUrl, tiles: [notifications] }
  }
  // spec 1 §1, §6: orders, shopping lists and favourites are the B2B shop's, for active shop users; a consumer
  // (B2C) has only their notifications.
  const tiles: Tile[] = isActiveShopUser
    ? [
        { kind: 'openOrders', href: links.ordersUrl ?? urls.orderHistoryUrl },
        notifications,
        { kind: 'shoppingLists', href: links.shoppingListsUrl },
        { kind: 'favorites', href: links.favoritesUrl },
      ]
    : [notifications]
  const linked = new Set(tiles.map((tile) => tile.href).filter((href) => href !== undefined))
  return { kind: 'account', greeting: name, tiles, more: userMenu.filter((entry) => !linked.has(entry.link)) }
}

/** Whether the view shows a count of the account summary, so the dashboard fetches it. */
export const needsSummary = (view: DashboardView): boolean => view.kind === 'account' && view.tiles.some((tile) => SUMMARY_TILES.has(tile.kind))

/** The most a tile shows as a number; beyond it «999+», so every count fits its tile. */
export const COUNT_MAX = 999

/** A count as a tile shows it: a whole number from 0, at most «999+». */
export const countText = (count: number): string => {
  const whole = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0
  return whole > COUNT_MAX ? `${COUNT_MAX}+` : String(whole)
}
