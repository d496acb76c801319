/**
 * What a server-side table asks for (docs/cms-integration.md "Tables": one pattern): sort, filter values, a date range
 * and a page, and how that query travels. Two ways, one vocabulary:
 *
 * - in the address bar, as the stored-parameters query value (spec 1 §2; src/lib/stored-params.ts), so a
 *   reload or a shared link shows the same view: `?stored={"sortField":"date","sortOrder":"desc",
 *   "status":"shipped","dateFrom":"2025-01-01","dateTo":"2025-12-31","page":"3"}`;
 * - to the backend, as plain query parameters of the GET (docs/cms-integration.md "Tables" names them):
 *   `sortField`, `sortOrder` (spec 1 §9: asc, desc), `limit`, `offset`, `page`, `dateFrom`, `dateTo`
 *   (YYYY-MM-DD, both inclusive) and one parameter per filter, named as the answer's tableFilterFields name it.
 *
 * The address is user input: whatever does not read as a query part is dropped here, before anything is sent.
 */
import { isIsoDay } from './calendar-day'

/** Spec 1 §9: the API's sort values. */
export type SortOrder = 'asc' | 'desc'

/** The sorted column and its direction; null when the server's own order applies (spec 1 §4: "none"). */
export type TableSort = { field: string; order: SortOrder } | null

/** One view of a server-side table. */
export type TableQuery = {
  sort: TableSort
  /** Filter values by filter name; only filters that are set (a non-empty value). */
  filters: Record<string, string>
  /** First day of the date range, YYYY-MM-DD, or '' for none. */
  dateFrom: string
  /** Last day of the date range (inclusive), YYYY-MM-DD, or '' for none. */
  dateTo: string
  /** The page, 1-based. */
  page: number
  /** Entries per page (spec 1 §9: 20 unless a widget says otherwise). */
  limit: number
}

/** Names with a meaning of their own in the wire format and the stored parameters: no filter may take one. */
export const RESERVED_QUERY_NAMES: ReadonlySet<string> = new Set(['sortField', 'sortOrder', 'limit', 'offset', 'page', 'dateFrom', 'dateTo'])

/** A filter's name: a short identifier, so it is a safe query parameter and stored-parameters member. */
export const FILTER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

/** Whether `name` can name a filter: an identifier that is none of the reserved names. */
export const isFilterName = (name: string): boolean => FILTER_NAME.test(name) && !RESERVED_QUERY_NAMES.has(name)

/** A filter value is at most this long; a longer one from the address is dropped. */
export const FILTER_VALUE_MAX = 100

/** A sort field is at most this long. */
export const SORT_FIELD_MAX = 40


/** The first page, unsorted, unfiltered. */
export const emptyQuery = (limit: number): TableQuery => ({ sort: null, filters: {}, dateFrom: '', dateTo: '', page: 1, limit })

/** Whether the query narrows the entries down (a filter or a date set): then "nothing found" rather than "no entries". */
export const isFiltered = (query: Pick<TableQuery, 'filters' | 'dateFrom' | 'dateTo'>): boolean =>
  Object.keys(query.filters).length > 0 || query.dateFrom !== '' || query.dateTo !== ''

const PAGE = /^[1-9]\d{0,5}$/

/**
 * The query the stored parameters of the address describe, anything that does not fit dropped: an order
 * other than asc or desc, a sort field the table cannot sort by (`sortable`, when the caller knows its
 * columns), a page that is no whole number from 1, a date that is no calendar day, a range whose end lies
 * before its start (both go), a filter name that is no identifier, a value that is blank or too long.
 */
export function queryFromStored(stored: Record<string, string>, limit: number, sortable?: readonly string[]): TableQuery {
  const query = emptyQuery(limit)
  const { sortField, sortOrder, page, dateFrom, dateTo } = stored
  if (
    sortField !== undefined &&
    sortField.length <= SORT_FIELD_MAX &&
    (sortOrder === 'asc' || sortOrder === 'desc') &&
    (sortable === undefined || sortable.includes(sortField))
  ) {
    query.sort = { field: sortField, order: sortOrder }
  }
  if (page !== undefined && PAGE.test(page)) query.page = Number(page)
  const from = dateFrom !== undefined && isIsoDay(dateFrom) ? dateFrom : ''
  const to = dateTo !== undefined && isIsoDay(dateTo) ? dateTo : ''
  if (from === '' || to === '' || from <= to) {
    query.dateFrom = from
    query.dateTo = to
  }
  for (const [name, value] of Object.entries(stored)) {
    if (isFilterName(name) && value.trim() !== '' && value.length <= FILTER_VALUE_MAX) query.filters[name] = value
  }
  return query
}

/** The stored parameters for a query: only what differs from the first unsorted, unfiltered page. */
export function storedFromQuery(query: TableQuery): Record<string, string> {
  const stored: Record<string, string> = {}
  if (query.sort) {
    stored.sortField = query.sort.field
    stored.sortOrder = query.sort.order
  }
  for (const [name, value] of Object.entries(query.filters)) stored[name] = value
  if (query.dateFrom !== '') stored.dateFrom = query.dateFrom
  if (query.dateTo !== '') stored.dateTo = query.dateTo
  if (query.page > 1) stored.page = String(query.page)
  return stored
}

/**
 * The query parameters of the GET (the wire format above): the page as `page` and as `offset`, so a backend
 * may read either; a sort only when one is chosen; dates and filters only when set.
 */
export function queryParams(query: TableQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: query.limit, offset: (query.page - 1) * query.limit, page: query.page }
  if (query.sort) {
    params.sortField = query.sort.field
    params.sortOrder = query.sort.order
  }
  if (query.dateFrom !== '') params.dateFrom = query.dateFrom
  if (query.dateTo !== '') params.dateTo = query.dateTo
  for (const [name, value] of Object.entries(query.filters)) params[name] = value
  return params
}

/**
 * The filter part of a view as one string, the same whatever the order of its filters (the server lists them
 * in its order, the filter bar in the order they were typed): the filter bar compares the view applied with
 * the one it shows by it.
 */
export function filterKey(view: Pick<TableQuery, 'filters' | 'dateFrom' | 'dateTo'>): string {
  const filters = Object.entries(view.filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([filters, view.dateFrom, view.dateTo])
}

/** The sort after a press on the header of `field`. Spec 1 §4: ascending, descending, none; a new column starts ascending. */
export function nextSort(current: TableSort, field: string): TableSort {
  if (current?.field !== field) return { field, order: 'asc' }
  return current.order === 'asc' ? { field, order: 'desc' } : null
}
