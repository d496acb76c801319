import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { MagazineViewer } from './magazine-viewer'
import { MAGAZINE_ID } from './provider'

const props = v.object({
  id: v.pipe(v.string(), v.regex(MAGAZINE_ID, 'must be a Yumpu document number'), v.description('Die Nummer des Magazins bei Yumpu.')),
  title: blockText(160, 'Welches Magazin der Rahmen zeigt: über dem Knopf, und nach dem Klick der Titel des Rahmens (Pflicht).'),
  small: v.optional(v.pipe(v.boolean(), v.description('Feste Höhe von 400 px statt 9/16 der Breite (auf dem Telefon quadratisch).')), false),
})

/** Props of the magazine viewer: what its component receives, checked and with defaults. */
export type MagazineViewerProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const MAGAZINE_VIEWER_EXAMPLES = {
  customerMagazine: { id: '68213554', title: 'Kundenmagazin «Schmierfilm» 2/2025' },
  // The longest realistic title, in the small viewer.
  longest: { id: '67009231', title: 'Produktkatalog Schmierstoffe 2025: Motorenöle, Getriebeöle, Hydrauliköle, Fette und Kühlmittel für Werkstatt, Industrie und Landwirtschaft', small: true },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Magazin von Yumpu zum Durchblättern, nach Nummer (Dokument 2 §2.10); erst nach einem Klick geladen. Höhe 400 px wenn klein, sonst 9/16 der Breite und auf dem Telefon quadratisch (§9).',
  props,
  component: MagazineViewer,
  examples: MAGAZINE_VIEWER_EXAMPLES,
  // The facade (src/ui/embed-facade/) and the provider adapter: 3.1 KB measured.
  budgetKb: 4,
})
