import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '@/src/features/data-table/data-table'
import tableStyles from '@/src/features/data-table/data-table.module.css'
import type { ServerTable } from '@/src/features/data-table/use-server-table'
import styles from './ordered-products.module.css'

type SortSelectProps<Entry> = {
  table: ServerTable<Entry>
  /** The table's columns, to name a column sort the select does not offer. */
  columns: DataTableColumn<Entry>[]
}

// The select's own values beside the options' positions: the server's order, and a column sort it does not list.
const NONE = 'none'
const COLUMN = 'column'

/**
 * The sort offered as a select (spec 1 §3 "listSortSelectField (ordered products only)"): the options the
 * answer lists, each a sort field and order, plus the server's own order; choosing one sorts the table as the
 * column headers do (back to page 1, kept in the address), and a sort chosen at a header that the select does
 * not list shows as such. Above the table, because the table pattern (src/features/data-table) has no place for it;
 * its box is there while the first page loads, so the table never moves down when it arrives.
 */
export function SortSelect<Entry>({ table, columns }: SortSelectProps<Entry>) {
  const { t } = useTranslation('shopuser')
  const { t: tc } = useTranslation('common')
  const id = useId()
  const { results, query } = table
  if (results === null) return <div className={styles.sortBar} aria-hidden="true" />
  const field = results.listSortSelectField
  if (!field) return null

  const { sort } = query
  const index = sort ? field.options.findIndex((option) => option.sortField === sort.field && option.sortOrder === sort.order) : -1
  const value = sort === null ? NONE : index >= 0 ? String(index) : COLUMN
  const choose = (chosen: string) => {
    const option = chosen === NONE ? undefined : field.options[Number(chosen)]
    if (chosen === NONE) table.sortWith(null)
    else if (option) table.sortWith({ field: option.sortField, order: option.sortOrder })
  }

  return (
    <div className={styles.sortBar}>
      <label htmlFor={id}>{field.label}</label>
      <select id={id} className={`${tableStyles.select} ${styles.sortSelect}`} value={value} onChange={(event) => choose(event.target.value)}>
        <option value={NONE}>{t('orderedProducts.sortDefault')}</option>
        {field.options.map((option, position) => (
          <option key={position} value={String(position)}>
            {option.label}
          </option>
        ))}
        {sort && value === COLUMN ? (
          <option value={COLUMN} disabled>
            {t('orderedProducts.sortColumn', {
              column: columns.find((column) => column.key === sort.field)?.label ?? sort.field,
              order: tc(sort.order === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending'),
            })}
          </option>
        ) : null}
      </select>
    </div>
  )
}
