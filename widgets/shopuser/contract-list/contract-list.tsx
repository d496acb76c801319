import { useTranslation } from 'react-i18next'
import { CONTRACT_STATUSES, type ContractEntry } from '@/api/contracts'
import { formatDate } from '@/src/lib/dates'
import { isOneOf } from '@/src/lib/guards'
import { DataTable, type DataTableColumn } from '@/src/features/data-table/data-table'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchContracts } from '@/store/contracts'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { AccountTableGate } from '@/widgets/shopuser/parts/account-table/account-table-gate'
import { contractDetailHref } from '@/widgets/shopuser/parts/contracts/contract-address'
import { csvContractAmount, formatContractAmount } from '@/widgets/shopuser/parts/contracts/contract-format'
import { contractDetailUrlOf } from '@/widgets/shopuser/parts/contracts/detail-url'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import parts from '@/widgets/shopuser/parts/contracts/contracts.module.css'
import type { ContractListProps } from './contract-list.widget'

// The columns the list can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['contractNumber', 'title', 'validFrom', 'validTo', 'status']

/**
 * The contract list (spec 1 §3, §7, §8): the framework contracts of the customer the user works
 * for as a server-side table on the one table pattern (src/features/data-table): the contract number links to its
 * positions (session.urls.contractDetailUrl), the title, valid from and to as
 * DD.MM.YYYY (spec 2 §9), the status in words, what was agreed and what is still open (a quantity in its unit,
 * or a value in CHF as the server sent it, on the user's price basis, spec 1 §6); sort, filters and the
 * validity range kept in the address; the whole filtered list as CSV. Only for signed-in active shop users; an
 * employee sees the contracts of the customer acted for.
 */
export function ContractList(props: ContractListProps) {
  return (
    <AccountTableGate texts="contractList">
      <Contracts {...props} />
    </AccountTableGate>
  )
}

function Contracts({ contractDetailUrl, pageSize, storedKey, expectedRows }: ContractListProps) {
  const { t } = useTranslation('shopuser')
  const { urls } = useAppSelector(selectSession)
  const detailUrl = contractDetailUrlOf(contractDetailUrl, urls)
  const table = useServerTable({ request: fetchContracts, pageSize, storedKey, sortable: SORTABLE })
  const status = (entry: ContractEntry) => (isOneOf(CONTRACT_STATUSES, entry.status) ? t(`contractList.status.${entry.status}`) : entry.status)

  const columns: DataTableColumn<ContractEntry>[] = [
    {
      key: 'contractNumber',
      label: t('contractList.columns.contractNumber'),
      sortable: true,
      render: (entry) =>
        detailUrl === undefined ? entry.contractNumber : <SafeLink href={contractDetailHref(detailUrl, entry.contractNumber)}>{entry.contractNumber}</SafeLink>,
      csv: (entry) => entry.contractNumber,
    },
    {
      key: 'title',
      label: t('contractList.columns.title'),
      sortable: true,
      // One line, cut with an ellipsis where long: every row keeps the table's row height (and the fallback's).
      render: (entry) => <span className={parts.name}>{entry.title}</span>,
      csv: (entry) => entry.title,
    },
    { key: 'validFrom', label: t('contractList.columns.validFrom'), sortable: true, render: (entry) => formatDate(entry.validFrom), csv: (entry) => formatDate(entry.validFrom) },
    { key: 'validTo', label: t('contractList.columns.validTo'), sortable: true, render: (entry) => formatDate(entry.validTo), csv: (entry) => formatDate(entry.validTo) },
    {
      key: 'status',
      label: t('contractList.columns.status'),
      sortable: true,
      render: (entry) => (
        <span className={parts.status} data-status={entry.status}>
          {status(entry)}
        </span>
      ),
      csv: status,
    },
    { key: 'agreed', label: t('contractList.columns.agreed'), align: 'end', render: (entry) => formatContractAmount(entry.agreed), csv: (entry) => csvContractAmount(entry.agreed) },
    { key: 'remaining', label: t('contractList.columns.remaining'), align: 'end', render: (entry) => formatContractAmount(entry.remaining), csv: (entry) => csvContractAmount(entry.remaining) },
  ]

  return (
    <DataTable
      table={table}
      caption={t('contractList.caption')}
      columns={columns}
      rowKey={(entry) => entry.contractNumber}
      emptyText={t('contractList.noEntries')}
      notFoundText={t('contractList.notFound')}
      csvFileName={t('contractList.csvFileName')}
      placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
    />
  )
}
