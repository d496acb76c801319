import { useTranslation } from 'react-i18next'
import type { OrderedArticleEntry } from '@/api/ordered-articles'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { DataTable, type DataTableColumn } from '@/src/features/data-table/data-table'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchOrderedArticles } from '@/store/ordered-articles'
import { AccountTableGate } from '@/widgets/shopuser/parts/account-table/account-table-gate'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import type { OrderedProductsProps } from './ordered-products.widget'
import { AddToCartCell } from './add-to-cart-cell'
import { SortSelect } from './sort-select'
import styles from './ordered-products.module.css'

// The columns the list can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['title', 'productId', 'lastOrderDate', 'orderCount', 'totalQuantity']

/**
 * The ordered articles (spec 1 §2 "ordered products", §3, §7, §8): every pack the customer the
 * user works for has ordered, as a server-side table on the one table pattern (src/features/data-table): the product
 * (a link to its page), the pack's article number and the pack, when it was last ordered (DD.MM.YYYY, spec 2 §9), in
 * how many orders and how many packs in all, and a quantity with «In den Warenkorb» to order it again (or why
 * it cannot be). Sort by a column or by the server's sort select (listSortSelectField, sort-select.tsx), filters
 * and the period, all kept in the address; the whole filtered list as CSV. Only for signed-in active shop users;
 * an employee sees the articles of the customer acted for.
 */
export function OrderedProducts(props: OrderedProductsProps) {
  return (
    <AccountTableGate texts="orderedProducts">
      <Articles {...props} />
    </AccountTableGate>
  )
}

function Articles({ pageSize, storedKey, expectedRows }: OrderedProductsProps) {
  const { t } = useTranslation('shopuser')
  const table = useServerTable({ request: fetchOrderedArticles, pageSize, storedKey, sortable: SORTABLE })

  const columns: DataTableColumn<OrderedArticleEntry>[] = [
    {
      // At most two lines of the name (the rest in the link's tooltip), so every row has the same height as the
      // skeleton's and the CMS's fallback rows (ordered-products.module.css), and the rows never push what follows.
      key: 'title',
      label: t('orderedProducts.columns.title'),
      sortable: true,
      render: (entry) =>
        entry.url ? (
          <SafeLink href={entry.url} title={entry.title} className={styles.nameLink}>
            <span className={styles.name}>{entry.title}</span>
          </SafeLink>
        ) : (
          <span className={styles.name}>{entry.title}</span>
        ),
      // The export names the pack with the product, as the cart names a line.
      csv: (entry) => (entry.packSize ? `${entry.title}, ${entry.packSize}` : entry.title),
      csvLabel: t('orderedProducts.columns.titleCsv'),
    },
    {
      // The pack under its article number, which is what tells two packs of one product apart.
      key: 'productId',
      label: t('orderedProducts.columns.numberAndPack'),
      sortable: true,
      render: (entry) => (
        <span className={styles.stack}>
          <span>{entry.productId}</span>
          {entry.packSize ? <span className={styles.pack}>{entry.packSize}</span> : null}
        </span>
      ),
      csv: (entry) => entry.productId,
      csvLabel: t('orderedProducts.columns.productId'),
    },
    {
      key: 'lastOrderDate',
      label: t('orderedProducts.columns.lastOrderDate'),
      sortable: true,
      // The Swiss day, the one the period filters by, wherever the browser is.
      render: (entry) => formatSwissDate(entry.lastOrderDate),
      csv: (entry) => formatSwissDate(entry.lastOrderDate),
    },
    { key: 'orderCount', label: t('orderedProducts.columns.orderCount'), sortable: true, align: 'end', csv: (entry) => entry.orderCount },
    { key: 'totalQuantity', label: t('orderedProducts.columns.totalQuantity'), sortable: true, align: 'end', csv: (entry) => entry.totalQuantity },
    // No CSV value: the quantity to order again is this page's, not the list's.
    { key: 'order', label: t('orderedProducts.columns.order'), render: (entry) => <AddToCartCell entry={entry} /> },
  ]

  return (
    <div className={styles.root}>
      <SortSelect table={table} columns={columns} />
      <div className={styles.table}>
        <DataTable
          table={table}
          caption={t('orderedProducts.caption')}
          columns={columns}
          rowKey={(entry) => entry.productId}
          emptyText={t('orderedProducts.noEntries')}
          notFoundText={t('orderedProducts.notFound')}
          csvFileName={t('orderedProducts.csvFileName')}
          placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
        />
      </div>
    </div>
  )
}
