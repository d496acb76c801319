import { dataTableHtml, firstPageRows } from '@/src/features/data-table/data-table.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './job-list.widget'

/** What the CMS may know of the job list's page: how many rows its first page has for the view in the address. */
export type JobListData = { rows?: number }

export default defineFallback<InputOf<typeof declaration>, JobListData>({
  description:
    '`<div data-fallback="data-table" aria-hidden="true">` with `<div data-part="toolbar">`, `<div data-part="caption">`, one `<div data-part="row">` for the header and one per row of the first page, and `<div data-part="pager">`: the room of the island\'s skeleton and of its first page. The rows are as many as the CMS knows the first page has for the view in the address (`rows`, at least one: an empty page shows its text there), else the `expectedRows` prop, else a full page of `pageSize` (default 20); pass the same number as `expectedRows`, so the island keeps as many skeleton rows while the page loads.',
  render: ({ expectedRows, pageSize }, { rows }) => dataTableHtml(firstPageRows(rows, { expectedRows, pageSize })),
})
