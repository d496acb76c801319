import { NewsCard } from '@/src/ui/news-card/news-card'
import { NEWS_TEASER_SIZES } from './news-teaser-sizes'
import type { NewsTeaserProps } from './news-teaser.widget'

/** A news article as a teaser (spec 2 §2.10): the news card (src/ui/news-card) in its large size. */
export function NewsTeaser({ article, variant, level, loading }: NewsTeaserProps) {
  return <NewsCard block="news-teaser" article={article} variant={variant} size="default" level={level} sizes={NEWS_TEASER_SIZES} loading={loading} />
}
