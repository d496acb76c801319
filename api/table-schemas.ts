/**
 * The answer of every server-side table (docs/cms-integration.md "Tables": one pattern): `data.results` of orders,
 * ordered articles, contracts, contract positions, customers and safety data sheets (spec 1 §3, §7; spec 2 §3, §7). One
 * schema builder, given the schema of one table's entries, checks it at the edge:
 *
 * - `entries`: the rows of the page; a malformed row is dropped on its own with a warning, the others stay;
 * - `tableFilterFields`: the filters the server offers, `{ type: 'text' | 'select', name, label, value?,
 *   options? }` (docs/cms-integration.md "Tables"); `value` is the value the server applied to this answer;
 * - `tableSortColumns`: the fields the server can sort by; `tableSortOrder`: the sort it applied,
 *   `{ sortField, sortOrder }`, or null for its own order (spec 1 §4: "none");
 * - `datepicker` (optional): the date range filter, which field it filters, its label, the earliest and
 *   latest day (`min`, `max`) and the range applied (`from`, `to`);
 * - `listSortSelectField` (optional, ordered products): the sort offered as a select, `{ label, options:
 *   { label, sortField, sortOrder }[] }`;
 * - `limit`, `offset`, `page`, `pages`, `total`: missing or broken ones take spec 1 §9's defaults (limit 20,
 *   offset 0, page 1, pages 1, total 0), a missing page or offset follows from the other, and the total counts
 *   at least the entries up to the page's end (src/lib/pagination.ts).
 *
 * An answer without `results`, or whose results lack entries, filter fields, sort columns or sort order, is
 * no answer (spec 1 §8): the request fails with 'API failure during <family>/<request> request.' (store/request.ts).
 */
import * as v from 'valibot'
import { checkedList } from '@/src/lib/checked-list'
import { normalizePagination, type Pagination } from '@/src/lib/pagination'
import { checkOne, schemaCheck, type DataCheck } from '@/src/lib/schema-check'
import { shownText as shown } from '@/src/lib/schema-parts'
import { isoDay } from '@/src/lib/iso-day'
import { FILTER_VALUE_MAX, isFilterName, queryParams, SORT_FIELD_MAX, type TableQuery, type TableSort } from '@/src/lib/table-query'
import { callData, type CallContext } from './client'
import type { AddressName } from './addresses'

/** At most this many entries of one page are read (a page is never longer than the API's largest limit). */
export const TABLE_ENTRIES_MAX = 500
/** At most this many filters, sort columns and select options are read. */
const FILTERS_MAX = 20
const SORT_COLUMNS_MAX = 40
const OPTIONS_MAX = 100
/** Labels of filters, options and the date range are cut at this length. */
const LABEL_MAX = 100

const filterName = v.pipe(v.string(), v.check(isFilterName, 'expected a filter name (an identifier, none of the reserved names)'))
const sortField = v.pipe(v.string(), v.minLength(1), v.maxLength(SORT_FIELD_MAX))
const sortOrder = v.picklist(['asc', 'desc'])
// What the server applied to this answer: '' for nothing; absent or null when it does not say (then the table
// keeps what it asked for, src/features/data-table/applied-query.ts).
const appliedValue = v.optional(v.pipe(v.nullable(v.pipe(v.string(), v.maxLength(FILTER_VALUE_MAX))), v.transform((value) => value ?? undefined)))
const appliedDay = v.optional(v.pipe(v.nullable(v.union([v.literal(''), isoDay])), v.transform((value) => value ?? undefined)))

/** One option of a select filter: the value sent, the label shown. */
export const filterOptionSchema = v.object({ value: v.pipe(v.string(), v.maxLength(FILTER_VALUE_MAX)), label: shown(LABEL_MAX) })

/** One filter of the table's filter bar (docs/cms-integration.md "Tables"): a text field or a select with its options. */
export const tableFilterFieldSchema = v.variant('type', [
  v.object({ type: v.literal('text'), name: filterName, label: shown(LABEL_MAX), value: appliedValue }),
  v.object({
    type: v.literal('select'),
    name: filterName,
    label: shown(LABEL_MAX),
    value: appliedValue,
    options: v.pipe(v.array(filterOptionSchema), v.maxLength(OPTIONS_MAX)),
  }),
])
export type TableFilterField = v.InferOutput<typeof tableFilterFieldSchema>

/** The date range filter (spec 1 §3 "datepicker"): which date it filters, the days allowed, the range applied. */
export const datepickerSchema = v.object({
  field: v.pipe(v.string(), v.minLength(1), v.maxLength(SORT_FIELD_MAX)),
  label: shown(LABEL_MAX),
  min: v.optional(isoDay),
  max: v.optional(isoDay),
  from: appliedDay,
  to: appliedDay,
})
export type DatepickerConfig = v.InferOutput<typeof datepickerSchema>

