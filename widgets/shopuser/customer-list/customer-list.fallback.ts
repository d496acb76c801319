import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { dataTableHtml, firstPageRows, noteHtml, type CustomerTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './customer-list.widget'

export default defineFallback<InputOf<typeof declaration>, CustomerTableData>({
  description:
    'For a signed-in employee, as shopuser/contract-list: the table\'s `<div data-fallback="data-table">` with one `<div data-part="row">` per row the first page has for the view in the address (`rows`, at least one), and the same number as the `expectedRows` prop; its rows hold two lines, and the widget\'s stylesheet sizes the fallback\'s rows to match. Anyone else (`note`: signed out, or not an employee): `<div data-fallback="note">` with the island\'s note.',
  render: ({ expectedRows, pageSize }, { t, note, rows }) => (note ? noteHtml(t(`customerList.${note}`)) : dataTableHtml(firstPageRows(rows, { expectedRows, pageSize }))),
})
