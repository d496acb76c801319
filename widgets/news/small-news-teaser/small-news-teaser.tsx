import { NewsCard } from '@/src/ui/news-card/news-card'
import { SMALL_NEWS_TEASER_SIZES } from './small-news-teaser-sizes'
import type { SmallNewsTeaserProps } from './small-news-teaser.widget'

/** A news article as a small teaser (spec 2 §2.10): the news card (src/ui/news-card) in its small size. */
export function SmallNewsTeaser({ article, variant, level, loading }: SmallNewsTeaserProps) {
  return <NewsCard block="small-news-teaser" article={article} variant={variant} size="small" level={level} sizes={SMALL_NEWS_TEASER_SIZES} loading={loading} />
}
