import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { SearchBox } from './search-box'

/** Where the search box stands: in the header bar (the site chrome) or in a page's content. */
export const PLACEMENTS = ['header', 'content'] as const

const props = v.object({
  placement: v.optional(
    v.pipe(
      v.picklist(PLACEMENTS),
      v.description(
        'header: in der Kopfzeile, ab 1024 px als Feld, darunter als Lupe, die ein Suchfeld unter der Kopfzeile öffnet; content: im Inhalt einer Seite, immer als Feld.',
      ),
    ),
    'header',
  ),
})

/** Props of the search-box widget: what its component receives, checked and with defaults. */
export type SearchBoxProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Suchfeld mit Live-Vorschlägen (Produkte und Inhalte ab 3 Zeichen); führt bei genau einem Treffer direkt dorthin, sonst zur Suchseite (Dokument 1 §2, §4, §5; Dokument 2 §2.4).',
  props,
  component: SearchBox,
  // The header placement is in the header bar of every page (test/cms/pages/search-box.ts); outside a header
  // bar its panel has nothing to hang from, and a second site search landmark would repeat the first.
  examples: {
    content: { placement: 'content' },
  },
  // Measured 7.5 KB. The live search's requests and axios load on the first focus (store/use-live-search.ts).
  budgetKb: 10,
})
