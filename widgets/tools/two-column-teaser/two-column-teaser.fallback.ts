import { columnSizes } from '@/src/ui/block-picture/sizes'
import { teaserCardHtml } from '@/src/ui/teaser-card/teaser-card.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './two-column-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="two-column-teaser">` with a `<ul data-part="list">` of the two teaser cards (picture 3:2 with `srcset` and `sizes` for half the row, label, title at `level`, text and link).',
  render: ({ items, level = 2, variant = 'default', loading = 'lazy' }, { t }) =>
    `<div data-block="two-column-teaser"><ul data-part="list">${items.map((item) => teaserCardHtml(item, { variant, level, sizes: columnSizes(6), loading }, t)).join('')}</ul></div>`,
})
