import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { tableProps } from '@/src/features/data-table/table-props'
import { ContractList } from './contract-list'

const props = v.object({
  contractDetailUrl: v.optional(
    v.pipe(
      address,
      v.description(
        'Adresse der Seite mit den Positionen eines Vertrags; die Vertragsnummer wird als Parameter «contract» angehängt (…/konto/vertrag?contract=4600001025). Ohne Angabe die Adresse der Sitzung (session.urls.contractDetailUrl); fehlt auch sie, sind die Vertragsnummern keine Links.',
      ),
    ),
  ),
  ...tableProps,
})

/** Props of the contract-list widget: what its component receives, checked and with defaults. */
export type ContractListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die Verträge (Rahmenverträge) des Geschäftskunden (Dokument 1 §3, §7, §8): Vertragsnummer (Link zu den Positionen), Bezeichnung, Gültigkeit, Status, vereinbarte und offene Menge oder Wert; sortierbar, mit Filtern, Gültigkeitszeitraum und Seiten, in der Adresse gehalten (Parameter «stored»); Export der gefilterten Verträge als CSV. Für einen Mitarbeiter die Verträge des Kunden, für den er handelt.',
  props,
  component: ContractList,
  examples: {
    standard: {},
    compact: { contractDetailUrl: '/konto/vertrag', pageSize: 10, storedKey: 'vertraege' },
  },
  // Measured 41.5 KB: axios and the request helper (22), the table pattern (src/features/data-table with its filter panel,
  // table and pager), dayjs for the dates, valibot's pieces of the answer's schema; the CSV writer loads on the
  // first export only.
  budgetKb: 44,
})
