import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { SearchResults } from './search-results'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(
      v.picklist([1, 2, 3]),
      v.description('Gliederungsstufe des Titels mit Trefferzahl und Suchbegriff (1 bis 3); die Produkt- und Seitentitel stehen eine Stufe tiefer.'),
    ),
    2,
  ),
})

/** Props of the search-results widget: what its component receives, checked and with defaults. */
export type SearchResultsProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Suchergebnisseite (Dokument 1 §2, §5): liest den Suchbegriff aus dem Parameter «search» der Adresse, zeigt Trefferzahl, Did-you-mean-Vorschläge und die Reiter Produkte (mit Kategorienfilter, in der Adresse gehalten) und Seiten; «Mehr laden» ergänzt je 12.',
  props,
  component: SearchResults,
  examples: {
    standard: {},
    belowASection: { headingLevel: 3 },
  },
  // axios and the request helper (shared with every widget that calls the backend, ~23 KB) are most of it;
  // the product area's shared tile brings the price labels of active shop users (spec 1 §6). 43.0 KB measured when
  // the answers' checks gained checkOptional (src/lib/schema-check.ts).
  budgetKb: 44,
})
