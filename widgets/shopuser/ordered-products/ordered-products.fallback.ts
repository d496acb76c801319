import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { accountNoteHtml, dataTableHtml, firstPageRows, type AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './ordered-products.widget'

export default defineFallback<InputOf<typeof declaration>, AccountTableData>({
  description:
    'For a user who may see the table, `<div data-fallback="sort-select">` (the sort select\'s box) followed by the table\'s `<div data-fallback="data-table">` as in shopuser/order-history, both as direct children of the marker (the widget\'s stylesheet makes its rows two lines high, as the island\'s are); otherwise (`note`) `<div data-fallback="note">` with the island\'s note.',
  render: ({ expectedRows, pageSize }, { t, note, customerOverviewUrl }) =>
    note
      ? accountNoteHtml('orderedProducts', note, t, customerOverviewUrl)
      : `<div data-fallback="sort-select" aria-hidden="true"></div>${dataTableHtml(firstPageRows(undefined, { expectedRows, pageSize }))}`,
})
