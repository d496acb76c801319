/**
 * The mock backend's side of the one table pattern (docs/cms-integration.md "Tables"): a table is described once
 * (its sortable fields, its filters, its date range, how a row becomes an entry) and this helper reads the
 * query of a GET, filters, sorts, pages and writes `data.results` (api/table-schemas.ts). Orders, ordered
 * articles, contracts, contract positions, customers and safety data sheets all answer through it.
 *
 * Reading the query (the wire format of src/lib/table-query.ts): what is malformed is refused with 400 and a
 * German message per parameter (a sort order other than asc or desc, a limit outside 1 to 100, a page or
 * offset that is no whole number, the two disagreeing, a date that is no day, a range ending before it
 * starts, a filter text over 100 characters); what is well-formed but unknown is ignored and the answer says
 * what was applied (a sort field the table cannot sort by, a select value not among its options, a page
 * after the last), so a front end can correct its address.
 */
import type { HttpResponseResolver } from 'msw'
import type { Message } from '@/api/envelope'
import { isIsoDay } from '@/src/lib/calendar-day'
import { FILTER_VALUE_MAX, RESERVED_QUERY_NAMES, type SortOrder } from '@/src/lib/table-query'
import { fold } from './db/search-text'
import { errorMessage, fail } from './envelope'

/** The API's largest page (src/features/data-table: the CSV export reads in pages of this size). */
export const TABLE_LIMIT_MAX = 100
/** spec 1 §9: 20 entries per page when the request names no limit. */
export const TABLE_LIMIT_DEFAULT = 20

/** A text filter: `matches` decides whether a row fits the (trimmed, non-empty) value. */
export type TextFilterSpec<Row> = { type: 'text'; name: string; label: string; matches(row: Row, value: string): boolean }
/** A select filter: the value must be one of `options`; `matches` decides whether a row fits it. */
export type SelectFilterSpec<Row> = {
  type: 'select'
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  matches(row: Row, value: string): boolean
}
export type FilterSpec<Row> = TextFilterSpec<Row> | SelectFilterSpec<Row>

/** One server-side table of the mock backend. */
export type TableSpec<Row, Entry> = {
  /** The fields it can sort by (tableSortColumns), each with its comparison (ascending). */
  sortColumns: Record<string, (a: Row, b: Row) => number>
  /** The order without a requested sort (the answer's tableSortOrder is then null); also breaks ties. */
  naturalOrder(a: Row, b: Row): number
  filters: readonly FilterSpec<Row>[]
  /** The date range filter, if the table has one: the field, its label, the row's day (YYYY-MM-DD) and the days allowed. */
  datepicker?: { field: string; label: string; dayOf(row: Row): string; min?: string; max?: string }
  /** The sort offered as a select (ordered products). */
  listSortSelectField?: { label: string; options: readonly { label: string; sortField: string; sortOrder: SortOrder }[] }
  /** A row as the answer's entry. */
  entry(row: Row): Entry
}

/** A table's query as the mock read it: well-formed, not yet checked against what the table offers. */
export type MockTableQuery = {
  sort: { field: string; order: SortOrder } | null
  limit: number
  /** 1-based; from `page`, else from `offset`, else 1. */
  page: number
  dateFrom: string
  dateTo: string
  /** Every other parameter with a value, by name (the filters among them are picked by the spec). */
  params: Map<string, string>
}

const WHOLE = /^\d{1,9}$/

/** Reads a table's query from the address; 400 messages (German, at the parameter) for what is malformed. */
export function readTableQuery(url: URL): { query: MockTableQuery } | { errors: Message[] } {
  const errors: Message[] = []
  const get = (name: string) => {
    const value = url.searchParams.get(name)?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const whole = (name: string, min: number): number | undefined => {
    const raw = get(name)
    if (raw === undefined) return undefined
    const value = WHOLE.test(raw) ? Number(raw) : Number.NaN
    if (value >= min) return value
    errors.push(errorMessage(`Das Feld «${name}» muss eine ganze Zahl ${min === 0 ? 'ab 0' : 'grösser als 0'} sein.`, name))
    return undefined
  }

  const sortField = get('sortField')
  const sortOrder = get('sortOrder')
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') errors.push(errorMessage('Das Feld «sortOrder» muss asc oder desc sein.', 'sortOrder'))
  if (sortField !== undefined && sortOrder === undefined) errors.push(errorMessage('Das Feld «sortOrder» fehlt.', 'sortOrder'))

  const limit = whole('limit', 1) ?? TABLE_LIMIT_DEFAULT
  if (limit > TABLE_LIMIT_MAX) errors.push(errorMessage(`Das Feld «limit» darf höchstens ${TABLE_LIMIT_MAX} sein.`, 'limit'))
  const page = whole('page', 1)
  const offset = whole('offset', 0)
  if (page !== undefined && offset !== undefined && offset !== (page - 1) * limit) {
    errors.push(errorMessage('Die Felder «page» und «offset» passen nicht zusammen.', 'offset'))
  }

  const day = (name: 'dateFrom' | 'dateTo') => {
    const raw = get(name)
    if (raw === undefined) return ''
    if (isIsoDay(raw)) return raw
    errors.push(errorMessage(`Das Feld «${name}» muss ein Datum im Format JJJJ-MM-TT sein.`, name))
    return ''
  }
  const dateFrom = day('dateFrom')
  const dateTo = day('dateTo')
  if (dateFrom !== '' && dateTo !== '' && dateTo < dateFrom) errors.push(errorMessage('Das Feld «dateTo» darf nicht vor «dateFrom» liegen.', 'dateTo'))

  const params = new Map<string, string>()
  for (const [name, raw] of url.searchParams) {
    if (RESERVED_QUERY_NAMES.has(name) || raw.trim() === '') continue
    if (raw.length > FILTER_VALUE_MAX) errors.push(errorMessage(`Das Feld «${name}» darf höchstens ${FILTER_VALUE_MAX} Zeichen lang sein.`, name))
    else params.set(name, raw.trim())
  }

  if (errors.length > 0) return { errors }
  return {
    query: {
      sort: sortField !== undefined && (sortOrder === 'asc' || sortOrder === 'desc') ? { field: sortField, order: sortOrder } : null,
      limit,
      page: page ?? (offset !== undefined ? Math.floor(offset / limit) + 1 : 1),
      dateFrom,
      dateTo,
      params,
    },
  }
}

/** Whether `text` contains every word of `value`, case-insensitively and with umlauts folded (Müller = mueller). */
export function containsWords(text: string, value: string): boolean {
  const folded = fold(text)
  return fold(value)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => folded.includes(word))
}

