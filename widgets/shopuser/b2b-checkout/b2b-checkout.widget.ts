import * as v from 'valibot'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { B2bCheckout } from './b2b-checkout'

const props = v.object({
  shopUrl: v.optional(v.pipe(v.string(), v.maxLength(ADDRESS_MAX_LENGTH), v.description('Wohin «Weiter einkaufen» aus dem leeren Warenkorb führt.')), '/'),
  headingLevel: v.optional(
    v.pipe(v.picklist([1, 2, 3]), v.description('Gliederungsstufe der Überschrift des Schritts (1 bis 3); die Abschnitte der Übersicht stehen eine Stufe tiefer.')),
    2,
  ),
  itemRefTextsShown: v.optional(
    v.pipe(
      v.boolean(),
      v.description('Wie der Warenkorb beim Ausliefern der Seite steht: Referenztexte eingeblendet. Hält deren Platz in jeder Zeile, solange der Warenkorb lädt.'),
    ),
    false,
  ),
})

/** Props of the b2b-checkout widget: what its component receives, checked and with defaults. */
export type B2bCheckoutProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Warenkorb und Bestellung der Geschäftskunden in drei Schritten mit eigener Adresse (Parameter «step»: cart, delivery, overview; Dokument 2 §3, §4, §7): Warenkorb mit Mengen, Referenztexten je Position, Einstellungen und nicht bestellbaren Artikeln; Liefer- und Rechnungsadresse, Wunschtermin und Bemerkung; Übersicht mit AGB und dem einmaligen Absenden. Im Kundenmodus ist das Absenden gesperrt.',
  props,
  component: B2bCheckout,
  examples: {
    standard: {},
    belowPageTitle: { shopUrl: '/katalog', headingLevel: 3 },
  },
  // Measured 42.2 KB with the cart step (axios and the cart family: 26 of it, shared with every cart).
  // Loaded later, on their own: delivery (react-hook-form) 15 KB, overview (table, terms with DOMPurify
  // and react-modal, dates) 26 KB, the confirmation dialog (react-modal) 8 KB.
  budgetKb: 47,
})
