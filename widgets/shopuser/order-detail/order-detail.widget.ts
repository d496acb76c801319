import * as v from 'valibot'
import { orderNumberSchema } from '@/src/lib/order-number'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { OrderDetail } from './order-detail'

const props = v.object({
  orderNumber: v.optional(
    v.pipe(
      orderNumberSchema,
      v.description('Die Bestellnummer. Ohne Angabe liest die Seite sie aus dem Parameter «order» ihrer Adresse (…/konto/bestellung?order=4500000123), wie die Bestellhistorie sie verlinkt.'),
    ),
  ),
  orderHistoryUrl: v.optional(
    v.pipe(address, v.description('Adresse der Bestellhistorie für den Link «Zurück zur Bestellhistorie»; ohne Angabe die Adresse der Sitzung (session.urls.orderHistoryUrl), fehlt auch sie, kein Link.')),
  ),
  headingLevel: v.optional(
    v.pipe(v.picklist([1, 2, 3]), v.description('Gliederungsstufe der Überschrift «Bestellung …» (1 bis 3); Adressen und Positionen stehen eine Stufe tiefer.')),
    2,
  ),
})

/** Props of the order-detail widget: what its component receives, checked and with defaults. */
export type OrderDetailProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Eine Bestellung des Geschäftskunden (Dokument 1 §2, §3, §6, §8): Bestellnummer, Datum, Status, Liefer- und Rechnungsadresse, Total mit Preisangabe und die Positionen mit Gebinde, Menge, Einzelpreis und Summe, wie der Server sie rechnet. Die ganze Bestellung oder ausgewählte Positionen in einem Schritt erneut in den Warenkorb legen, mit Bericht je Position, die nicht hinein konnte. Für einen Mitarbeiter die Bestellungen des Kunden, für den er handelt.',
  props,
  component: OrderDetail,
  examples: {
    fromAddress: {},
    order: { orderNumber: '4500000735', orderHistoryUrl: '/konto/bestellhistorie', headingLevel: 2 },
  },
  // Measured 49.1 KB: axios and the request helper (22), the cart family for the reorder (store/cart.ts and its
  // answer schemas), dayjs for the dates (4), the table, the price, the report box and valibot's pieces. 52.2 KB since
  // its request is the shared detail request (src/features/detail-request), a chunk of its own with the job detail.
  budgetKb: 53,
})