/**
 * The table's `data.results` for `rows` and the query: the rows the filters and the date range keep, in the
 * requested order (ties, and no sort, in the natural order), the requested page of them (a page after the
 * last is the last), and what was applied.
 */
export function answerTable<Row, Entry>(rows: readonly Row[], query: MockTableQuery, spec: TableSpec<Row, Entry>) {
  const applied = new Map<string, string>()
  for (const filter of spec.filters) {
    const value = query.params.get(filter.name)
    if (value === undefined) continue
    if (filter.type === 'select' && !filter.options.some((option) => option.value === value)) continue
    applied.set(filter.name, value)
  }
  const { datepicker } = spec
  const dateFrom = datepicker ? query.dateFrom : ''
  const dateTo = datepicker ? query.dateTo : ''
  const kept = rows.filter(
    (row) =>
      spec.filters.every((filter) => {
        const value = applied.get(filter.name)
        return value === undefined || filter.matches(row, value)
      }) &&
      (!datepicker || ((dateFrom === '' || datepicker.dayOf(row) >= dateFrom) && (dateTo === '' || datepicker.dayOf(row) <= dateTo))),
  )

  const compare = query.sort ? spec.sortColumns[query.sort.field] : undefined
  const sort = compare && query.sort && Object.hasOwn(spec.sortColumns, query.sort.field) ? query.sort : null
  const direction = sort?.order === 'desc' ? -1 : 1
  const sorted = [...kept].sort((a, b) => (sort && compare ? direction * compare(a, b) : 0) || spec.naturalOrder(a, b))

  const total = sorted.length
  const pages = Math.max(1, Math.ceil(total / query.limit))
  const page = Math.min(query.page, pages)
  const offset = (page - 1) * query.limit
  return {
    results: {
      entries: sorted.slice(offset, offset + query.limit).map((row) => spec.entry(row)),
      tableFilterFields: spec.filters.map((filter) =>
        filter.type === 'select'
          ? { type: 'select', name: filter.name, label: filter.label, value: applied.get(filter.name) ?? '', options: filter.options.map(({ value, label }) => ({ value, label })) }
          : { type: 'text', name: filter.name, label: filter.label, value: applied.get(filter.name) ?? '' },
      ),
      tableSortColumns: Object.keys(spec.sortColumns),
      tableSortOrder: sort ? { sortField: sort.field, sortOrder: sort.order } : null,
      ...(datepicker
        ? { datepicker: { field: datepicker.field, label: datepicker.label, ...(datepicker.min ? { min: datepicker.min } : {}), ...(datepicker.max ? { max: datepicker.max } : {}), from: dateFrom, to: dateTo } }
        : {}),
      ...(spec.listSortSelectField ? { listSortSelectField: spec.listSortSelectField } : {}),
      limit: query.limit,
      offset,
      page,
      pages,
      total,
    },
  }
}

type Reply = Response | Promise<Response>
type Base = Parameters<HttpResponseResolver>[0]

/**
 * Passes the request's table query as `query` (400 with German messages otherwise). Generic in what it is
 * given, so it composes inside `withUser`: `withUser(withTableQuery(({ user, query }) => ok(answerTable(rows, query, spec))))`.
 */
export function withTableQuery<I extends Base>(resolver: (info: I & { query: MockTableQuery }) => Reply) {
  return (info: I): Reply => {
    const result = readTableQuery(new URL(info.request.url))
    if ('errors' in result) return fail(400, result.errors)
    return resolver({ ...info, query: result.query })
  }
}
