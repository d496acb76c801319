import { useTranslation } from 'react-i18next'
import { safetyDataSheetDownloadUrl, type SafetyDataSheetEntry } from '@/api/safety-data-sheets'
import { formatBytes } from '@/src/lib/bytes'
import { languageName } from '@/src/lib/display-names'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { DataTable, type DataTableColumn } from '@/src/features/data-table/data-table'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchSafetyDataSheets } from '@/store/safety-data-sheets'
import { AccountTableGate } from '@/widgets/shopuser/parts/account-table/account-table-gate'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import type { SafetyDataSheetsProps } from './safety-data-sheets.widget'
import styles from './safety-data-sheets.module.css'

// The columns the table can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['productName', 'articleNumber', 'language', 'revisionDate']

/**
 * The safety data sheets of the products the customer has ordered (spec 2 §3, §7) as a
 * server-side table on the one table pattern (src/features/data-table): product and article number, the sheet's
 * language by name in the page's language, its version and revision date (DD.MM.YYYY, spec 2 §9, with the
 * date range filter on it), and the file: a download link (same origin, `download`) naming the file and its
 * size in 1024 steps (spec 2 §2.6), whose accessible name adds product and language, since every row has
 * one. Sort, filters and date range kept in the address; the filtered list as CSV. Only for signed-in active
 * shop users; an employee sees the sheets of the customer acted for.
 */
export function SafetyDataSheets(props: SafetyDataSheetsProps) {
  return (
    <AccountTableGate texts="safetyDataSheets">
      <Sheets {...props} />
    </AccountTableGate>
  )
}

function Sheets({ pageSize, storedKey, expectedRows }: SafetyDataSheetsProps) {
  const { t, i18n } = useTranslation('shopuser')
  const table = useServerTable({ request: fetchSafetyDataSheets, pageSize, storedKey, sortable: SORTABLE })
  const language = (entry: SafetyDataSheetEntry) => languageName(entry.language, i18n.language)
  // The file as the link and the CSV name it: «SDB_10-4471_DE.pdf (412.35 KB)».
  const file = (entry: SafetyDataSheetEntry) => t('safetyDataSheets.file', { fileName: entry.fileName, size: formatBytes(entry.fileSize) })

  const columns: DataTableColumn<SafetyDataSheetEntry>[] = [
    { key: 'productName', label: t('safetyDataSheets.columns.product'), sortable: true, render: (entry) => entry.productName, csv: (entry) => entry.productName },
    { key: 'articleNumber', label: t('safetyDataSheets.columns.articleNumber'), sortable: true, render: (entry) => entry.articleNumber, csv: (entry) => entry.articleNumber },
    { key: 'language', label: t('safetyDataSheets.columns.language'), sortable: true, render: language, csv: language },
    { key: 'version', label: t('safetyDataSheets.columns.version'), render: (entry) => entry.version, csv: (entry) => entry.version },
    {
      key: 'revisionDate',
      label: t('safetyDataSheets.columns.revisionDate'),
      sortable: true,
      // A day, or a moment written as its Swiss day (the day the date range filters by).
      render: (entry) => formatSwissDate(entry.revisionDate),
      csv: (entry) => formatSwissDate(entry.revisionDate),
    },
    {
      key: 'file',
      label: t('safetyDataSheets.columns.file'),
      render: (entry) => (
        // Same origin by construction (a named address); `download` saves the PDF instead of leaving the page.
        // Every row has a link like it, so its name adds which product and language (WCAG 2.4.4), after the
        // visible text it starts with (2.5.3). A label rather than hidden text: browsers set hidden text apart
        // with a space of their own, which read «… KB) , Sicherheitsdatenblatt …».
        <SafeLink
          href={safetyDataSheetDownloadUrl(entry.id)}
          download={entry.fileName}
          type="application/pdf"
          className={styles.download}
          aria-label={t('safetyDataSheets.fileLabel', { file: file(entry), product: entry.productName, language: language(entry) })}
        >
          <span className={styles.icon} aria-hidden="true" />
          {file(entry)}
        </SafeLink>
      ),
      csv: file,
    },
  ]

  return (
    <DataTable
      table={table}
      caption={t('safetyDataSheets.caption')}
      columns={columns}
      rowKey={(entry) => entry.id}
      emptyText={t('safetyDataSheets.noEntries')}
      notFoundText={t('safetyDataSheets.notFound')}
      csvFileName={t('safetyDataSheets.csvFileName')}
      placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
    />
  )
}
