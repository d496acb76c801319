import { createElement, useMemo, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { headingsFrom } from '@/src/lib/heading-levels'
import { jsonLd } from '@/src/lib/json-ld'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { NewsDate, NewsLabel } from '@/src/ui/news-card/news-label'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { TopicChips } from '@/src/ui/topic-chips/topic-chips'
import { NEWS_DETAIL_SIZES, newsArticleData } from './news-detail-parts'
import type { NewsDetailProps } from './news-detail.widget'
import './news-detail.css'

const absolute = (url: string) => new URL(url, window.location.href).href

/**
 * Whether the page before this one in the tab's history is the list at `listUrl` (the visitor came from it): then the
 * way back is the browser's, which restores the list as it was (its filter, the pages loaded, the place scrolled to).
 */
function cameFrom(listUrl: string): boolean {
  if (document.referrer === '' || window.history.length < 2) return false
  const before = new URL(document.referrer)
  const list = new URL(listUrl, window.location.href)
  return before.origin === window.location.origin && before.pathname === list.pathname
}

/**
 * A news article's page (spec 1 §2 news detail, spec 2 §3 news article): the way back to the list, the label, the title
 * (by default the page's one `<h1>`), the date (DD.MM.YYYY), the subtitle, the topics, the picture (the first screen's largest
 * paint: at once, with high priority), the CMS's text sanitised, and `NewsArticle` structured data. An article only in
 * German (isFallback) has its title, lead and text marked `lang="de"` (label and topics are the page's language) and says so in the page's language. The markup of news-detail.fallback.ts.
 */
export function NewsDetail({ article, variant, listUrl, level, publisher }: NewsDetailProps) {
  const { t, i18n } = useTranslation('news')
  const { title, subtitle, date, image, topics, isFallback, text } = article
  // Its headings under the title (src/lib/heading-levels.ts), as the fallback writes them.
  const clean = useMemo(() => headingsFrom(sanitizeHtml(text), level + 1), [text, level])
  const lang = isFallback ? 'de' : undefined
  const data = useMemo(() => jsonLd(newsArticleData(article, { publisher, language: i18n.language, absolute })), [article, publisher, i18n.language])

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !cameFrom(listUrl)) return
    event.preventDefault()
    window.history.back()
  }

  return (
    <div data-block="news-detail">
      <article data-part="article">
        <p data-part="back">
          <SafeLink href={listUrl} onClick={back}>
            {t('newsDetail.back')}
          </SafeLink>
        </p>
        <header data-part="header">
          <NewsLabel variant={variant} />
          {createElement(`h${level}`, { 'data-part': 'title', lang }, title)}
          <NewsDate date={date} />
          {subtitle !== undefined && (
            <p data-part="lead" lang={lang}>
              {subtitle}
            </p>
          )}
          <TopicChips topics={topics} />
        </header>
        {isFallback && <p data-part="note">{t('newsDetail.germanOnly')}</p>}
        {image !== undefined && <BlockPicture image={image} sizes={NEWS_DETAIL_SIZES} ratio="3-2" loading="eager" first />}
        <div data-part="text" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />
        {/* JSON with `<` escaped (src/lib/json-ld.ts): no text of the article can end the script. */}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      </article>
    </div>
  )
}
