import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { QuickOrder } from './quick-order'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschriften «Artikel erfassen», «Ihre Positionen» und «Ergebnis» (2 oder 3); der Seitentitel des CMS ist Stufe 1.')),
    2,
  ),
  cartUrl: v.optional(
    v.pipe(address, v.description('Adresse des Warenkorbs für den Link «Zum Warenkorb» im Ergebnis; ohne Angabe die Adresse der Sitzung (session.urls.b2BCartUrl).')),
  ),
})

/** Props of the quick-order widget: what its component receives, checked and with defaults. */
export type QuickOrderProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Schnellbestellung für Geschäftskunden (über die Spezifikation hinaus): Artikelnummern mit Mengen eintippen, aus Excel einfügen oder als CSV-Datei hochladen; jede Position wird mit Titel, Gebinde und Stückpreis geprüft oder nennt ihren Fehler, lässt sich in der Tabelle korrigieren, und alle gültigen Positionen kommen in einem Schritt in den B2B-Warenkorb, mit Bericht, was nicht hinein konnte. Nur für aktive Shop-Kunden, alle anderen sehen einen Hinweis.',
  props,
  component: QuickOrder,
  examples: {
    standard: {},
    belowASection: { headingLevel: 3, cartUrl: '/warenkorb' },
  },
  // Measured 39.8 KB: axios and the request helper (~23 KB, shared by every widget that calls the backend), the
  // cart family (~5 KB), the pack schema it shares with the product detail, and its own 7.6 KB. papaparse
  // (6.7 KB) is a chunk of its own, loaded only when a file is chosen. 43.1 KB since the oil finder's recommendation
  // shares its product lookup (the lookup's store became a chunk of its own).
  budgetKb: 44,
})
