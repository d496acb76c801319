import { getOrders, orderEntrySchema } from '@/api/orders'
import { createTableRequest } from './table-request'

// The orders family (spec 1 §3, §7, §8): the order history is a server-side table, so its data lives with
// the table that shows it (src/features/data-table/use-server-table.ts); the family is its request.

/**
 * spec 1 §7 GET /api/orders/: one page of the order history. An answer lacking entries, filter fields, sort
 * columns or sort order fails with 'API failure during orders/fetchOrders request.' (spec 1 §8).
 */
export const fetchOrders = createTableRequest('orders/fetchOrders', getOrders, orderEntrySchema)
