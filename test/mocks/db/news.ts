/**
 * The news of the demo site (spec 1 §2 news list and detail, §3 news response, §7 `GET /api/news/`; spec 2 §3 news
 * article): the 120 articles of news-seeds.ts, newest first, in the folder of their market, each with its category,
 * topics, a demo picture (test/cms/media) and its versions (German, and French or English where news-translations.ts
 * has them). What a list is configured to show (folders, categories, topics, publication type: the editor's choice in
 * the CMS) narrows the articles first; the visitor's filters (category, topic, year: facets.ts) narrow them further.
 * Constant data and pure functions; no Node or browser APIs beyond the media module's file paths.
 */
import { escapeHtml } from '@/src/widget/fallback'
import { demoImage } from '@/test/cms/media/index'
import type { Language, Text } from '@/test/cms/texts'
import { slugOf } from './catalogue'
import { filterByFacets, type Facet, type Selection } from './facets'
import { pageOf, type ListWindow } from '../list-window'
import { NEWS_SEEDS, type NewsSeed } from './news-seeds'
import { CATEGORY_IDS, NEWS_CATEGORIES, NEWS_TOPICS, TOPIC_IDS, type NewsCategory, type NewsFolder, type NewsTopic, type PublicationType } from './news-taxonomy'
import { CATEGORY_PARAGRAPHS, NEWS_TRANSLATIONS, PRESS_CONTACT, READ_MORE, type NewsLanguage } from './news-translations'
import { hashText } from './seeded'

/** An article's texts in one language. */
export type ArticleVersion = { title: string; subtitle: string; lead: string }

export type NewsArticle = {
  /** `news-001` (the oldest) to `news-120`. */
  id: string
  /** The last part of its page's address, from its German title. */
  slug: string
  /** The day it was published, YYYY-MM-DD. */
  date: string
  folder: NewsFolder
  publicationType: PublicationType
  category: NewsCategory
  topics: readonly NewsTopic[]
  /** The demo picture (test/cms/media/scenes.ts) it is shown with. */
  scene: string
  /** German always; French and English for the translated ones. */
  versions: Readonly<Partial<Record<NewsLanguage, ArticleVersion>>> & { de: ArticleVersion }
}

// The pictures that fit a topic; an article takes one of its first topic's, the same on every run.
const SCENES: Record<NewsTopic, readonly string[]> = {
  motorenoel: ['kanister', 'werkstatt'],
  hydraulik: ['werk', 'lager'],
  landwirtschaft: ['traktor'],
  industrie: ['werk', 'lager', 'labor'],
  motorsport: ['motorrad'],
  umwelt: ['windpark', 'alpen-panorama'],
  ausbildung: ['team', 'labor'],
  messen: ['team'],
}

function articleOf([date, market, publicationType, category, topics, title, subtitle, lead]: NewsSeed, index: number): NewsArticle {
  const slug = slugOf(title)
  const scenes = SCENES[topics[0] ?? 'industrie']
  const translated = Object.hasOwn(NEWS_TRANSLATIONS, title) ? NEWS_TRANSLATIONS[title] : undefined
  const versions: Partial<Record<NewsLanguage, ArticleVersion>> & { de: ArticleVersion } = { de: { title, subtitle, lead } }
  for (const [language, texts] of Object.entries(translated ?? {})) versions[language as NewsLanguage] = { title: texts[0], subtitle: texts[1], lead: texts[2] }
  return {
    id: `news-${String(index + 1).padStart(3, '0')}`,
    slug,
    date,
    folder: `news-${market}`,
    publicationType,
    category,
    topics,
    scene: scenes[hashText(slug) % scenes.length] ?? 'werk',
    versions,
  }
}

/** Every article, newest first (the order every list answers in), ties by id. */
export const NEWS_ARTICLES: readonly NewsArticle[] = NEWS_SEEDS.map(articleOf).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))

/** The language an article is shown in for a request's language: that one if it is written in it, else German. */
export const shownLanguage = (article: NewsArticle, language: Language): NewsLanguage =>
  language !== 'it' && article.versions[language] !== undefined ? language : 'de'

/** An article's text (spec 1 §2 news detail): its lead, its category's closing paragraph, a press release's contact. */
function textOf(article: NewsArticle, language: NewsLanguage, version: ArticleVersion): string {
  const paragraphs = [version.lead, CATEGORY_PARAGRAPHS[article.category][language], ...(article.publicationType === 'press-release' ? [PRESS_CONTACT[language]] : [])]
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')
}

