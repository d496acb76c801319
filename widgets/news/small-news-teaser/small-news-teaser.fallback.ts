import { newsCardHtml } from '@/src/ui/news-card/news-card.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { SMALL_NEWS_TEASER_SIZES } from './small-news-teaser-sizes'
import type declaration from './small-news-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The teaser itself, as the island renders it: `<div data-block="small-news-teaser">` around `<article data-part="news-card" data-size="small" data-card>`, the news teaser\'s parts with the picture beside the text from 480 px.',
  render: ({ article, variant = 'news', level = 3, loading }, { t }) =>
    newsCardHtml({ block: 'small-news-teaser', article, variant, size: 'small', level, sizes: SMALL_NEWS_TEASER_SIZES, loading }, t),
})
