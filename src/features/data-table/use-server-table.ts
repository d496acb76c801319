import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TableResults } from '@/api/table-schemas'
import { readStoredParams, STORED_PARAMS_KEY, writeStoredParams } from '@/src/lib/stored-params'
import { nextSort, queryFromStored, storedFromQuery, type TableQuery, type TableSort } from '@/src/lib/table-query'
import { useAppDispatch } from '@/store/hooks'
import { failureTexts, isRequestFailure } from '@/store/request'
import type { TableRequest } from '@/store/table-request'
import { appliedQuery } from './applied-query'

/** spec 1 §9: 20 entries per page unless a widget says otherwise. */
export const DEFAULT_PAGE_SIZE = 20
/** The largest page the table API answers; the CSV export reads the whole table in pages of this size. */
export const EXPORT_PAGE_SIZE = 100
/** The export stops after this many rows, so a runaway table cannot fill the browser's memory. */
export const EXPORT_MAX_ROWS = 10_000

/** Options of {@link useServerTable}. */
export type ServerTableOptions<Entry> = {
  /** The table's page request, declared with createTableRequest (store/table-request.ts). */
  request: TableRequest<Entry>
  /** Entries per page; default 20 (spec 1 §9). */
  pageSize?: number
  /** The query value of the address that keeps the view (spec 1 §2); tables on one page need different keys. Default 'stored'. */
  storedKey?: string
  /** The fields the widget can sort by: a sort field from the address outside them is dropped before anything is sent. */
  sortable?: readonly string[]
}

/**
 * Why the latest request failed: `request`, the server said no (its messages, or none: the unknown-error
 * text) and the previous view stays; `data`, a 2xx answer lacked the table's data (spec 1 §8: its 'API failure
 * during …' went to the console and the error report; the user reads the unknown-error text) and the table was
 * reset to empty. `status` is the answer's HTTP status (none for a dropped
 * connection or an answer without the data): a 4xx says asking again will not help (another customer's
 * contract, 404), so no retry is offered ({@link isRetryable}).
 */
export type TableFailure = { kind: 'request' | 'data'; status: number | undefined; messages: string[] }

/** Whether asking again may help: not after a 4xx, which the same request gets again (but a timeout, 408, or too many requests, 429). */
export const isRetryable = ({ status }: TableFailure): boolean => status === undefined || status < 400 || status >= 500 || status === 408 || status === 429

/** What {@link ServerTable.fetchAll} read: the entries, at most EXPORT_MAX_ROWS, and how many the view has. */
export type AllEntries<Entry> = { entries: Entry[]; total: number }

/** The filter bar's values: filter values by name (set ones only) and the date range (YYYY-MM-DD or ''). */
export type TableFilterValues = Pick<TableQuery, 'filters' | 'dateFrom' | 'dateTo'>

/** A server-side table's state and actions, from {@link useServerTable}; `DataTable` renders it. */
export type ServerTable<Entry> = {
  /** The view asked for: what the controls show (the address holds the same). */
  query: TableQuery
  /** The page shown; null before the first answer and after an answer that lacked the table's data. */
  results: TableResults<Entry> | null
  /** A request of the view is on its way (the busy overlay; skeleton rows while there are no results). */
  running: boolean
  /** Why the latest request failed, until the next one succeeds. */
  failure: TableFailure | null
  /** Sorts by a column: ascending, descending, none; a new column starts ascending (spec 1 §4). Back to page 1. */
  sortBy(field: string): void
  /** Sorts as given (a sort select, listSortSelectField); null for the server's own order. Back to page 1. */
  sortWith(sort: TableSort): void
  /** Applies the filter bar's values. Back to page 1. */
  filter(values: TableFilterValues): void
  /** Shows another page. */
  goToPage(page: number): void
  /** Sends the view's request again (after a failure). */
  retry(): void
  /**
   * Every entry of the view over all pages (the CSV export), read in pages of EXPORT_PAGE_SIZE, at most
   * EXPORT_MAX_ROWS; `onProgress` after each page. Rejects as the request does, and when the island goes away.
   */
  fetchAll(onProgress?: (page: number, pages: number) => void): Promise<AllEntries<Entry>>
}

type State<Entry> = { query: TableQuery; results: TableResults<Entry> | null; running: boolean; failure: TableFailure | null }

