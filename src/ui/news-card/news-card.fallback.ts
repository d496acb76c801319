import type { newsArticle, NewsVariant } from '@/src/lib/news-schemas'
import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { topicChipsHtml } from '@/src/ui/topic-chips/topic-chips.fallback'
import { attributesHtml, escapeHtml, targetLinkHtml, type Translate } from '@/src/widget/fallback'
import type * as v from 'valibot'
import { NEWS_CARD_CHIPS, newsDateHtml, newsLabelHtml, type NewsCardSize } from './news-card-parts'

type Input = { block?: string | undefined; article: v.InferInput<typeof newsArticle>; variant: NewsVariant; size: NewsCardSize; level: number; sizes: string; loading?: 'lazy' | 'eager' | 'auto' | undefined; chips?: number }

/** The news card as the CMS writes it (news-card.tsx): in its block's root, or bare as an entry of a list. */
export function newsCardHtml({ block, article, variant, size, level, sizes, loading, chips = NEWS_CARD_CHIPS }: Input, t: Translate): string {
  const { title, subtitle, date, link, image, topics = [], isFallback = false } = article
  const picture = image === undefined ? '' : blockPictureHtml({ image, sizes, ratio: '3-2', loading }, t)
  const heading = `<h${level} data-part="title">${targetLinkHtml(link, escapeHtml(title), t, ' data-part="link"')}</h${level}>`
  const text = subtitle === undefined ? '' : `<p data-part="text">${escapeHtml(subtitle)}</p>`
  const card = `<article data-part="news-card"${attributesHtml({ 'data-size': size, 'data-card': '', lang: isFallback ? 'de' : undefined })}>${picture}<div data-part="body">${newsLabelHtml(variant, t)}${heading}${newsDateHtml(date)}${text}${topicChipsHtml(topics, t, chips)}</div></article>`
  return block === undefined ? card : `<div data-block="${block}">${card}</div>`
}
