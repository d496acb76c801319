import * as v from 'valibot'
import { contractNumberSchema } from '@/api/contracts'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { tableProps } from '@/src/features/data-table/table-props'
import { ContractPositions } from './contract-positions'

const props = v.object({
  contractNumber: v.optional(
    v.pipe(
      contractNumberSchema,
      v.description('Die Vertragsnummer. Ohne Angabe liest die Seite sie aus dem Parameter «contract» ihrer Adresse (…/konto/vertrag?contract=4600001025), wie die Vertragsliste sie verlinkt.'),
    ),
  ),
  backUrl: v.optional(v.pipe(address, v.description('Adresse der Vertragsliste, für den Link «Zurück zu den Verträgen» über der Tabelle; ohne Angabe kein Zurück-Link.'))),
  ...tableProps,
})

/** Props of the contract-positions widget: what its component receives, checked and with defaults. */
export type ContractPositionsProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die Positionen eines Vertrags (Dokument 1 §3, §7, §8): Position, Artikelnummer, Produkt (Link zur Produktseite), Gebinde, vereinbarte, abgerufene und offene Menge, Vertragspreis und letzter Abruf; sortierbar, mit Filtern, Datumsbereich und Seiten, in der Adresse gehalten; Export als CSV; Link zurück zur Vertragsliste.',
  props,
  component: ContractPositions,
  examples: {
    fromAddress: { backUrl: '/konto/vertraege' },
    fleet2026: { contractNumber: '4600001025', backUrl: '/konto/vertraege', storedKey: 'positionen', pageSize: 10 },
  },
  // Measured 42.1 KB: axios and the request helper (22), the table pattern (src/features/data-table with its filter panel,
  // table and pager), dayjs for the dates, valibot's pieces of the answer's schema; the CSV writer loads on the
  // first export only. 44.0 KB since the pager names what it pages (src/ui/pagination `of`).
  budgetKb: 45,
})
