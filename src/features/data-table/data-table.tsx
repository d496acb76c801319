import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isFiltered } from '@/src/lib/table-query'
import { Button } from '@/src/ui/button/button'
import { Pagination } from '@/src/ui/pagination/pagination'
import { Table, type TableColumn } from '@/src/ui/table/table'
import { CsvExportButton } from './csv-export-button'
import { FilterPanel } from './filter-panel'
import { isRetryable, type ServerTable } from './use-server-table'
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
   * Skeleton rows while the first page loads (only then: a later view keeps the rows or the text shown under
   * the busy label): by default a full page (the query's limit). A table whose first page the CMS knows to be
   * shorter (a contract of 6 positions) passes that number, as its fallback markup does, so the footer does not
   * jump when the rows arrive.
   */
  placeholderRows?: number
}

/**
 * A server-side table as every table of the account shows it (docs/cms-integration.md "Tables": one pattern): a toolbar
 * with the filter bar's toggle (filters and date range from the answer, FilterPanel), the CSV export of
 * the whole filtered table and a count that screen readers hear after each change; the table with
 * sortable headers where the server can sort (src/ui/table), skeleton rows while the first page loads and
 * a busy overlay while a later one does; the empty or not-found text; the failure with the server's
 * messages (and «Erneut versuchen» where there is no page to show and asking again may help); the pager
 * (src/ui/pagination). Long text is capped by the answer's schema and wraps in columns
 * marked `wrap`; other cells keep to one line and the table scrolls sideways on a phone.
 */
export function DataTable<Entry>({ table, caption, columns, rowKey, emptyText, notFoundText, csvFileName, placeholderRows }: DataTableProps<Entry>) {
  const { t } = useTranslation('common')
  const { query, results, running, failure } = table
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const area = useRef<HTMLDivElement>(null)
  const region = useRef<HTMLDivElement>(null)
  const retryButton = useRef<HTMLButtonElement>(null)
  const retried = useRef(false)

  const fields = results?.tableFilterFields ?? []
  const datepicker = results?.datepicker
  const hasFilters = fields.length > 0 || datepicker !== undefined
  const active = Object.keys(query.filters).length + (query.dateFrom !== '' || query.dateTo !== '' ? 1 : 0)
  const sortColumns = results?.tableSortColumns
  const shownColumns = columns.map((column) => ({ ...column, sortable: Boolean(column.sortable) && (sortColumns === undefined || sortColumns.includes(column.key)) }))
  const pagination = results?.pagination
  // «Erneut versuchen» where no page is shown, until the answer comes (busy meanwhile, so the focus stays on it).
  const offerRetry = failure !== null && results === null && isRetryable(failure)

  const retry = () => {
    retried.current = true
    table.retry()
  }
  useLayoutEffect(() => {
    if (running || !retried.current) return
    retried.current = false
    // The answer came and took the alert with its button: the focus, which was on the button, goes to the
    // table it brought (its region, named by the caption), not to the page's start. Unless it is elsewhere now.
    const lost = document.activeElement === null || document.activeElement === document.body
    if (retryButton.current === null && lost) region.current?.focus()
  }, [running])

  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }

  const goToPage = (page: number) => {
    table.goToPage(page)
    // The pager is below the rows: bring the table's top back into view when it has scrolled away.
    if (area.current && area.current.getBoundingClientRect().top < 0) area.current.scrollIntoView({ block: 'start' })
  }

  // The total counts at least the entries shown (src/lib/pagination.ts), so "none" never stands beside rows.
  const summary = !results
    ? running
      ? t('common.loading')
      : ''
    : results.entries.length === 0
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
        <FilterPanel id={panelId} fields={fields} datepicker={datepicker} applied={query} onApply={table.filter} onClose={close} />
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
          {offerRetry ? (
            <Button ref={retryButton} variant="secondary" size="s" busy={running} onClick={retry}>
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
            // Skeletons only before the first answer: filtering an empty result again must not flash a page of them.
            placeholderRows={results === null ? (placeholderRows ?? query.limit) : 0}
            empty={isFiltered(query) ? notFoundText : emptyText}
            regionRef={region}
          />
          {/* Over the rows shown while the next ones load; without rows, the table's own line says it is loading. */}
          {running && results !== null && results.entries.length > 0 ? (
            <div className={styles.overlay} aria-hidden="true">
              <span className={styles.spinner} />
              {t('common.loading')}
            </div>
          ) : null}
        </div>
      )}

      {/* The page asked for is current at once; the number of pages is the last answer's. */}
      <div className={styles.pager}>{pagination ? <Pagination page={query.page} pages={pagination.pages} onChange={goToPage} of={caption} /> : null}</div>
    </div>
  )
}
