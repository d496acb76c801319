import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './favorites-list.widget'
import { SKELETON_MAX } from './skeleton'

/** What the island will show (spec 1 §6): a note, or the list of this many favourites (the session's). */
export type FavoritesView = 'signed-out' | 'no-shop-access' | { favorites: number }

/**
 * The island's final state where the page already knows it: the note for visitors and for users without shop access,
 * the empty state (its link working) without favourites, otherwise the count and one placeholder tile per favourite
 * (favorites-list.module.css sizes them like the product tiles). Nothing moves when it mounts.
 */
export default defineFallback<InputOf<typeof declaration>, { view?: FavoritesView; homepageUrl?: string }>({
  description:
    '`<p data-fallback="note">` for a visitor (the default) or a user without shop access; for an active shop user (`view`: the number of the session\'s favourites) `<div data-fallback="empty">` with the empty state\'s texts and its link (the `shopUrl`, else session.urls.homepageUrl: `homepageUrl`), or `<div data-fallback="loading">` with the count and one placeholder tile per favourite (at most 12).',
  render({ shopUrl }, { t, view = 'signed-out', homepageUrl }) {
    const text = (key: string, values?: Record<string, string>) => escapeHtml(t(`favorites.${key}`, values))
    if (view === 'signed-out') return `<p data-fallback="note">${text('signIn')}</p>`
    if (view === 'no-shop-access') return `<p data-fallback="note">${text('notShopUser')}</p>`
    if (view.favorites === 0) {
      return `<div data-fallback="empty"><p>${text('empty')}</p><p>${text('emptyHint')}</p><a href="${escapeHtml(shopUrl ?? homepageUrl ?? '/')}">${text('toShop')}</a></div>`
    }
    const tiles = '<li></li>'.repeat(Math.min(view.favorites, SKELETON_MAX))
    return `<div data-fallback="loading"><p>${text('count', { count: String(view.favorites) })}</p><ul>${tiles}</ul></div>`
  },
})
