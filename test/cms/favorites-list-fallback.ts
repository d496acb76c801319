/**
 * The fallback markup of product/favorites-list (README "Fallback markup"), in the island's final state
 * where the page already knows it: the note for visitors and for users without shop access, the empty
 * state (its link working) without favourites, otherwise the count and one placeholder tile per favourite
 * (favorites-list.module.css sizes them like the product tiles). Nothing moves when it mounts.
 */
import type { Locale } from '@/i18n/locales'
import { findAccount, sessionFor } from '@/test/mocks/db/index'
import { SKELETON_MAX } from '@/widgets/product/favorites-list/skeleton'
import { escapeHtml } from './html'
import { widgetString } from './widget-strings'

/** What the island will show: a note (spec 1 §6), or the list of this many favourites. */
export type FavoritesView = 'signed-out' | 'no-shop-access' | { favorites: number }

/** The view of `username` (null: nobody signed in) in the mock shop `shop`. */
export function favoritesViewOf(username: string | null, shop: string): FavoritesView {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return 'signed-out'
  if (!account.isActiveShopUser) return 'no-shop-access'
  return { favorites: sessionFor(account.username, shop).favorites.length }
}

export function favoritesListFallback({ view, locale, shopUrl }: { view: FavoritesView; locale: Locale; shopUrl: string }): string {
  const text = (key: string, values?: Record<string, string>) => escapeHtml(widgetString(locale, 'product', `favorites.${key}`, values))
  if (view === 'signed-out') return `<p data-fallback="note">${text('signIn')}</p>`
  if (view === 'no-shop-access') return `<p data-fallback="note">${text('notShopUser')}</p>`
  if (view.favorites === 0) {
    return `<div data-fallback="empty"><p>${text('empty')}</p><p>${text('emptyHint')}</p><a href="${escapeHtml(shopUrl)}">${text('toShop')}</a></div>`
  }
  const tiles = '<li></li>'.repeat(Math.min(view.favorites, SKELETON_MAX))
  return `<div data-fallback="loading"><p>${text('count', { count: String(view.favorites) })}</p><ul>${tiles}</ul></div>`
}
