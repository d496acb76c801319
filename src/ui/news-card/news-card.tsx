import { createElement } from 'react'
import type { NewsArticle, NewsVariant } from '@/src/lib/news-schemas'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { TopicChips } from '@/src/ui/topic-chips/topic-chips'
import { NEWS_CARD_CHIPS, type NewsCardSize } from './news-card-parts'
import { NewsDate, NewsLabel } from './news-label'
import './news-card.css'

export type NewsCardProps = {
  /** The widget's name, its `data-block`, for a card that is a block; none for a card in a list (its entry holds it). */
  block?: string
  article: NewsArticle
  /** spec 2 §2.10: a news or a product news teaser, told apart by its label and its icon. */
  variant: NewsVariant
  size: NewsCardSize
  level: number
  /** The picture's `sizes`: how wide the card is drawn. */
  sizes: string
  loading: 'lazy' | 'eager' | 'auto'
  /** How many topic chips show before the more chip (spec 2 §2.10: 2 on a teaser, 1 to 3 on a tile by its layout). */
  chips?: number
}

/**
 * A news article as a card in its block (spec 2 §2.10 news teaser and small news teaser; later the news tiles and list): the picture,
 * the label with its icon, the title as the link over the whole card, the date (DD.MM.YYYY, spec 2 §9), the subtitle
 * and at most two topic chips. An article shown in its German original (isFallback) says so by `lang="de"`. The markup
 * of news-card.fallback.ts.
 */
export function NewsCard({ block, article, variant, size, level, sizes, loading, chips = NEWS_CARD_CHIPS }: NewsCardProps) {
  const { title, subtitle, date, link, image, topics, isFallback } = article
  const card = (
    <article data-part="news-card" data-size={size} data-card="" lang={isFallback ? 'de' : undefined}>
      {image !== undefined && <BlockPicture image={image} sizes={sizes} ratio="3-2" loading={loading} first={false} />}
      <div data-part="body">
        <NewsLabel variant={variant} />
        {createElement(
          `h${level}`,
          { 'data-part': 'title' },
          <SafeLink href={link.href} target={link.target} title={link.title} data-part="link">
            {title}
          </SafeLink>,
        )}
        <NewsDate date={date} />
        {subtitle !== undefined && <p data-part="text">{subtitle}</p>}
        <TopicChips topics={topics} shown={chips} />
      </div>
    </article>
  )
  return block === undefined ? card : <div data-block={block}>{card}</div>
}
