import type * as v from 'valibot'
import { tableAnswer, type TableResults } from '@/api/table-schemas'
import type { TableQuery } from '@/src/lib/table-query'
import type { Family } from './families'
import { createRequest, type RequestContext } from './request'

/** A table's page request: dispatched with a query, it resolves to the checked page (api/table-schemas.ts). */
export type TableRequest<Entry> = ReturnType<typeof createRequest<TableQuery, TableResults<Entry>>>

/**
 * Declares the page request of a server-side table (docs/cms-integration.md "Tables": one pattern): `type` is its
 * `family/action` (`orders/fetchOrders`), which names the running flag and the failure of an answer that
 * lacks its data, 'API failure during orders/fetchOrders request.' (spec 1 §8); `entry` is the schema of
 * one row. The request is quiet, because the table shows the server's messages itself, next to the rows it
 * keeps, and runs in the background, because the table shows its own busy overlay instead of covering the
 * page (src/features/data-table/use-server-table.ts).
 *
 * @example
 * export const fetchOrders = createTableRequest('orders/fetchOrders', getOrders, orderEntrySchema)
 */
export function createTableRequest<S extends v.GenericSchema>(
  type: `${Family}/${string}`,
  call: (query: TableQuery, context: RequestContext) => Promise<unknown>,
  entry: S,
  options?: { maxEntries?: number },
): TableRequest<v.InferOutput<S>> {
  return createRequest(type, call, tableAnswer(entry, options), { quiet: true, background: true })
}
