import * as v from 'valibot'
import { headingLevel } from '@/src/lib/content-schemas'
import { imageLoading } from '@/src/lib/image-schemas'
import { newsArticle } from '@/src/lib/news-schemas'
import { NEWS_VARIANTS } from '@/src/ui/news-card/news-card-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { NewsTeaser } from './news-teaser'

const props = v.object({
  article: v.pipe(newsArticle, v.description('Der Artikel (Dokument 2 §3): Titel, Untertitel, Datum, Link, Bild, Themen.')),
  variant: v.optional(v.pipe(v.picklist(NEWS_VARIANTS), v.description('news: eine Meldung; product: eine Produktneuheit (Dokument 2 §2.10), am Etikett erkennbar.')), 'news'),
  level: headingLevel(3),
  loading: imageLoading,
})

/** Props of the news teaser: what its component receives, checked and with defaults. */
export type NewsTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props (linking to pages the demo has until it has the news' own). */
export const NEWS_TEASER_EXAMPLES = {
  railway: {
    article: {
      id: 'news-118',
      title: 'Erster Kesselwagen nach Lugano',
      subtitle: 'Seit Oktober fahren unsere Schmierstoffe auch ins Tessin auf der Schiene.',
      date: '2026-10-14',
      link: { href: '/unternehmen/nachhaltigkeit/umwelt' },
      image: examplePicture('alpen-panorama', 'Die Alpen im Morgenlicht', 346),
      topics: [
        { id: 'umwelt', name: 'Umwelt' },
        { id: 'industrie', name: 'Industrie' },
      ],
    },
  },
  // The longest realistic texts: a product news with four topics (two shown, then the more chip), in its German original.
  longest: {
    variant: 'product',
    level: 2,
    article: {
      id: 'news-120',
      title: 'Neu im Sortiment: biologisch abbaubares Hydrauliköl HEES 46 für Forst, Landwirtschaft und Arbeiten am Wasser',
      subtitle: 'Nach ISO 15380, mit den Freigaben der grossen Maschinenhersteller, im 20-Liter-Kanister, im 205-Liter-Fass und im Container.',
      date: '2026-11-02',
      link: { href: '/wissen/hydraulikoel-hlp-hvlp-oder-hees' },
      image: examplePicture('kanister', 'Ein Kanister Hydrauliköl HEES 46', 1280),
      topics: [
        { id: 'hydraulik', name: 'Hydraulik' },
        { id: 'landwirtschaft', name: 'Landwirtschaft' },
        { id: 'umwelt', name: 'Umwelt' },
        { id: 'industrie', name: 'Industrie' },
      ],
      isFallback: true,
    },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Artikel als Teaser (Dokument 2 §2.10): Bild, Etikett mit Symbol (Meldung oder Produktneuheit), Titel als Link, Datum, Untertitel und höchstens zwei Themen-Chips.',
  props,
  component: NewsTeaser,
  examples: NEWS_TEASER_EXAMPLES,
  // The news card with its picture, date (dayjs), topic chips and the article's schema: 10.2 KB measured.
  budgetKb: 11,
})
