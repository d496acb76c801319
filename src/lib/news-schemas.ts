/**
 * The news article entity (spec 2 §3: id, title, text, date, subtitle, link, image, topics, isFallback) as the news
 * widgets take it, from a marker's props or the news list's answer: checked once at the edge, lengths capped.
 */
import * as v from 'valibot'
import { isIsoDay } from './calendar-day'
import { bareLink, blockText, headingLevel } from './content-schemas'
import { blockImage, imageLoading } from './image-schemas'

/** A topic of an article: its id and its name in the page's language (spec 2 §2.10 topic chips). */
export const newsTopic = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,60}$/, 'must be an id of letters, digits, - and _')),
  name: blockText(60, 'Name des Themas, in der Sprache der Seite.'),
})

export const newsArticle = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/, 'must be an id of letters, digits, - and _'), v.description('Die Kennung des Artikels.')),
  title: blockText(200, 'Titel des Artikels.'),
  subtitle: v.optional(blockText(300, 'Ein Satz unter dem Titel.')),
  date: v.pipe(v.string(), v.check(isIsoDay, 'must be a day written YYYY-MM-DD'), v.description('Erscheinungstag, JJJJ-MM-TT; gezeigt als TT.MM.JJJJ (Dokument 2 §9).')),
  link: v.pipe(bareLink, v.description('Die Seite des Artikels.')),
  image: v.optional(v.pipe(blockImage, v.description('Das Bild des Artikels (3:2).'))),
  topics: v.optional(v.pipe(v.array(newsTopic), v.maxLength(20), v.description('Die Themen des Artikels, als Chips gezeigt.')), []),
  isFallback: v.optional(v.pipe(v.boolean(), v.description('Der Artikel fehlt in der Sprache der Seite: gezeigt im deutschen Original.')), false),
})

export type NewsArticle = v.InferOutput<typeof newsArticle>

/** spec 2 §2.10: a news teaser is about news or about a product. */
export const NEWS_VARIANTS = ['news', 'product'] as const
export type NewsVariant = (typeof NEWS_VARIANTS)[number]

/** The props of a news teaser, large or small (spec 2 §2.10), spread into its props object. */
export const newsTeaserEntries = {
  article: v.pipe(newsArticle, v.description('Der Artikel (Dokument 2 §3): Titel, Untertitel, Datum, Link, Bild, Themen.')),
  variant: v.optional(v.pipe(v.picklist(NEWS_VARIANTS), v.description('news: eine Meldung; product: eine Produktneuheit (Dokument 2 §2.10), am Etikett erkennbar.')), 'news'),
  level: headingLevel(3),
  loading: imageLoading,
}
