/**
 * The CSV export's writing part, loaded only when a table is exported (csv-export-button.tsx): the rows of
 * the columns that have a `csv` value, under their labels, handed to the browser as a download named
 * `<file name>-<YYYY-MM-DD>.csv` (the day in Swiss time).
 */
import { csvBlob, downloadFile, safeFileName, toCsv } from '@/src/lib/csv'
import { swissToday } from '@/src/lib/swiss-time'
import type { DataTableColumn } from './data-table'

/** The CSV text of `entries` in the exported columns, headers first. */
export function csvOf<Entry>(columns: DataTableColumn<Entry>[], entries: readonly Entry[]): string {
  const exported = columns.flatMap((column) => (column.csv ? [{ label: column.csvLabel ?? column.label, value: column.csv }] : []))
  return toCsv([exported.map((column) => column.label), ...entries.map((entry) => exported.map((column) => column.value(entry)))])
}

/** Downloads `entries` as `<fileName>-<today>.csv`. */
export function exportCsv<Entry>(fileName: string, columns: DataTableColumn<Entry>[], entries: readonly Entry[]): void {
  downloadFile(`${safeFileName(fileName)}-${swissToday()}.csv`, csvBlob(csvOf(columns, entries)))
}
