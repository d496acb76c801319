import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { tableProps } from '@/src/features/data-table/table-props'
import { CustomerList } from './customer-list'

const props = v.object({
  ...tableProps,
})

/** Props of the customer-list widget: what its component receives, checked and with defaults. */
export type CustomerListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Kundenliste der Mitarbeitenden (Dokument 2 §1, §3, §7 «Get customers»): die betreuten Kunden mit Kundennummer, Firma und Branche, Kontaktpersonen mit ihrer Funktion und Adresse; sortierbar, mit Suche und Filtern nach Ort, Kanton und Branche und Seiten, in der Adresse gehalten (Parameter «stored»); Export der gefilterten Kunden als CSV. Nur für angemeldete Mitarbeitende, alle anderen sehen einen Hinweis.',
  props,
  component: CustomerList,
  examples: {
    standard: {},
    compact: { pageSize: 10 },
  },
  // Measured 39.0 KB: axios and the request helper, the table pattern (src/features/data-table with its filter panel,
  // table and pager), valibot's pieces of the answer's schema, the columns; the CSV writer loads on the first export only.
  // 41.1 KB measured once the news card shared the date helpers (one more shared chunk).
  budgetKb: 42,
})
