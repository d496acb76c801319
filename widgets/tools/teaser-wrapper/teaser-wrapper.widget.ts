import * as v from 'valibot'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { TeaserWrapper } from './teaser-wrapper'

/** spec 2 §2.10: the teaser wrapper holds up to four blocks. */
export const TEASER_WRAPPER_SLOTS = 4

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift über den Blöcken; ohne Angabe keine.')),
  level: headingLevel(2),
  background: v.optional(v.pipe(v.picklist(['white', 'gray']), v.description('Hintergrund hinter den Blöcken (Dokument 2 §5).')), 'white'),
})

/** Props of the teaser wrapper: what its component receives, checked and with defaults. */
export type TeaserWrapperProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props; the catalogue puts demo blocks in their slots. */
export const TEASER_WRAPPER_EXAMPLES = {
  services: { title: 'Unsere Dienstleistungen' },
  // The longest realistic title, on gray.
  longest: { title: 'Alles für Ihre Werkstatt: Beratung, Ölanalyse, Schulungen und Lieferung am nächsten Werktag', level: 3, background: 'gray' },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: `Hält bis zu ${TEASER_WRAPPER_SLOTS} Blöcke nebeneinander (Dokument 2 §2.10), jeder in einem eigenen Platz (data-slot) mit eigenem Marker; auf dem Telefon untereinander.`,
  props,
  component: TeaserWrapper,
  examples: TEASER_WRAPPER_EXAMPLES,
  budgetKb: 2,
  slots: TEASER_WRAPPER_SLOTS,
})
