import * as v from 'valibot'
import { newsTeaserEntries } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_NEWS } from '@/src/widget/example-news'
import { SmallNewsTeaser } from './small-news-teaser'

const props = v.object(newsTeaserEntries)

/** Props of the small news teaser: what its component receives, checked and with defaults. */
export type SmallNewsTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const SMALL_NEWS_TEASER_EXAMPLES = {
  fair: { article: EXAMPLE_NEWS.agrama },
  // The longest realistic texts: a product news without a picture, three topics.
  longest: { variant: 'product', article: EXAMPLE_NEWS.synthOil },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Artikel als kleiner Teaser (Dokument 2 §2.10): kleines Bild neben dem Text, Etikett mit Symbol, Titel als Link, Datum, Untertitel und höchstens zwei Themen-Chips.',
  props,
  component: SmallNewsTeaser,
  examples: SMALL_NEWS_TEASER_EXAMPLES,
  // The news card with its picture, date (dayjs), topic chips and the article's schema: 10.2 KB measured.
  budgetKb: 12,
})
