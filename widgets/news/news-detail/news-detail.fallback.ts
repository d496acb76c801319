import { headingsFrom } from '@/src/lib/heading-levels'
import { jsonLd } from '@/src/lib/json-ld'
import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { newsDateHtml, newsLabelHtml } from '@/src/ui/news-card/news-card-parts'
import { topicChipsHtml } from '@/src/ui/topic-chips/topic-chips.fallback'
import { attributesHtml, defineFallback, escapeHtml, linkHtml, type InputOf } from '@/src/widget/fallback'
import { NEWS_DETAIL_SIZES, newsArticleData } from './news-detail-parts'
import type declaration from './news-detail.widget'

/** What the CMS knows beyond the props: its own origin, which the structured data's picture address needs. */
export type NewsDetailData = { origin?: string }

export default defineFallback<InputOf<typeof declaration>, NewsDetailData>({
  description:
    'The article as the island renders it: `<div data-block="news-detail">` around `<article data-part="article">` with the back link to `listUrl`, the header (label with its icon, the title as a heading of `level` (the page\'s `<h1>` by default), the date DD.MM.YYYY in a `<time>`, the subtitle, the topic chips), for an article only in German (`isFallback`) `lang="de"` on title, lead and text and the note saying so, the picture (3:2, `srcset`, `sizes`, loading at once with high priority), the CMS\'s text as it wrote it, its headings under the title (the island sanitises it again); given the CMS\'s `origin`, the `NewsArticle` structured data (a JSON-LD script, its picture address absolute), for crawlers that run no script.',
  render: ({ article, variant = 'news', listUrl, level = 1, publisher }, { t, locale, origin }) => {
    const { title, subtitle, date, image, topics = [], isFallback = false, text } = article
    const lang = attributesHtml({ lang: isFallback ? 'de' : undefined })
    // For crawlers that run no script, given the CMS's origin (the picture's address must be absolute there).
    const data =
      origin === undefined
        ? undefined
        : newsArticleData({ title, subtitle, date, image: image && { ...image, decorative: image.decorative ?? false }, isFallback }, { publisher, language: locale, absolute: (url) => new URL(url, origin).href })
    return (
      '<div data-block="news-detail"><article data-part="article">' +
      `<p data-part="back">${linkHtml(listUrl, escapeHtml(t('news:newsDetail.back')))}</p>` +
      `<header data-part="header">${newsLabelHtml(variant, t)}` +
      `<h${level} data-part="title"${lang}>${escapeHtml(title)}</h${level}>${newsDateHtml(date)}` +
      (subtitle === undefined ? '' : `<p data-part="lead"${lang}>${escapeHtml(subtitle)}</p>`) +
      `${topicChipsHtml(topics, t)}</header>` +
      (isFallback ? `<p data-part="note">${escapeHtml(t('news:newsDetail.germanOnly'))}</p>` : '') +
      (image === undefined ? '' : blockPictureHtml({ image, sizes: NEWS_DETAIL_SIZES, ratio: '3-2', loading: 'eager', first: true }, t)) +
      `<div data-part="text"${lang}>${headingsFrom(text, level + 1)}</div>` +
      (data === undefined ? '' : `<script type="application/ld+json">${jsonLd(data)}</script>`) +
      '</article></div>'
    )
  },
})