/**
 * The one query state and fetching of every server-side table (docs/cms-integration.md "Tables": one pattern). The view
 * (sort, filter values, date range, page) starts from the stored-parameters query value of the address and
 * every change is written back (spec 1 §2), so a reload or a shared link shows the same view; what the
 * address holds that is no query part is dropped (src/lib/table-query.ts), and what the server did not apply
 * is dropped once it answers (applied-query.ts). Each change fetches its page; a newer request cancels the
 * one still on its way, so a slower earlier answer never replaces a newer view. A failed request keeps the
 * page shown and puts the controls and the address back to it, with the server's messages; an answer that
 * lacks the table's data resets the table to empty (spec 1 §8).
 *
 * @example
 * const table = useServerTable({ request: fetchOrders, sortable: ['orderNumber', 'date'] })
 * return <DataTable table={table} caption="Ihre Bestellungen" columns={columns} rowKey={(order) => order.orderNumber} … />
 */
export function useServerTable<Entry>({ request, pageSize = DEFAULT_PAGE_SIZE, storedKey = STORED_PARAMS_KEY, sortable }: ServerTableOptions<Entry>): ServerTable<Entry> {
  const dispatch = useAppDispatch()
  const [state, setState] = useState<State<Entry>>(() => ({
    query: queryFromStored(readStoredParams(storedKey), pageSize, sortable),
    results: null,
    running: true,
    failure: null,
  }))
  // The latest requested view, for actions that build on it between renders (two clicks in one frame).
  const latest = useRef(state.query)
  // The view of the page shown: a failed request returns the controls and the address to it.
  const confirmed = useRef<TableQuery | null>(null)
  const current = useRef<{ abort(): void } | null>(null)
  const sequence = useRef(0)
  const exports = useRef(new Set<{ abort(): void }>())

  const write = useCallback((query: TableQuery) => writeStoredParams(storedFromQuery(query), storedKey), [storedKey])

  const load = useCallback(
    (query: TableQuery) => {
      current.current?.abort()
      const id = ++sequence.current
      latest.current = query
      write(query)
      setState((previous) => ({ ...previous, query, running: true }))
      const promise = dispatch(request(query))
      current.current = promise
      promise.unwrap().then(
        (results) => {
          if (id !== sequence.current) return
          const applied = appliedQuery(results, query)
          confirmed.current = applied
          latest.current = applied
          write(applied)
          setState({ query: applied, results, running: false, failure: null })
        },
        (error: unknown) => {
          // Superseded by a newer view, or the island went away: nothing to show.
          if (id !== sequence.current) return
          const failure = isRequestFailure(error) ? error : { status: undefined, messages: [] }
          if (failure.reason !== undefined) {
            // spec 1 §8: a fetch whose answer lacks the expected data resets the related data to empty. The table
            // says an unknown error occurred; the request's error went to the console and the error report.
            confirmed.current = null
            setState({ query, results: null, running: false, failure: { kind: 'data', status: failure.status, messages: [] } })
            return
          }
          const back = confirmed.current ?? query
          latest.current = back
          write(back)
          const messages = failureTexts(failure)
          setState((previous) => ({ query: back, results: previous.results, running: false, failure: { kind: 'request', status: failure.status, messages } }))
        },
      )
    },
    [dispatch, request, write],
  )

  useEffect(() => {
    // The refs themselves (counters and handles, no DOM nodes), so the cleanup reaches the latest values.
    const [requests, view, pending] = [sequence, current, exports.current]
    load(latest.current)
    return () => {
      // The island went away: cancel what is on its way, and let no late answer touch the address.
      requests.current++
      view.current?.abort()
      for (const running of pending) running.abort()
    }
  }, [load])

  const fetchAll = useCallback(
    async (onProgress?: (page: number, pages: number) => void) => {
      const view = confirmed.current ?? latest.current
      const entries: Entry[] = []
      let total = 0
      for (let page = 1; ; page++) {
        const promise = dispatch(request({ ...view, page, limit: EXPORT_PAGE_SIZE }))
        exports.current.add(promise)
        try {
          const results = await promise.unwrap()
          entries.push(...results.entries)
          total = results.pagination.total
          onProgress?.(page, results.pagination.pages)
          if (page >= results.pagination.pages || results.entries.length === 0 || entries.length >= EXPORT_MAX_ROWS) break
        } finally {
          exports.current.delete(promise)
        }
      }
      return { entries: entries.slice(0, EXPORT_MAX_ROWS), total: Math.max(total, entries.length) }
    },
    [dispatch, request],
  )

  return useMemo(
    () => ({
      ...state,
      sortBy: (field: string) => load({ ...latest.current, sort: nextSort(latest.current.sort, field), page: 1 }),
      sortWith: (sort: TableSort) => load({ ...latest.current, sort, page: 1 }),
      filter: (values: TableFilterValues) => load({ ...latest.current, ...values, page: 1 }),
      goToPage: (page: number) => load({ ...latest.current, page }),
      retry: () => load(latest.current),
      fetchAll,
    }),
    [state, load, fetchAll],
  )
}
