import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { accountNoteHtml, dataTableHtml, firstPageRows, type AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './contract-list.widget'

export default defineFallback<InputOf<typeof declaration>, AccountTableData & { rows?: number }>({
  description:
    'As shopuser/order-history, but with one `<div data-part="row">` per row the first page really has for the user and the view in the address (`rows`, at least one: an empty page shows its text), and the same number as the `expectedRows` prop, which keeps as many skeleton rows while the page loads: a short page does not move the footer.',
  render: ({ expectedRows, pageSize }, { t, note, customerOverviewUrl, rows }) =>
    note ? accountNoteHtml('contractList', note, t, customerOverviewUrl) : dataTableHtml(firstPageRows(rows, { expectedRows, pageSize })),
})
