import { useId, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableSort } from '@/src/lib/table-query'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import styles from './table.module.css'

/** One column of a {@link Table}. */
export type TableColumn<Row> = {
  /** Identifies the column; also the sort field reported to `onSort`. */
  key: string
  /** The header text. */
  label: string
  /** Whether the header is a sort button. Default false. */
  sortable?: boolean
  /** The cell content; without it the row's own `key` member is shown if it is text or a number. */
  render?(row: Row): ReactNode
  /** Text alignment; 'end' for amounts and quantities. Default 'start'. */
  align?: 'start' | 'end'
  /**
   * Long text (names, descriptions) that may break into lines; its cells carry `data-wrap`, so a table that
   * keeps its cells to one line (src/features/data-table) lets these wrap. Default false.
   */
  wrap?: boolean
}

/** Props of {@link Table}. */
export type TableProps<Row> = {
  /** Names the table and its scroll region for assistive technology. */
  caption: string
  columns: TableColumn<Row>[]
  rows: Row[]
  /** A stable, unique key per row (an id, not the index). */
  rowKey(row: Row): string
  /** The current sort (the server's: src/features/data-table passes its query's). */
  sort?: TableSort
  /** Called with a column key when its sort button is pressed; the caller sorts (server-side). */
  onSort?(field: string): void
  /** Shown when there are no rows. Default: the "no entries" text. */
  empty?: ReactNode
  /** True while new rows are loading. */
  busy?: boolean
  /**
   * While busy without rows (the first page loading): this many skeleton rows, hidden from assistive
   * technology, so the table has its final size before its rows arrive. Default 0: the loading text.
   */
  placeholderRows?: number
  /** The focusable scroll region, named by the caption: where focus can go when the control that had it goes away. */
  regionRef?: Ref<HTMLDivElement>
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

function cellValue<Row>(row: Row, column: TableColumn<Row>): ReactNode {
  if (column.render) return column.render(row)
  // Rows are plain API records; a column without render shows its member only if it is printable.
  const value = (row as Record<string, unknown>)[column.key]
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

/**
 * A data table with sortable headers. Sortable headers are buttons inside the header cell, named by the
 * column's label alone, as the header cell is (a name such as «Nach Datum sortieren» would become the name of
 * the column's every cell for screen readers); one hidden hint per table describes them as sortable, and the
 * sorted column carries aria-sort. The table scrolls sideways inside a focusable, named region so
 * keyboard users can scroll it on small screens. Sorting is done by the caller; the table only renders
 * `rows` in the order given and reports header presses through `onSort`.
 */
export function Table<Row>({ caption, columns, rows, rowKey, sort = null, onSort, empty, busy = false, placeholderRows = 0, regionRef }: TableProps<Row>) {
  const { t } = useTranslation()
  const captionId = useId()
  const sortHintId = useId()
  const sortable = columns.some((column) => column.sortable)
  const sortedColumn = sort ? columns.find((column) => column.key === sort.field) : undefined
  const alignClass = (column: TableColumn<Row>) => (column.align === 'end' ? styles.end : undefined)

  return (
    <div className={styles.wrapper}>
      {/* A focusable region: the only way to scroll an overflowing table without a pointer (WCAG 2.1.1). */}
      <div ref={regionRef} className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={busy}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const order = sort?.field === column.key ? sort.order : undefined
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={alignClass(column)}
                    // aria-sort belongs on the sorted column only; "none" everywhere would be noise.
                    aria-sort={order ? ARIA_SORT[order] : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        aria-describedby={sortHintId}
                        onClick={() => onSort?.(column.key)}
                      >
                        <span>{column.label}</span>
                        <span className={styles.sortIcon} data-order={order ?? 'none'} aria-hidden="true" />
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody className={busy ? styles.busy : undefined}>
            {rows.length === 0 && busy && placeholderRows > 0 ? (
              Array.from({ length: placeholderRows }, (_, index) => (
                <tr key={index} aria-hidden="true" data-placeholder="">
                  {columns.map((column) => (
                    <td key={column.key} className={alignClass(column)}>
                      <Skeleton className={styles.placeholder} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {busy ? t('common.loading') : (empty ?? t('table.empty'))}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={alignClass(column)} data-wrap={column.wrap ? '' : undefined}>
                      {cellValue(row, column)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* Read as the description of each sort button, not on its own (hidden elements are still referenced). */}
      {sortable ? (
        <span id={sortHintId} hidden>
          {t('table.sortable')}
        </span>
      ) : null}
      {/* Screen readers do not reliably announce a changed aria-sort after the button press; this does. */}
      <span role="status" className="visually-hidden">
        {sort && sortedColumn
          ? `${sortedColumn.label}: ${t(sort.order === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending')}`
          : ''}
      </span>
    </div>
  )
}
