import { useTranslation } from 'react-i18next'
import type { JobEntry } from '@/api/jobs'
import { withBackView } from '@/src/lib/back-view'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { storedFromQuery } from '@/src/lib/table-query'
import { DataTable, type DataTableColumn } from '@/src/features/data-table/data-table'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { fetchJobs } from '@/store/jobs'
import { jobDetailHref } from '@/widgets/news/parts/job-address'
import type { JobListProps } from './job-list.widget'
import styles from './job-list.module.css'

// The columns the list can sort by, if the server lists them too (tableSortColumns).
const SORTABLE = ['title', 'location', 'publishedAt']

/**
 * The open positions (spec 1 §1, §2 "job list") as a server-side table on the one table pattern
 * (src/features/data-table, docs/cms-integration.md "Tables"): the title links to the job's page, then where, which
 * department, the workload and the day it was published as DD.MM.YYYY (spec 2 §9); the filters the server offers
 * (location, department, workload), the sort and the page kept in the address (spec 1 §2); the count line, which
 * screen readers hear after each change; the texts for no open positions and for none that fit the filters. Its columns
 * have fixed widths, the texts breaking into lines; on a phone the table scrolls sideways in its own region.
 */
export function JobList({ jobDetailUrl, pageSize, storedKey, expectedRows }: JobListProps) {
  const { t } = useTranslation('news')
  const table = useServerTable({ request: fetchJobs, pageSize, storedKey, sortable: SORTABLE })
  // Each job's link carries the view the table shows, so that the detail's back link returns to it (spec 1 §2).
  const detailHref = (jobId: string) => withBackView(jobDetailHref(jobDetailUrl, jobId), storedKey, storedFromQuery(table.query))

  const columns: DataTableColumn<JobEntry>[] = [
    // The texts break into lines in their columns (job-list.module.css), a title being long (`Gebietsverkaufsleiterin /
    // Gebietsverkaufsleiter Baden-Württemberg`): the table fits the content column on a desktop.
    { key: 'title', label: t('jobList.columns.title'), sortable: true, wrap: true, render: (job) => <SafeLink href={detailHref(job.id)}>{job.title}</SafeLink> },
    { key: 'location', label: t('jobList.columns.location'), sortable: true, wrap: true },
    { key: 'department', label: t('jobList.columns.department'), wrap: true },
    { key: 'workload', label: t('jobList.columns.workload') },
    // A plain day (YYYY-MM-DD) is written as it is, wherever the browser is.
    { key: 'publishedAt', label: t('jobList.columns.publishedAt'), sortable: true, render: (job) => formatSwissDate(job.publishedAt) },
  ]

  return (
    <div className={styles.jobs}>
      <DataTable
        table={table}
        caption={t('jobList.caption')}
        columns={columns}
        rowKey={(job) => job.id}
        emptyText={t('jobList.noEntries')}
        notFoundText={t('jobList.notFound')}
        // As many skeleton rows as the CMS knows the first page has (at most a page), or a full page.
        placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
      />
    </div>
  )
}
