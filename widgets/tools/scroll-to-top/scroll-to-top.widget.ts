import * as v from 'valibot'
import { defineWidget } from '@/src/widget/define-widget'
import { ScrollToTop } from './scroll-to-top'

// Nothing to set: the threshold (1000 px) and the behaviour are the spec's (Dokument 2 §2.4, §9).
const props = v.object({})

export default defineWidget({
  description:
    'Schaltfläche «Zum Seitenanfang» unten rechts: erscheint, wenn die Seite mehr als 1000 px gescrollt ist und nach oben gescrollt wird; bringt Ansicht und Tastaturfokus an den Seitenanfang (Dokument 2 §2.4, §9).',
  props,
  component: ScrollToTop,
  examples: { standard: {} },
  budgetKb: 2,
  fallback: { none: 'Fixed at the bottom right and hidden until the page is scrolled up from beyond 1000 px: it takes no room in the page.' },
})
