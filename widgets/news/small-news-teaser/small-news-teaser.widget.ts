import * as v from 'valibot'
import { newsTeaserEntries } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { SmallNewsTeaser } from './small-news-teaser'

const props = v.object(newsTeaserEntries)

/** Props of the small news teaser: what its component receives, checked and with defaults. */
export type SmallNewsTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props (linking to pages the demo has until it has the news' own). */
export const SMALL_NEWS_TEASER_EXAMPLES = {
  fair: {
    article: {
      id: 'news-117',
      title: 'Besuchen Sie uns an der Agrama in Bern',
      date: '2026-09-30',
      link: { href: '/unternehmen/standorte' },
      image: examplePicture('traktor', 'Ein Traktor auf dem Feld', 640),
      topics: [{ id: 'messen', name: 'Messen' }],
    },
  },
  // The longest realistic texts: a product news without a picture, three topics.
  longest: {
    variant: 'product',
    article: {
      id: 'news-119',
      title: 'Motorenöl Synth 5W-30 LL jetzt auch im 1-Liter-Gebinde mit Ausgiesser für Werkstatt und Kofferraum',
      subtitle: 'Mit der Freigabe VW 504 00/507 00 und in der neuen Flasche aus 50 % Rezyklat.',
      date: '2026-10-21',
      link: { href: '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-ll' },
      topics: [
        { id: 'motorenoel', name: 'Motorenöl' },
        { id: 'umwelt', name: 'Umwelt' },
        { id: 'industrie', name: 'Industrie' },
      ],
    },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Artikel als kleiner Teaser (Dokument 2 §2.10): kleines Bild neben dem Text, Etikett mit Symbol, Titel als Link, Datum, Untertitel und höchstens zwei Themen-Chips.',
  props,
  component: SmallNewsTeaser,
  examples: SMALL_NEWS_TEASER_EXAMPLES,
  // The news card with its picture, date (dayjs), topic chips and the article's schema: 10.2 KB measured.
  budgetKb: 11,
})
