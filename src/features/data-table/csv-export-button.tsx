import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isRecord } from '@/src/lib/guards'
import { Button } from '@/src/ui/button/button'
import { useAppDispatch } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { failureTexts } from '@/store/request'
import type { DataTableColumn } from './data-table'
import type { ServerTable } from './use-server-table'
import styles from './data-table.module.css'

/** Props of {@link CsvExportButton}. */
export type CsvExportButtonProps<Entry> = {
  table: ServerTable<Entry>
  columns: DataTableColumn<Entry>[]
  /** The file name without date and extension. */
  fileName: string
}

type Progress = { page: number; pages: number } | null

// The export was cancelled, not refused: the island went away (use-server-table aborts what it started) and
// with it whoever asked, so there is nobody to tell (RTK's abort, axios's cancel).
const wasCancelled = (error: unknown): boolean => isRecord(error) && (error.name === 'AbortError' || error.name === 'CanceledError')

/**
 * Exports the whole filtered table as CSV (docs/cms-integration.md "Tables"): every page of the current view, not only
 * the one shown, read in large pages, with the columns' `csv` values; UTF-8 with byte order mark and `;`, so Excel
 * opens it in German-speaking locales (src/lib/csv.ts, loaded only when the button is pressed). The button shows its
 * progress; a page notification says how many rows were exported (and, past EXPORT_MAX_ROWS, that the export stopped
 * there), or why not. An export cancelled because the island went away ends quietly.
 */
export function CsvExportButton<Entry>({ table, columns, fileName }: CsvExportButtonProps<Entry>) {
  const { t } = useTranslation('common')
  const dispatch = useAppDispatch()
  const [progress, setProgress] = useState<Progress>(null)
  const exporting = progress !== null
  const ready = table.results !== null && table.results.pagination.total > 0

  const run = async () => {
    if (exporting || !ready) return
    setProgress({ page: 0, pages: table.results?.pagination.pages ?? 1 })
    try {
      const [{ exportCsv }, { entries, total }] = await Promise.all([import('./export-csv'), table.fetchAll((page, pages) => setProgress({ page, pages }))])
      exportCsv(fileName, columns, entries)
      const message = entries.length < total ? t('dataTable.exportedCut', { count: entries.length, total }) : t('dataTable.exported', { count: entries.length })
      dispatch(notificationsShown([{ type: 'success', message }]))
    } catch (error) {
      if (wasCancelled(error)) return
      // The server's messages; without any (a page that lacked its data, spec 1 §8, included) the export's own text.
      const messages = failureTexts(error)
      dispatch(notificationsShown((messages.length > 0 ? messages : [t('dataTable.exportFailed')]).map((message) => ({ type: 'error' as const, message }))))
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        className={styles.export}
        busy={exporting}
        aria-disabled={!ready || undefined}
        onClick={() => void run()}
      >
        {t('dataTable.export')}
      </Button>
      <span className="visually-hidden" role="status">
        {progress && progress.page > 0 ? t('dataTable.exporting', progress) : ''}
      </span>
    </>
  )
}
