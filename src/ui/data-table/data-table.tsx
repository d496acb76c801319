import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isFiltered } from '@/src/lib/table-query'
import { Button } from '@/src/ui/button/button'
import { Pagination } from '@/src/ui/pagination/pagination'
import { Table, type TableColumn } from '@/src/ui/table/table'
import { CsvExportButton } from './csv-export-button'
import { FilterPanel } from './filter-panel'
import type { ServerTable, TableFilterValues } from './use-server-table'
import styles from './data-table.module.css'

/** One column of a {@link DataTable}: a table column, plus its value in the CSV export. */
export type DataTableColumn<Entry> = TableColumn<Entry> & {
  /**
   * The cell as plain text or a number in the CSV export (a date as DD.MM.YYYY, an amount as 1234.50); a
   * column without it is left out of the export. Sortable only where the server lists it in tableSortColumns.
   */
  csv?(entry: Entry): string | number
  /** The column's header in the CSV export, where it should say more than the table's (a currency). Default: `label`. */
  csvLabel?: string
}

/** Props of {@link DataTable}. */
export type DataTableProps<Entry> = {
  /** The table's state and actions, from useServerTable. */
  table: ServerTable<Entry>
  /** Names the table (its caption, shown above it). */
  caption: string
  columns: DataTableColumn<Entry>[]
  /** A stable, unique key per entry (its number or id). */
  rowKey(entry: Entry): string
  /** Shown when there are no entries at all (spec 1 §8 "no entries"). */
  emptyText: string
  /** Shown when the filters or the date range leave no entries (spec 1 §8, e.g. "order not found"). */
  notFoundText: string
  /** The CSV export's file name without date and extension (e.g. "bestellungen"); no export without it. */
  csvFileName?: string
  /**
   * Skeleton rows while the first page loads: by default a full page (the query's limit). A table whose first
   * page the CMS knows to be shorter (a contract of 6 positions) passes that number, as its fallback markup
   * does, so the footer does not jump when the rows arrive.
   */
  placeholderRows?: number
}

/**
 * A server-side table as every table of the account shows it (issue 10 "one table pattern"): a toolbar
 * with the filter bar's toggle (filters and date range from the answer, FilterPanel), the CSV export of
 * the whole filtered table and a count that screen readers hear after each change; the table with
 * sortable headers where the server can sort (src/ui/table), skeleton rows while the first page loads and
 * a busy overlay while a later one does; the empty or not-found text; the failure with the server's
 * messages; the pager (src/ui/pagination). Long text is capped by the answer's schema and wraps in columns
 * marked `wrap`; other cells keep to one line and the table scrolls sideways on a phone.
 */
export function DataTable<Entry>({ table, caption, columns, rowKey, emptyText, notFoundText, csvFileName, placeholderRows }: DataTableProps<Entry>) {
  const { t } = useTranslation('common')
  const { query, results, running, failure } = table
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const area = useRef<HTMLDivElement>(null)

  const fields = results?.tableFilterFields ?? []
  const datepicker = results?.datepicker
  const hasFilters = fields.length > 0 || datepicker !== undefined
  const active = Object.keys(query.filters).length + (query.dateFrom !== '' || query.dateTo !== '' ? 1 : 0)
  const sortColumns = results?.tableSortColumns
  const shownColumns = columns.map((column) => ({ ...column, sortable: Boolean(column.sortable) && (sortColumns === undefined || sortColumns.includes(column.key)) }))
  const pagination = results?.pagination

  // Applying starts the form again (its key is the applied view): the control that had focus gets it
  // back in the new form, by its place among the form's controls, so keyboard users stay where they were.
  const panelKey = JSON.stringify([query.filters, query.dateFrom, query.dateTo])
  const refocus = useRef<number | null>(null)
  const apply = (values: TableFilterValues) => {
    const form = document.getElementById(panelId)
    refocus.current = form instanceof HTMLFormElement && document.activeElement ? [...form.elements].indexOf(document.activeElement) : null
    table.filter(values)
  }
  useLayoutEffect(() => {
    const index = refocus.current
    refocus.current = null
    const form = document.getElementById(panelId)
    if (index === null || index < 0 || !(form instanceof HTMLFormElement) || form.contains(document.activeElement)) return
    const control = form.elements[index]
    if (control instanceof HTMLElement) control.focus()
  }, [panelKey, panelId])

  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }

  const goToPage = (page: number) => {
    table.goToPage(page)
    // The pager is below the rows: bring the table's top back into view when it has scrolled away.
    if (area.current && area.current.getBoundingClientRect().top < 0) area.current.scrollIntoView({ block: 'start' })
  }

  const summary = !results
    ? running
      ? t('common.loading')
      : ''
    : results.pagination.total === 0 || results.entries.length === 0
      ? t('dataTable.none')
      : t('dataTable.range', { from: results.pagination.offset + 1, to: results.pagination.offset + results.entries.length, total: results.pagination.total })

  return (
    // The filter panel follows its toggle in the markup, so Tab goes from the toggle into the open panel;
    // the grid still shows the export beside the toggle and the panel below the count (data-table.module.css).
    <div className={styles.root}>
      {hasFilters || !results ? (
        <Button
          ref={toggle}
          variant="secondary"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-disabled={!hasFilters || undefined}
          onClick={() => hasFilters && setOpen((value) => !value)}
        >
          {t('dataTable.filters')}
          {active > 0 ? (
            <>
              {' '}
              <span className={styles.count}>
                {active}
                {' '}
                <span className="visually-hidden">{t('dataTable.active')}</span>
              </span>
            </>
          ) : null}
        </Button>
      ) : null}

      {open && hasFilters ? (
        <FilterPanel
          // A new applied view (a restore after a failure, a value the server dropped) starts the form again.
          key={panelKey}
          id={panelId}
          fields={fields}
          datepicker={datepicker}
          applied={query}
          onApply={apply}
          onClose={close}
        />
      ) : null}

      {csvFileName ? <CsvExportButton table={table} columns={columns} fileName={csvFileName} /> : null}
      <p className={styles.summary} role="status">
        {summary}
      </p>

      {failure ? (
        <div className={styles.failure} role="alert">
          {(failure.messages.length > 0 ? failure.messages : [t('errors.unknown')]).map((message, index) => (
            <p key={index}>{message}</p>
          ))}
          {results === null && !running ? (
            <Button variant="secondary" size="s" onClick={table.retry}>
              {t('dataTable.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {results === null && !running ? null : (
        <div ref={area} className={styles.area} data-busy={running && results !== null ? '' : undefined}>
          <Table
            caption={caption}
            columns={shownColumns}
            rows={results?.entries ?? []}
            rowKey={rowKey}
            sort={query.sort}
            onSort={table.sortBy}
            busy={running}
            placeholderRows={placeholderRows ?? query.limit}
            empty={isFiltered(query) ? notFoundText : emptyText}
          />
          {running && results !== null ? (
            <div className={styles.overlay} aria-hidden="true">
              <span className={styles.spinner} />
              {t('common.loading')}
            </div>
          ) : null}
        </div>
      )}

      {/* The page asked for is current at once; the number of pages is the last answer's. */}
      <div className={styles.pager}>{pagination ? <Pagination page={query.page} pages={pagination.pages} onChange={goToPage} /> : null}</div>
    </div>
  )
}
