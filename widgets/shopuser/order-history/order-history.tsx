import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES, type OrderEntry } from '@/api/orders'
import { withBackView } from '@/src/lib/back-view'
import { isOneOf } from '@/src/lib/guards'
import { orderDetailHref } from '@/src/lib/order-number'
import { formatPrice } from '@/src/lib/money'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { storedFromQuery } from '@/src/lib/table-query'
import { DataTable, type DataTableColumn } from '@/src/features/data-table/data-table'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchOrders } from '@/store/orders'
import { AccountTableGate } from '@/widgets/shopuser/parts/account-table/account-table-gate'
import { useBasisLabel } from '@/widgets/shopuser/parts/account-table/basis-label'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import type { OrderHistoryProps } from './order-history.widget'
import styles from './order-history.module.css'

// The columns the history can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['orderNumber', 'date', 'status', 'total']

/**
 * The order history (spec 1 §3, §7, §8): the orders of the customer the user works for as a
 * server-side table on the one table pattern (src/features/data-table): the order number links to the order's
 * detail page, the date as DD.MM.YYYY (spec 2 §9), the status in words, the number of lines and the total
 * (CHF as the server sent it, its price basis in the header, spec 1 §6); sort, filters and date range kept in
 * the address; the whole filtered history as CSV. Only for signed-in active shop users; an employee sees the
 * orders of the customer acted for.
 */
export function OrderHistory(props: OrderHistoryProps) {
  return (
    <AccountTableGate texts="orderHistory">
      <Orders {...props} />
    </AccountTableGate>
  )
}

function Orders({ orderDetailUrl, pageSize, storedKey, expectedRows }: OrderHistoryProps) {
  const { t } = useTranslation('shopuser')
  const basisLabel = useBasisLabel()
  const table = useServerTable({ request: fetchOrders, pageSize, storedKey, sortable: SORTABLE })
  // Each order's link carries the view the table shows, so that the detail's back link returns to it (spec 1 §2).
  const detailHref = (orderNumber: string) => withBackView(orderDetailHref(orderDetailUrl, orderNumber), storedKey, storedFromQuery(table.query))
  const status = (entry: OrderEntry) => (isOneOf(ORDER_STATUSES, entry.status) ? t(`orderHistory.status.${entry.status}`) : entry.status)

  const columns: DataTableColumn<OrderEntry>[] = [
    {
      key: 'orderNumber',
      label: t('orderHistory.columns.orderNumber'),
      sortable: true,
      render: (entry) => <SafeLink href={detailHref(entry.orderNumber)}>{entry.orderNumber}</SafeLink>,
      csv: (entry) => entry.orderNumber,
    },
    // The Swiss day, the one the date range filters by (the server's days are Swiss days), wherever the browser is.
    { key: 'date', label: t('orderHistory.columns.date'), sortable: true, render: (entry) => formatSwissDate(entry.date), csv: (entry) => formatSwissDate(entry.date) },
    {
      key: 'status',
      label: t('orderHistory.columns.status'),
      sortable: true,
      render: (entry) => (
        <span className={styles.status} data-status={entry.status}>
          {status(entry)}
        </span>
      ),
      csv: status,
    },
    { key: 'itemCount', label: t('orderHistory.columns.itemCount'), align: 'end', csv: (entry) => entry.itemCount },
    {
      key: 'total',
      label: basisLabel('orderHistory.columns.total'),
      sortable: true,
      align: 'end',
      render: (entry) => formatPrice(entry.total),
      // A number with two decimals and a point, as Swiss spreadsheets read it; the header names the currency.
      csv: (entry) => entry.total.toFixed(2),
      csvLabel: basisLabel('orderHistory.columns.totalCsv'),
    },
  ]

  return (
    <DataTable
      table={table}
      caption={t('orderHistory.caption')}
      columns={columns}
      rowKey={(entry) => entry.orderNumber}
      emptyText={t('orderHistory.noEntries')}
      notFoundText={t('orderHistory.notFound')}
      csvFileName={t('orderHistory.csvFileName')}
      placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
    />
  )
}
