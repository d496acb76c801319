import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { tableProps } from '@/src/features/data-table/table-props'
import { OrderHistory } from './order-history'

const props = v.object({
  orderDetailUrl: v.optional(
    v.pipe(
      address,
      v.description('Adresse der Bestelldetailseite; die Bestellnummer wird als Parameter «order» angehängt (…/konto/bestellung?order=4500000123).'),
    ),
    '/konto/bestellung',
  ),
  ...tableProps,
})

/** Props of the order-history widget: what its component receives, checked and with defaults. */
export type OrderHistoryProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Bestellhistorie des Geschäftskunden (Dokument 1 §3, §7, §8): Bestellnummer (Link zur Bestelldetailseite), Datum, Status, Positionen und Total; sortierbar, mit Filtern, Datumsbereich und Seiten, in der Adresse gehalten (Parameter «stored»); Export der gefilterten Bestellungen als CSV. Für einen Mitarbeiter die Bestellungen des Kunden, für den er handelt.',
  props,
  component: OrderHistory,
  examples: {
    standard: {},
    compact: { orderDetailUrl: '/konto/bestellung', pageSize: 10 },
  },
  // Measured 41.8 KB: axios and the request helper (22), the table pattern (src/features/data-table with its filter
  // panel, table and pager: 6), dayjs for the dates (4), valibot's pieces of the answer's schema (3); the CSV
  // writer loads on the first export only (0.7).
  budgetKb: 45,
})
