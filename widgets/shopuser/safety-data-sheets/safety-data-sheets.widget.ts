import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { tableProps } from '@/src/features/data-table/table-props'
import { SafetyDataSheets } from './safety-data-sheets'

const props = v.object({
  ...tableProps,
})

/** Props of the safety-data-sheets widget: what its component receives, checked and with defaults. */
export type SafetyDataSheetsProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Sicherheitsdatenblätter der vom Kunden bestellten Produkte (Dokument 2 §3, §7): Produkt, Artikelnummer, Sprache, Version und Überarbeitungsdatum, je ein Download-Link mit Dateiname und Grösse; sortierbar, mit Filtern (Produkt, Sprache) und Datumsbereich, in der Adresse gehalten (Parameter «stored»); Export der gefilterten Liste als CSV. Für einen Mitarbeiter die Blätter des Kunden, für den er handelt.',
  props,
  component: SafetyDataSheets,
  examples: {
    standard: {},
    compact: { pageSize: 10 },
  },
  // Measured 41.3 KB: axios and the request helper (22), the table pattern (src/features/data-table with its filter
  // panel, table and pager: 6), dayjs for the dates (4), valibot's pieces of the answer's schema (3); the CSV
  // writer loads on the first export only. The same as the order history: the widget's own part is small.
  // 43.1 KB measured once the news card shared the date helpers (one more shared chunk).
  budgetKb: 44,
})