/** The sort offered as a select (spec 1 §3 "listSortSelectField", ordered products). */
export const listSortSelectSchema = v.object({
  label: shown(LABEL_MAX),
  options: v.pipe(v.array(v.object({ label: shown(LABEL_MAX), sortField, sortOrder })), v.minLength(1), v.maxLength(OPTIONS_MAX)),
})
export type ListSortSelect = v.InferOutput<typeof listSortSelectSchema>

/** What the server says it sorted by: null (or a blank field) for its own order. */
const tableSortOrderSchema = v.pipe(
  v.nullable(v.object({ sortField: v.nullish(v.pipe(v.string(), v.maxLength(SORT_FIELD_MAX))), sortOrder: v.nullish(v.string()) })),
  v.transform((value): TableSort => (value?.sortField && (value.sortOrder === 'asc' || value.sortOrder === 'desc') ? { field: value.sortField, order: value.sortOrder } : null)),
)

// An optional part of the answer: absent or null is none; a malformed one is dropped with a warning, not the answer.
const optionalPart = <S extends v.GenericSchema>(schema: S, where: string) =>
  v.pipe(
    v.optional(v.unknown()),
    v.transform((value): v.InferOutput<S> | undefined => (value === undefined || value === null ? undefined : (checkOne(value, schema, where) ?? undefined))),
  )

/** One page of a table as the front end reads it: checked, capped, pagination complete. */
export type TableResults<Entry> = {
  entries: Entry[]
  tableFilterFields: TableFilterField[]
  /** The fields the server can sort by. */
  tableSortColumns: string[]
  /** The sort the page is in; null for the server's own order. */
  tableSortOrder: TableSort
  datepicker?: DatepickerConfig
  listSortSelectField?: ListSortSelect
  /** limit, offset, page, pages, total (spec 1 §3), defaults filled in (spec 1 §9). */
  pagination: Pagination
}

/** The schema of `data` of a table answer, `{ results }`, for entries of `entry`. */
export function tableAnswerSchema<S extends v.GenericSchema>(entry: S, { maxEntries = TABLE_ENTRIES_MAX }: { maxEntries?: number } = {}) {
  const results = v.pipe(
    v.object({
      entries: checkedList(entry, 'data.results.entries', maxEntries),
      tableFilterFields: checkedList(tableFilterFieldSchema, 'data.results.tableFilterFields', FILTERS_MAX),
      tableSortColumns: v.pipe(
        v.array(v.unknown()),
        v.transform((columns) => columns.filter((column): column is string => typeof column === 'string' && column !== '' && column.length <= SORT_FIELD_MAX).slice(0, SORT_COLUMNS_MAX)),
      ),
      tableSortOrder: tableSortOrderSchema,
      datepicker: optionalPart(datepickerSchema, 'data.results.datepicker'),
      listSortSelectField: optionalPart(listSortSelectSchema, 'data.results.listSortSelectField'),
      limit: v.optional(v.unknown()),
      offset: v.optional(v.unknown()),
      page: v.optional(v.unknown()),
      pages: v.optional(v.unknown()),
      total: v.optional(v.unknown()),
    }),
    v.transform(({ limit, offset, page, pages, total, datepicker, listSortSelectField, ...rest }): TableResults<v.InferOutput<S>> => ({
      ...rest,
      ...(datepicker ? { datepicker } : {}),
      ...(listSortSelectField ? { listSortSelectField } : {}),
      pagination: normalizePagination({ limit, offset, page, pages, total }, rest.entries.length),
    })),
  )
  return v.object({ results })
}

/**
 * The check of a table answer for createRequest (store/request.ts): `data.results` with entries of `entry`,
 * read as {@link TableResults}. A failed check makes the request fail with 'API failure during <type> request.'
 */
export function tableAnswer<S extends v.GenericSchema>(entry: S, options?: { maxEntries?: number }): DataCheck<TableResults<v.InferOutput<S>>> {
  const check = schemaCheck(tableAnswerSchema(entry, options))
  return { parse: (data) => {
    const checked = check.parse(data)
    return checked.ok ? { ok: true, value: checked.value.results } : checked
  } }
}

/** GETs one page of the table at the named address with the query's parameters (src/lib/table-query.ts); `path` fills `{param}`s. */
export const getTablePage = (address: AddressName, query: TableQuery, context: CallContext, path?: Record<string, string>) =>
  callData('get', address, { params: queryParams(query), ...(path ? { path } : {}), ...context })
