import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES, type OrderEntry } from '@/api/orders'
import { formatDate } from '@/src/lib/dates'
import { orderDetailHref } from '@/src/lib/order-number'
import { formatPrice } from '@/src/lib/money'
import { DataTable, type DataTableColumn } from '@/src/ui/data-table/data-table'
import { useServerTable } from '@/src/ui/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { fetchOrders } from '@/store/orders'
import { selectPriceBasis } from '@/store/price-basis'
import { AccountAccessNote, useAccountAccess, useAccountScope } from '@/widgets/shopuser/parts/account-table/account-access'
import type { OrderHistoryProps } from './order-history.widget'
import styles from './order-history.module.css'

// The columns the history can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['orderNumber', 'date', 'status', 'total']

const isKnownStatus = (status: string): status is (typeof ORDER_STATUSES)[number] => (ORDER_STATUSES as readonly string[]).includes(status)

/**
 * The order history (spec 1 §3, §7, §8; issue 10): the orders of the customer the user works for as a
 * server-side table on the one table pattern (src/ui/data-table): the order number links to the order's
 * detail page, the date as DD.MM.YYYY (spec 2 §9), the status in words, the number of lines and the total
 * (CHF as the server sent it, its price basis in the header, spec 1 §6); sort, filters and date range kept in
 * the address; the whole filtered history as CSV. Only for signed-in active shop users; an employee sees the
 * orders of the customer acted for.
 */
export function OrderHistory({ orderDetailUrl, pageSize }: OrderHistoryProps) {
  const { t } = useTranslation('shopuser')
  const access = useAccountAccess()
  const scope = useAccountScope()
  if (access !== 'allowed') {
    return <AccountAccessNote access={access} texts={{ signedOut: t('orderHistory.signIn'), notShopUser: t('orderHistory.notShopUser'), noCustomer: t('orderHistory.noCustomer') }} />
  }
  return <Orders key={scope} orderDetailUrl={orderDetailUrl} pageSize={pageSize} />
}

function Orders({ orderDetailUrl, pageSize }: OrderHistoryProps) {
  const { t } = useTranslation('shopuser')
  const { t: tc } = useTranslation('common')
  const basis = useAppSelector(selectPriceBasis)
  const table = useServerTable({ request: fetchOrders, pageSize, sortable: SORTABLE })
  const status = (entry: OrderEntry) => (isKnownStatus(entry.status) ? t(`orderHistory.status.${entry.status}`) : entry.status)
  const totalLabel = basis ? t('orderHistory.columns.totalWithBasis', { basis: tc(`price.${basis}`) }) : t('orderHistory.columns.total')

  const columns: DataTableColumn<OrderEntry>[] = [
    {
      key: 'orderNumber',
      label: t('orderHistory.columns.orderNumber'),
      sortable: true,
      render: (entry) => <SafeLink href={orderDetailHref(orderDetailUrl, entry.orderNumber)}>{entry.orderNumber}</SafeLink>,
      csv: (entry) => entry.orderNumber,
    },
    { key: 'date', label: t('orderHistory.columns.date'), sortable: true, render: (entry) => formatDate(entry.date), csv: (entry) => formatDate(entry.date) },
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
      label: totalLabel,
      sortable: true,
      align: 'end',
      render: (entry) => formatPrice(entry.total),
      // A number with two decimals and a point, as Swiss spreadsheets read it; the header names the currency.
      csv: (entry) => entry.total.toFixed(2),
      csvLabel: basis ? t('orderHistory.columns.totalCsvWithBasis', { basis: tc(`price.${basis}`) }) : t('orderHistory.columns.totalCsv'),
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
    />
  )
}
