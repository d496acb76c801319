import * as v from 'valibot'
import { newsTeaserEntries } from '@/src/lib/news-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_NEWS } from '@/src/widget/example-news'
import { NewsTeaser } from './news-teaser'

const props = v.object(newsTeaserEntries)

/** Props of the news teaser: what its component receives, checked and with defaults. */
export type NewsTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const NEWS_TEASER_EXAMPLES = {
  motocross: { article: EXAMPLE_NEWS.motocross },
  // The longest realistic texts: a product news with four topics (two shown, then the more chip), in its German original.
  longest: { variant: 'product', level: 2, article: EXAMPLE_NEWS.hees46 },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Artikel als Teaser (Dokument 2 §2.10): Bild, Etikett mit Symbol (Meldung oder Produktneuheit), Titel als Link, Datum, Untertitel und höchstens zwei Themen-Chips.',
  props,
  component: NewsTeaser,
  examples: NEWS_TEASER_EXAMPLES,
  // The news card with its picture, date (dayjs), topic chips and the article's schema: 10.2 KB measured.
  budgetKb: 12,
})
