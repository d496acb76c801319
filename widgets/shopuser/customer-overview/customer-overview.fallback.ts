import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { dataTableHtml, firstPageRows, noteHtml, type CustomerTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './customer-overview.widget'

export default defineFallback<InputOf<typeof declaration>, CustomerTableData>({
  description:
    'For a signed-in employee, the search\'s box `<div data-fallback="customer-search"></div>` (sized by the island\'s stylesheet), then the table as in shopuser/customer-list (`rows`), both as direct children of the marker. Anyone else (`note`): `<div data-fallback="note">` with the island\'s note.',
  render: ({ expectedRows, pageSize }, { t, note, rows }) =>
    note ? noteHtml(t(`customerOverview.${note}`)) : `<div data-fallback="customer-search"></div>${dataTableHtml(firstPageRows(rows, { expectedRows, pageSize }))}`,
})
