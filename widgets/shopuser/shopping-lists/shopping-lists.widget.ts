import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ShoppingLists } from './shopping-lists'

const props = v.object({
  detailUrl: v.optional(
    v.pipe(
      address,
      v.description('Adresse der Detailseite einer Liste; die Id der Liste wird als Parameter «id» angehängt. Ohne Angabe die Adresse der Sitzung (session.urls.shoppingListUrl); fehlt auch sie, sind die Namen keine Links.'),
    ),
  ),
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschriften «Neue Einkaufsliste» und «Ihre Einkaufslisten» (2 oder 3); die Listennamen stehen eine Stufe tiefer.')),
    2,
  ),
})

/** Props of the shopping-lists widget: what its component receives, checked and with defaults. */
export type ShoppingListsProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die Einkaufslisten des angemeldeten Geschäftskunden (Dokument 2 §7): Name als Link zur Detailseite, Anzahl Artikel, letzte Änderung; neue Liste anlegen, umbenennen, nach Rückfrage löschen und eine ganze Liste in den Warenkorb legen, mit Bericht je Artikel, der nicht hinein konnte.',
  props,
  component: ShoppingLists,
  examples: {
    standard: {},
    withDetailPage: { detailUrl: '/konto/einkaufslisten/liste', headingLevel: 3 },
  },
  // Measured 52.2 KB: axios and the request helper (22), react-hook-form for the name forms (12), dayjs for the
  // dates (4), the shopping list family and its cart report (3.5). The delete confirmation (react-modal, 8 KB)
  // loads as a delete button is approached. 54.0 KB on 2026-11-30, as shared modules moved between chunks.
  budgetKb: 55,
})
