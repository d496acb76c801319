import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './quick-order.widget'

/** Who the page is for, as the island tells them apart (spec 1 §6). */
export type QuickOrderAccess = 'signed-out' | 'not-shop-user' | 'shop-user'

/**
 * The state the page already knows: the note for visitors (with the sign-in hint unless sign-in is off) and for users
 * without shop access, otherwise the entry form's box (quick-order.module.css sizes both like the island).
 */
export default defineFallback<InputOf<typeof declaration>, { access?: QuickOrderAccess; loginDisabled?: boolean }>({
  description:
    '`<div data-fallback="note">` with the sign-in text and hint for a visitor (the default; no hint with `disableLogin`: `loginDisabled`) or the not-a-shop-user text; `<div data-fallback="form">`, the entry form\'s box, for an active shop user (`access`).',
  render(_, { t, access = 'signed-out', loginDisabled = false }) {
    const text = (key: string) => `<p>${escapeHtml(t(`quickOrder.${key}`))}</p>`
    if (access === 'signed-out') return `<div data-fallback="note">${text('signIn')}${loginDisabled ? '' : text('signInHint')}</div>`
    if (access === 'not-shop-user') return `<div data-fallback="note">${text('notShopUser')}</div>`
    return '<div data-fallback="form"></div>'
  },
})
