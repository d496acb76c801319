import type { TableResults } from '@/api/table-schemas'
import type { TableQuery } from '@/src/lib/table-query'

/**
 * The view a page of answers is actually in, which becomes the table's query and the address: the sort the
 * server applied (tableSortOrder), the filters it offers with the values it applied (a filter it does not
 * offer, or a select value not among its options, is dropped), the date range it applied (none without a
 * datepicker) and the page it answered (a page beyond the last one comes back as the last). So a hand-edited
 * or outdated link ends in an address that says what the table shows. A server that does not say which
 * value or range it applied keeps the requested one, where the field offers it.
 */
export function appliedQuery(results: TableResults<unknown>, requested: TableQuery): TableQuery {
  const filters: Record<string, string> = {}
  for (const field of results.tableFilterFields) {
    const value = field.value ?? requested.filters[field.name] ?? ''
    if (value === '') continue
    if (field.type === 'select' && !field.options.some((option) => option.value === value)) continue
    filters[field.name] = value
  }
  const { datepicker } = results
  const dateFrom = datepicker ? (datepicker.from ?? requested.dateFrom) : ''
  const dateTo = datepicker ? (datepicker.to ?? requested.dateTo) : ''
  const sort = results.tableSortOrder && results.tableSortColumns.includes(results.tableSortOrder.field) ? results.tableSortOrder : null
  return { sort, filters, dateFrom, dateTo, page: results.pagination.page, limit: requested.limit }
}
