import { newsCardHtml } from '@/src/ui/news-card/news-card.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { NEWS_TEASER_SIZES } from './news-teaser-sizes'
import type declaration from './news-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The teaser itself, as the island renders it: `<div data-block="news-teaser">` around `<article data-part="news-card" data-size="default" data-card>` with the picture (3:2, `srcset` and `sizes`), the label with its icon, the title as the link over the card, the date (DD.MM.YYYY in a `<time>`), the subtitle and at most two topic chips with the more chip; `lang="de"` for an article in its German original.',
  render: ({ article, variant = 'news', level = 3, loading }, { t }) =>
    newsCardHtml({ block: 'news-teaser', article, variant, size: 'default', level, sizes: NEWS_TEASER_SIZES, loading }, t),
})