/**
 * An article as the news list answers it (spec 2 §3: id, title, text, date, subtitle, link, image, topics,
 * isFallback; and its category, which a tile's label shows), in the request's language: the article's version in
 * it, or the German original with `isFallback: true`, so the front end can mark it `lang="de"`. Topic and category
 * names, being the CMS's own terms, are in the request's language either way.
 */
export function newsEntry(article: NewsArticle, language: Language) {
  const shown = shownLanguage(article, language)
  const version = article.versions[shown] ?? article.versions.de
  return {
    id: article.id,
    title: version.title,
    subtitle: version.subtitle,
    text: textOf(article, shown, version),
    date: article.date,
    link: { href: `/news/${article.slug}`, text: READ_MORE[shown] },
    image: demoImage(article.scene, shown),
    topics: article.topics.map((topic) => ({ id: topic, name: NEWS_TOPICS[topic][language] })),
    category: { id: article.category, name: NEWS_CATEGORIES[article.category][language] },
    isFallback: shown !== language,
  }
}

/** What the editor configured the list to show (spec 1 §7); an empty list or no type means any. */
export type NewsConfiguration = {
  folderIds: readonly string[]
  categoryIds: readonly string[]
  topicIds: readonly string[]
  publicationType: string | undefined
}

const anyOf = (chosen: readonly string[], values: readonly string[]) => chosen.length === 0 || values.some((value) => chosen.includes(value))

/** The articles a configured list shows, newest first: in any of its folders and categories, with any of its topics, of its type. */
export const configuredNews = ({ folderIds, categoryIds, topicIds, publicationType }: NewsConfiguration): NewsArticle[] =>
  NEWS_ARTICLES.filter(
    (article) =>
      anyOf(folderIds, [article.folder]) &&
      anyOf(categoryIds, [article.category]) &&
      anyOf(topicIds, article.topics) &&
      (publicationType === undefined || article.publicationType === publicationType),
  )

const yearOf = (article: NewsArticle) => article.date.slice(0, 4)

/** The visitor's filters of the news list, by the name they travel under (`filters[<name>][]`). */
export const NEWS_FILTER_NAMES = ['category', 'topic', 'year'] as const
export type NewsFilterName = (typeof NEWS_FILTER_NAMES)[number]

const FILTER_LABELS: Record<NewsFilterName, Text> = {
  category: { de: 'Kategorie', fr: 'Catégorie', it: 'Categoria', en: 'Category' },
  topic: { de: 'Thema', fr: 'Thème', it: 'Tema', en: 'Topic' },
  year: { de: 'Jahr', fr: 'Année', it: 'Anno', en: 'Year' },
}

/** The visitor's filters of the news list (spec 1 §3 "entries, filters"), labelled in `language`: categories and topics in their order, years newest first. */
export function newsFacets(language: Language): Facet<NewsArticle>[] {
  return [
    { name: 'category', label: FILTER_LABELS.category[language], valuesOf: (article) => [{ value: article.category, label: NEWS_CATEGORIES[article.category][language], order: CATEGORY_IDS.indexOf(article.category) }] },
    {
      name: 'topic',
      label: FILTER_LABELS.topic[language],
      valuesOf: (article) => article.topics.map((topic) => ({ value: topic, label: NEWS_TOPICS[topic][language], order: TOPIC_IDS.indexOf(topic) })),
    },
    { name: 'year', label: FILTER_LABELS.year[language], valuesOf: (article) => [{ value: yearOf(article), label: yearOf(article), order: -Number(yearOf(article)) }] },
  ]
}

/**
 * A page of a configured list under the visitor's filters, in `language` (spec 1 §3 news response): what the handler
 * answers, and what the simulated CMS gives the news list as its first page. Chosen values the list does not offer
 * are left out of the answer's `selected`.
 */
export function newsListPage(configuration: NewsConfiguration, selection: Selection, window: ListWindow, language: Language) {
  const narrowed = filterByFacets(configuredNews(configuration), newsFacets(language), selection)
  return { ...pageOf(narrowed.items, window, (article) => newsEntry(article, language)), filters: narrowed.filters }
}
