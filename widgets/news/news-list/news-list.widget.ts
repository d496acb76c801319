import * as v from 'valibot'
import { PUBLICATION_TYPES } from '@/api/news-schemas'
import { headingLevel } from '@/src/lib/content-schemas'
import { NEWS_VARIANTS } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { NewsList } from './news-list'

// A folder, category or topic id as the CMS names them: a short token.
const ids = (description: string) =>
  v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[\w-]{1,60}$/, 'expected an id of letters, digits, - and _'))), v.maxLength(20), v.description(description)), [])

const props = v.object({
  folderIds: ids('Die Ordner des CMS, deren Artikel die Liste zeigt (folderIds[], Dokument 1 §7), z. B. news-ch; leer: alle.'),
  categoryIds: ids('Nur Artikel dieser Kategorien (categoryIds[]); leer: alle.'),
  topicIds: ids('Nur Artikel mit einem dieser Themen (topicIds[]); leer: alle.'),
  publicationType: v.optional(v.pipe(v.picklist(PUBLICATION_TYPES), v.description('Nur diese Art Veröffentlichung: news, press-release oder story; ohne Angabe alle.'))),
  pageSize: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100), v.description('Artikel je Seite und je «Mehr laden» (Dokument 1 §9: 20, höchstens 100).')),
    20,
  ),
  variant: v.optional(v.pipe(v.picklist(NEWS_VARIANTS), v.description('news: Meldungen; product: Produktneuheiten (Dokument 2 §2.10), am Etikett der Karten erkennbar.')), 'news'),
  level: headingLevel(2),
  initialPage: v.optional(
    v.pipe(
      // Checked in full by the answer's schema (api/news.ts) when the island starts; here only its outline.
      v.looseObject({ entries: v.array(v.unknown()), filters: v.optional(v.array(v.unknown())), pagination: v.looseObject({}) }),
      v.description(
        'Die erste Seite, wie GET /api/news/ sie für diese Adresse antwortet (entries, filters, pagination), vom CMS mitgegeben: Die Liste zeigt sie ohne Anfrage. Nur wenn sie für die Filter der Adresse gilt; sonst fragt die Liste selbst.',
      ),
    ),
  ),
})

/** Props of the news list: what its component receives, checked and with defaults. */
export type NewsListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die Artikel eines News-Ordners (Dokument 1 §2, §3, §4): Anzahl, Filter nach Kategorie, Thema und Jahr (in der Adresse gehalten), Karten mit Bild, Datum und Themen; «Mehr laden», solange Seite × Artikel je Seite unter der Gesamtzahl liegt.',
  props,
  component: NewsList,
  examples: {
    switzerland: { folderIds: ['news-ch'], pageSize: 6 },
    pressReleases: { publicationType: 'press-release', pageSize: 3, level: 3 },
  },
  // Measured 42.2 KB: axios and the request helper (~23 KB, shared with every widget that calls the backend), the filtered
  // list's hook and store with the filter panel (shared with the product list), the news card with dayjs for its date.
  budgetKb: 44,
})
