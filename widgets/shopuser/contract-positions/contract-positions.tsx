import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContractPosition } from '@/api/contracts'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { DataTable, type DataTableColumn } from '@/src/features/data-table/data-table'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchContractPositions } from '@/store/contracts'
import { AccountTableGate } from '@/widgets/shopuser/parts/account-table/account-table-gate'
import { useBasisLabel } from '@/widgets/shopuser/parts/account-table/basis-label'
import { readContractNumber } from '@/widgets/shopuser/parts/contracts/contract-address'
import { formatQuantity } from '@/widgets/shopuser/parts/contracts/contract-format'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import notes from '@/widgets/shopuser/parts/account-table/account-table.module.css'
import parts from '@/widgets/shopuser/parts/contracts/contracts.module.css'
import type { ContractPositionsProps } from './contract-positions.widget'

// The columns the positions can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['positionNumber', 'articleNumber', 'title', 'agreedQuantity', 'calledOffQuantity', 'remainingQuantity', 'unitPrice', 'lastCallOff']

/**
 * A contract's positions (spec 1 §3, §7, §8) as a server-side table on the one table pattern
 * (src/features/data-table): position, article number, the product (a link to its page) and its pack, the packs
 * agreed, called off and still open, the contract price (CHF as the server sent it, its price basis in the
 * header, spec 1 §6) and the day of the last call-off (DD.MM.YYYY, spec 2 §9); sort, filters and date range
 * kept in the address under `storedKey`; CSV export; the way back to the contract list. The contract is the
 * `contractNumber` prop or the address's `contract` parameter, checked by schema.
 */
export function ContractPositions({ contractNumber, backUrl, ...table }: ContractPositionsProps) {
  const { t } = useTranslation('shopuser')
  // Read once: the address does not change while the page shows this contract.
  const number = useMemo(() => contractNumber ?? readContractNumber(), [contractNumber])
  const back: ReactNode = backUrl ? (
    <p className={parts.back}>
      <SafeLink href={backUrl}>{t('contractPositions.back')}</SafeLink>
    </p>
  ) : null

  return (
    <AccountTableGate texts="contractPositions">
      {back}
      {number === undefined ? (
        // The same box as an account table's note, and the same fallback (<div data-fallback="note">).
        <div className={notes.note}>
          <p>{t('contractPositions.noContract')}</p>
        </div>
      ) : (
        <Positions key={number} contractNumber={number} {...table} />
      )}
    </AccountTableGate>
  )
}

type PositionsProps = { contractNumber: string } & Pick<ContractPositionsProps, 'pageSize' | 'storedKey' | 'expectedRows'>

function Positions({ contractNumber, pageSize, storedKey, expectedRows }: PositionsProps) {
  const { t } = useTranslation('shopuser')
  const basisLabel = useBasisLabel()
  const table = useServerTable({ request: fetchContractPositions(contractNumber), pageSize, storedKey, sortable: SORTABLE })

  // spec 1 §8 "not found": a contract of another customer (or of no one) answers 404, and asking again would get
  // the same; so, as on the order detail, a note in the table's place says so (in the box of the other notes).
  if (table.failure?.status === 404 && table.results === null) {
    return (
      <div className={notes.note} role="status">
        <p>{t('contractPositions.contractNotFound', { contractNumber })}</p>
      </div>
    )
  }

  const columns: DataTableColumn<ContractPosition>[] = [
    { key: 'positionNumber', label: t('contractPositions.columns.positionNumber'), sortable: true, align: 'end', csv: (entry) => entry.positionNumber },
    { key: 'articleNumber', label: t('contractPositions.columns.articleNumber'), sortable: true, csv: (entry) => entry.articleNumber },
    {
      key: 'title',
      label: t('contractPositions.columns.title'),
      sortable: true,
      render: (entry) => (entry.url ? <SafeLink href={entry.url} className={parts.name}>{entry.title}</SafeLink> : <span className={parts.name}>{entry.title}</span>),
      csv: (entry) => entry.title,
    },
    { key: 'pack', label: t('contractPositions.columns.pack'), render: (entry) => entry.pack ?? '', csv: (entry) => entry.pack ?? '' },
    { key: 'agreedQuantity', label: t('contractPositions.columns.agreedQuantity'), sortable: true, align: 'end', render: (entry) => formatQuantity(entry.agreedQuantity), csv: (entry) => entry.agreedQuantity, csvLabel: t('contractPositions.columns.agreedQuantityCsv') },
    { key: 'calledOffQuantity', label: t('contractPositions.columns.calledOffQuantity'), sortable: true, align: 'end', render: (entry) => formatQuantity(entry.calledOffQuantity), csv: (entry) => entry.calledOffQuantity, csvLabel: t('contractPositions.columns.calledOffQuantityCsv') },
    { key: 'remainingQuantity', label: t('contractPositions.columns.remainingQuantity'), sortable: true, align: 'end', render: (entry) => formatQuantity(entry.remainingQuantity), csv: (entry) => entry.remainingQuantity, csvLabel: t('contractPositions.columns.remainingQuantityCsv') },
    {
      key: 'unitPrice',
      label: basisLabel('contractPositions.columns.unitPrice'),
      sortable: true,
      align: 'end',
      render: (entry) => formatPrice(entry.unitPrice),
      // A number with two decimals and a point, as Swiss spreadsheets read it; the header names the currency.
      csv: (entry) => entry.unitPrice.toFixed(2),
      csvLabel: basisLabel('contractPositions.columns.unitPriceCsv'),
    },
    {
      key: 'lastCallOff',
      label: t('contractPositions.columns.lastCallOff'),
      sortable: true,
      render: (entry) => (entry.lastCallOff ? formatDate(entry.lastCallOff) : t('contractPositions.never')),
      csv: (entry) => (entry.lastCallOff ? formatDate(entry.lastCallOff) : ''),
    },
  ]

  return (
    <DataTable
      table={table}
      caption={t('contractPositions.caption', { contractNumber })}
      columns={columns}
      // Not the bare number: «10» would be the key of a skeleton row, and React would move that row instead of adding one.
      rowKey={(entry) => `position-${entry.positionNumber}`}
      emptyText={t('contractPositions.noEntries')}
      notFoundText={t('contractPositions.notFound')}
      csvFileName={t('contractPositions.csvFileName', { contractNumber })}
      placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
    />
  )
}
