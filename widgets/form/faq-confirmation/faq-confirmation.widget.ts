import * as v from 'valibot'
import { blockLink, headingLevel } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FaqConfirmation } from './faq-confirmation'

const props = v.object({
  level: headingLevel(2),
  back: v.optional(v.pipe(blockLink, v.description('Der Link unter der Bestätigung, etwa zurück zu den häufigen Fragen.'))),
})

/** Props of the FAQ confirmation: what its component receives, checked and with defaults. */
export type FaqConfirmationProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die Bestätigung nach dem Kommunikationsprozess der häufigen Fragen (Dokument 2 §2.x FAQ confirmation, §9): der Dank, das Versprechen einer Antwort innert 48 Stunden, die Referenznummer aus der Adresse und was gesendet wurde (aus diesem Tab).',
  props,
  component: FaqConfirmation,
  examples: {
    standard: { back: { href: '/service/faq', text: 'Zurück zu den häufigen Fragen' } },
  },
  // Measured 4.0 KB: it reads what was sent from the tab and loads no API client (src/lib/contact-reference.ts).
  budgetKb: 6,
})
