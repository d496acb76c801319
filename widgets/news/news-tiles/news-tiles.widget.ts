import * as v from 'valibot'
import { blockLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { newsArticle, NEWS_VARIANTS } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_NEWS } from '@/src/widget/example-news'
import { NewsTiles } from './news-tiles'
import { TILE_LAYOUTS } from './news-tiles-layout'

const props = v.object({
  title: blockText(120, 'Der Titel des Bereichs, z. B. «News» (Dokument 2 §2.5).'),
  level: headingLevel(2),
  allNews: v.optional(v.pipe(blockLink, v.description('Der Link zu allen News mit seinem Text (Dokument 2 §2.5); ohne ihn keine Kachel «Alle News».'))),
  articles: v.optional(v.pipe(v.array(newsArticle), v.maxLength(12), v.description('Die Artikel der Kacheln (Dokument 2 §3), die neusten zuerst; ohne Artikel nur der Titel.')), []),
  layout: v.optional(
    v.pipe(v.picklist(TILE_LAYOUTS), v.description('Das Layout der Kacheln (Dokument 2 §2.10): wide eine je Zeile, lg zwei, md drei, sm vier, mobile kleine Karten untereinander; Themen-Chips 3 bei wide, mobile und lg, 2 bei md, 1 bei sm.')),
    'md',
  ),
  variant: v.optional(v.pipe(v.picklist(NEWS_VARIANTS), v.description('news: Meldungen; product: Produktneuheiten, am Etikett erkennbar.')), 'news'),
})

/** Props of the news tiles: what its component receives, checked and with defaults. */
export type NewsTilesProps = PropsOf<typeof props>

const ALL_NEWS = { href: '/news', text: 'Alle News' }

const ARTICLES = [EXAMPLE_NEWS.hees46, EXAMPLE_NEWS.agrama, EXAMPLE_NEWS.motocross]

/** The catalogue's examples, also the tests' props. */
export const NEWS_TILES_EXAMPLES = {
  homePage: { title: 'News', allNews: ALL_NEWS, articles: ARTICLES },
  // Fewer than three articles: the all-news tile fills the row (spec 2 §2.10).
  twoLarge: { title: 'Aus dem Rennsport', level: 3, allNews: ALL_NEWS, articles: ARTICLES.slice(1), layout: 'lg' },
  // Without articles only the title (spec 2 §2.5).
  empty: { title: 'News', level: 3, allNews: ALL_NEWS, articles: [] },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description:
    'Der News-Bereich der Startseite (Dokument 2 §2.5, §2.10): Titel, Link zu allen News und die Artikel als Kacheln mit Themen-Chips je nach Layout; bei weniger als drei Artikeln füllt eine Kachel «Alle News» die Reihe, ohne Artikel steht nur der Titel.',
  props,
  component: NewsTiles,
  examples: NEWS_TILES_EXAMPLES,
  // Measured 11.5 KB: the news card (picture, topic chips, the date with dayjs) and the tiles' props schema.
  budgetKb: 13,
})
