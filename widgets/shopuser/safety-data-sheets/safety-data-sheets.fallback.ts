import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { accountNoteHtml, dataTableHtml, firstPageRows, type AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './safety-data-sheets.widget'

export default defineFallback<InputOf<typeof declaration>, AccountTableData>({
  description: 'For a user who may see it, `<div data-fallback="data-table" aria-hidden="true">` with `<div data-part="toolbar">`, `<div data-part="caption">`, one `<div data-part="row">` for the header and one per row of the first page (the `expectedRows` prop, else a full page of `pageSize`, default 20), and `<div data-part="pager">`: the room of the skeleton and of a full page. Otherwise (`note`) `<div data-fallback="note">` with the island\'s note in a `<p>` (signed out, no shop access, an employee acting for nobody, who also gets the link to the customer overview: `customerOverviewUrl`).',
  render: ({ expectedRows, pageSize }, { t, note, customerOverviewUrl }) =>
    note ? accountNoteHtml('safetyDataSheets', note, t, customerOverviewUrl) : dataTableHtml(firstPageRows(undefined, { expectedRows, pageSize })),
})
