/**
 * What the news list is configured and filtered by (spec 1 §7 `GET /api/news/`: folderIds[], categoryIds[],
 * topicIds[], publicationType): the CMS's news folders, the four categories, the eight topics (spec 2 §2.10: the
 * topic chips of the news tiles) and the kinds of publication. The spec names the parameters but none of their
 * values; these are the demo site's. Category and topic names are answered in the request's language, so they
 * are written in the four languages of the simulated CMS (test/cms/texts.ts).
 */
import type { Text } from '@/test/cms/texts'

/** The CMS folders the articles live in, one per market the maker's sites serve; an editor's list names some of them. */
export const NEWS_FOLDERS = { 'news-ch': 'Schweiz', 'news-de': 'Deutschland', 'news-at': 'Österreich' } as const
export type NewsFolder = keyof typeof NEWS_FOLDERS

/** What kind of publication an article is: a short news item, a press release (with the press contact), a story. */
export const PUBLICATION_TYPES = ['news', 'press-release', 'story'] as const
export type PublicationType = (typeof PUBLICATION_TYPES)[number]

export const NEWS_CATEGORIES = {
  unternehmen: { de: 'Unternehmen', fr: 'Entreprise', it: 'Azienda', en: 'Company' },
  produkte: { de: 'Produkte', fr: 'Produits', it: 'Prodotti', en: 'Products' },
  rennsport: { de: 'Rennsport', fr: 'Compétition', it: 'Competizioni', en: 'Racing' },
  nachhaltigkeit: { de: 'Nachhaltigkeit', fr: 'Durabilité', it: 'Sostenibilità', en: 'Sustainability' },
} as const satisfies Record<string, Text>
export type NewsCategory = keyof typeof NEWS_CATEGORIES

export const NEWS_TOPICS = {
  motorenoel: { de: 'Motorenöl', fr: 'Huile moteur', it: 'Olio motore', en: 'Engine oil' },
  hydraulik: { de: 'Hydraulik', fr: 'Hydraulique', it: 'Idraulica', en: 'Hydraulics' },
  landwirtschaft: { de: 'Landwirtschaft', fr: 'Agriculture', it: 'Agricoltura', en: 'Agriculture' },
  industrie: { de: 'Industrie', fr: 'Industrie', it: 'Industria', en: 'Industry' },
  motorsport: { de: 'Motorsport', fr: 'Sport motorisé', it: 'Motorsport', en: 'Motorsport' },
  umwelt: { de: 'Umwelt', fr: 'Environnement', it: 'Ambiente', en: 'Environment' },
  ausbildung: { de: 'Ausbildung', fr: 'Formation', it: 'Formazione', en: 'Training' },
  messen: { de: 'Messen', fr: 'Salons', it: 'Fiere', en: 'Trade fairs' },
} as const satisfies Record<string, Text>
export type NewsTopic = keyof typeof NEWS_TOPICS

export const FOLDER_IDS = Object.keys(NEWS_FOLDERS) as NewsFolder[]
export const CATEGORY_IDS = Object.keys(NEWS_CATEGORIES) as NewsCategory[]
export const TOPIC_IDS = Object.keys(NEWS_TOPICS) as NewsTopic[]
