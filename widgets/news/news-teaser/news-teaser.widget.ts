import * as v from 'valibot'
import { newsTeaserEntries } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { NewsTeaser } from './news-teaser'

const props = v.object(newsTeaserEntries)

/** Props of the news teaser: what its component receives, checked and with defaults. */
export type NewsTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props (linking to pages the demo has until it has the news' own). */
export const NEWS_TEASER_EXAMPLES = {
  motocross: {
    article: {
      id: 'news-116',
      title: 'MX Team Jura gewinnt in Frauenfeld',
      subtitle: 'Doppelsieg beim Heimrennen der Schweizer Meisterschaft, mit unserem Rennöl im Tank und im Getriebe.',
      date: '2026-09-07',
      link: { href: '/rennsport/teams/mx-team-jura' },
      image: examplePicture('motorrad', 'Ein Motocross-Fahrer im Sprung', 540),
      topics: [
        { id: 'motorsport', name: 'Motorsport' },
        { id: 'motorenoel', name: 'Motorenöl' },
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
