/**
 * The news of the demo site (spec 1 §2 news list, news detail): the overview at /news lists the articles of the
 * visitor's market (the CMS folder of the locale's country) with the news list, its first page rendered into the page
 * for the address's filter so the articles paint before any script; each article has its page at /news/<slug>.
 */
import { readFilterAddress } from '@/src/lib/filter-address'
import { NEWS_ARTICLES, newsEntry, newsListPage } from '@/test/mocks/db/news'
import type { NewsFolder } from '@/test/mocks/db/news-taxonomy'
import type { CmsContext } from '../context'
import { escapeHtml, marker } from '../html'
import { LANGUAGES, languageOf, translator, type Text } from '../texts'
import { fallbackHtml } from '../widget-markup'
import { footerContent } from './footer'
import type { PageDefinition } from './types'

/** The overview's address, which every article's way back leads to. */
export const NEWS_PATH = '/news'

/** Twelve a page: four rows of three from 1200 px, six of two on a tablet. */
const NEWS_PAGE_SIZE = 12

// A market's site lists its own folder: the Swiss news on a Swiss locale, and so on (Switzerland's by default).
const FOLDERS: Record<string, NewsFolder> = { CH: 'news-ch', DE: 'news-de', AT: 'news-at' }
const folderOf = (context: CmsContext): NewsFolder => FOLDERS[context.locale.split('-')[1] ?? ''] ?? 'news-ch'

/** The newest `count` articles of the visitor's market, in the page's language: the home page's news tiles. */
export const newsTilesArticles = (context: CmsContext, count: number) =>
  newsListPage({ folderIds: [folderOf(context)], categoryIds: [], topicIds: [], publicationType: undefined }, {}, { offset: 0, limit: count }, languageOf(context.locale)).entries

/** news/news-list as the CMS renders it for this request: its first page for the address's filter and the fallback. */
export function newsListMarker(context: CmsContext): string {
  const configuration = { folderIds: [folderOf(context)], categoryIds: [], topicIds: [], publicationType: undefined }
  const page = newsListPage(configuration, readFilterAddress(context.url.search), { offset: 0, limit: NEWS_PAGE_SIZE }, languageOf(context.locale))
  const props = { folderIds: configuration.folderIds, pageSize: NEWS_PAGE_SIZE, initialPage: page }
  // In a script child rather than the attribute: the first page is some kilobytes of JSON, unescaped there.
  return marker('news/news-list', props, { hydrate: 'load', propsIn: 'script', fallback: fallbackHtml('news/news-list', props, context.locale) })
}

export const newsOverviewPage: PageDefinition = {
  path: NEWS_PATH,
  title: { de: 'News', fr: 'Actualités', it: 'Notizie', en: 'News' },
  description: {
    de: 'Neuigkeiten aus Unternehmen, Produkten, Rennsport und Nachhaltigkeit, nach Kategorie, Thema und Jahr gefiltert.',
    fr: 'Les nouvelles de l’entreprise, des produits, de la compétition et de la durabilité, filtrées par catégorie, thème et année.',
    it: 'Le novità su azienda, prodotti, competizioni e sostenibilità, filtrate per categoria, tema e anno.',
    en: 'News on the company, products, racing and sustainability, filtered by category, topic and year.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Was uns bewegt: neue Produkte, Freigaben, Messen, Rennsport und unsere Arbeit für die Umwelt.',
      fr: 'Ce qui nous anime\u00a0: nouveaux produits, homologations, salons, compétition et notre travail pour l’environnement.',
      it: 'Cosa ci muove: nuovi prodotti, omologazioni, fiere, competizioni e il nostro lavoro per l’ambiente.',
      en: 'What moves us: new products, approvals, trade fairs, racing and our work for the environment.',
    })
    return `<p>${escapeHtml(intro)}</p>${newsListMarker(context)}`
  },
}

const ARTICLE_PATH = new RegExp(`^${NEWS_PATH}/([a-z0-9-]+)$`)

/**
 * The page of the article at `path` (`/news/<slug>`), if there is one: the news detail with the article in the page's
 * language (its German original where it has no version in it), below the overview in the breadcrumb.
 */
export function newsArticlePageFor(path: string): PageDefinition | undefined {
  const slug = ARTICLE_PATH.exec(path)?.[1]
  const article = slug === undefined ? undefined : NEWS_ARTICLES.find((item) => item.slug === slug)
  if (article === undefined) return undefined
  const titles = Object.fromEntries(LANGUAGES.map((language) => [language, newsEntry(article, language).title])) as Text
  const subtitles = Object.fromEntries(LANGUAGES.map((language) => [language, newsEntry(article, language).subtitle])) as Text
  return {
    path,
    title: titles,
    description: subtitles,
    ownHeading: true,
    breadcrumbs: [{ label: newsOverviewPage.title, path: NEWS_PATH }],
    body: (context) => {
      // The market's company publishes its news (the footer's contact block names it), as the articles' structured data says.
      const publisher = footerContent(context).contact?.company
      const props = { article: newsEntry(article, languageOf(context.locale)), listUrl: NEWS_PATH, ...(publisher === undefined ? {} : { publisher }) }
      return marker('news/news-detail', props, { hydrate: 'load', fallback: fallbackHtml('news/news-detail', props, context.locale, { origin: context.url.origin }) })
    },
  }
}

/** The newest article's page: the crawl and the widget checks visit it for every article's page. */
export const newsArticlePage = newsArticlePageFor(`${NEWS_PATH}/${NEWS_ARTICLES[0]?.slug ?? ''}`)!
