import * as v from 'valibot'
import { blockHtml, blockText, linkHref } from '@/src/lib/content-schemas'
import { newsArticle, NEWS_VARIANTS } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_NEWS } from '@/src/widget/example-news'
import { NewsDetail } from './news-detail'

const props = v.object({
  article: v.pipe(
    v.object({ ...newsArticle.entries, text: blockHtml('Der Text des Artikels (Rich Text des CMS), bereinigt angezeigt.') }),
    v.description('Der Artikel (Dokument 2 §3): Titel, Untertitel, Datum, Bild, Themen, Text; isFallback, wenn er nur deutsch vorliegt.'),
  ),
  variant: v.optional(v.pipe(v.picklist(NEWS_VARIANTS), v.description('news: eine Meldung; product: eine Produktneuheit (Dokument 2 §2.10), am Etikett erkennbar.')), 'news'),
  listUrl: v.pipe(linkHref, v.description('Die News-Übersicht, zu der der Link «Alle News» zurückführt.')),
  level: v.optional(
    v.pipe(v.picklist([1, 2, 3, 4]), v.description('Gliederungsstufe des Titels; 1 auf der Seite des Artikels, die er benennt.')),
    1,
  ),
  publisher: v.optional(blockText(100, 'Der Herausgeber für die strukturierten Daten (NewsArticle), z. B. der Firmenname.')),
})

/** Props of the news detail: what its component receives, checked and with defaults. */
export type NewsDetailProps = PropsOf<typeof props>

const EXAMPLE_TEXT =
  '<p>Beim Heimrennen der Schweizer Motocross-Meisterschaft in Frauenfeld fuhr das MX Team Jura in der MX2-Klasse auf die Plätze eins und zwei.</p><h2>Ein Öl für Motor, Getriebe und Gabel</h2><p>Seit 2015 fährt das Team mit unserem Rennöl. Unsere Anwendungstechnik war an beiden Tagen vor Ort und hat nach jedem Lauf Ölproben genommen.</p><ul><li>Motor: vollsynthetisches 10W-50</li><li>Gabel: Gabelöl 5W</li></ul>'

/** The catalogue's examples, also the tests' props. */
export const NEWS_DETAIL_EXAMPLES = {
  // In the catalogue under its entry's heading; on an article's page the title is its <h1>.
  motocross: { listUrl: '/news', level: 4, publisher: 'Schmierstoffe AG', article: { ...EXAMPLE_NEWS.motocross, text: EXAMPLE_TEXT } },
  // An article only in German, on a page in another language, without a lead or a picture.
  germanOnly: {
    listUrl: '/news',
    level: 4,
    variant: 'product',
    article: { ...EXAMPLE_NEWS.hees46, subtitle: undefined, image: undefined, text: '<p>Nach ISO 15380, mit den Freigaben der grossen Maschinenhersteller.</p>' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description:
    'Ein News-Artikel (Dokument 1 §2, Dokument 2 §3): Etikett, Titel, Datum, Untertitel, Themen, Bild und der bereinigte Text, der Link zurück zur Übersicht und strukturierte Daten (NewsArticle); ein nur deutsch vorliegender Artikel ist als solcher gekennzeichnet.',
  props,
  component: NewsDetail,
  examples: NEWS_DETAIL_EXAMPLES,
  // Measured 23.2 KB: DOMPurify for the text (~9 KB), the picture, the topic chips, the date with dayjs.
  budgetKb: 24,
})
