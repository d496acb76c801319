import * as v from 'valibot'
import { shoppingListIdSchema } from '@/api/shopping-lists'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ShoppingListDetail } from './shopping-list-detail'

const props = v.object({
  shoppingListId: v.optional(
    v.pipe(shoppingListIdSchema, v.description('Die Id der Liste. Ohne Angabe liest die Seite sie aus dem Parameter «id» ihrer Adresse (…/liste?id=sl-werkstatt), wie die Übersicht sie verlinkt.')),
  ),
  backUrl: v.optional(v.pipe(address, v.description('Adresse der Übersicht der Einkaufslisten, für den Link «Zurück zu den Einkaufslisten»; ohne Angabe kein Zurück-Link.'))),
  headingLevel: v.optional(v.pipe(v.picklist([1, 2, 3]), v.description('Gliederungsstufe des Listennamens (1 bis 3); der Abschnitt der nicht bestellbaren Artikel steht eine Stufe tiefer.')), 2),
})

/** Props of the shopping-list-detail widget: what its component receives, checked and with defaults. */
export type ShoppingListDetailProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Eine Einkaufsliste mit ihren Artikeln (Dokument 2 §7): Bild, Titel, Gebinde, Artikelnummer, Preis, Menge und Summe, wie der Server sie rechnet; umbenennen, Artikel entfernen, die ganze Liste in den Warenkorb legen, zurück zur Übersicht.',
  props,
  component: ShoppingListDetail,
  examples: {
    fromAddress: { backUrl: '/konto/einkaufslisten' },
    workshop: { shoppingListId: 'sl-werkstatt', backUrl: '/konto/einkaufslisten', headingLevel: 3 },
  },
  // Measured 53.7 KB: axios and the request helper (22), react-hook-form for the rename (12), dayjs (4),
  // the shopping list family and its cart report (3.5), picture and price.
  budgetKb: 57,
})
