import { swissToday } from '@/src/lib/swiss-time'
import { tileSizes } from '@/src/ui/block-picture/sizes'
import { teaserCardHtml } from '@/src/ui/teaser-card/teaser-card.fallback'
import { isShownOn } from '@/src/ui/teaser-card/teaser-item'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './teaser-list.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="teaser-list">` with `data-columns` and `data-background`, the title at its `level`, and a `<ul data-part="list">` of the teasers shown today (their date window), each a card with its picture (3:2, `srcset` and `sizes` for the columns), label, title one level below, text and link; nothing when no teaser is shown.',
  render: ({ title, level = 2, columns = 3, variant = 'default', background = 'white', items, loading = 'lazy' }, { t }) => {
    const today = swissToday()
    const shown = items.filter((item) => isShownOn(item, today))
    if (shown.length === 0) return ''
    const card = { variant, level: title === undefined ? level : level + 1, sizes: tileSizes(columns), loading }
    const heading = title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`
    return `<div data-block="teaser-list" data-columns="${columns}" data-background="${background}">${heading}<ul data-part="list">${shown.map((item) => teaserCardHtml(item, card, t)).join('')}</ul></div>`
  },
})
