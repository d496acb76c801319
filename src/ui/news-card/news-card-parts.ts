import { formatDate } from '@/src/lib/dates'
import type { NewsVariant } from '@/src/lib/news-schemas'
import { escapeHtml, glyphHtml, type Translate } from '@/src/widget/fallback'

/** The large teaser (picture above the text) or the small one (a small picture beside it). */
export type NewsCardSize = 'default' | 'small'

/** spec 2 §2.10 and §9: a teaser shows at most two topic chips. */
export const NEWS_CARD_CHIPS = 2

// The label's icons, in the islands' glyph style: a newspaper for news, a canister for a product.
const LABEL_PATHS = {
  news: ['M4 5h13v14H6a2 2 0 0 1-2-2z', 'M17 9h3v8a2 2 0 0 1-2 2', 'M7 9h7', 'M7 12h7', 'M7 15h4'],
  product: ['M7 7h10l2 3v10H5V10z', 'M9 3h4v4H9z', 'M9 13h6'],
} as const

/** The label's icon as SVG markup (decorative: the label's text says it). */
export const labelGlyph = (variant: NewsVariant): string => glyphHtml(LABEL_PATHS[variant])

/** The label with its icon, as news-label.tsx renders it: the blocks' eyebrow (styles/base.css), for the CMS's fallback. */
export const newsLabelHtml = (variant: NewsVariant, t: Translate): string =>
  `<p data-part="eyebrow"><span data-part="label-icon">${labelGlyph(variant)}</span>${escapeHtml(t(`news:label.${variant}`))}</p>`

/** The day of an article, DD.MM.YYYY (spec 2 §9), as news-label.tsx renders it, for the CMS's fallback. */
export const newsDateHtml = (date: string): string => `<p data-part="date"><time datetime="${escapeHtml(date)}">${escapeHtml(formatDate(date))}</time></p>`
