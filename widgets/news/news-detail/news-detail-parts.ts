import type { NewsArticle } from '@/src/lib/news-schemas'

/** The article's picture, the width of the content column (max 800 px, spec 2 §9's container less its margins). */
export const NEWS_DETAIL_SIZES = '(min-width: 848px) 800px, calc(100vw - 48px)'

/** schema.org's advice: a headline of at most 110 characters. */
const HEADLINE_MAX = 110

/**
 * schema.org `NewsArticle` structured data of the article (what search engines show as a news result): the headline,
 * its lead, the day published, the picture, the language it is written in, and the publisher where the page names it.
 * `absolute` makes the picture's address absolute, as the data wants it (the island knows the page's origin).
 */
export function newsArticleData(article: Pick<NewsArticle, 'title' | 'subtitle' | 'date' | 'image' | 'isFallback'>, { publisher, language, absolute }: { publisher: string | undefined; language: string; absolute: (url: string) => string }) {
  const headline = Array.from(article.title)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1).join('')}…` : article.title,
    ...(article.subtitle === undefined ? {} : { description: article.subtitle }),
    datePublished: article.date,
    ...(article.image === undefined || article.image.decorative ? {} : { image: [absolute(article.image.fallback)] }),
    inLanguage: article.isFallback ? 'de' : language,
    ...(publisher === undefined ? {} : { publisher: { '@type': 'Organization', name: publisher } }),
  }
}
