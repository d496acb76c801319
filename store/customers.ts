import { customerEntrySchema, getCustomers } from '@/api/customers'
import { createTableRequest } from './table-request'

// The customers family (spec 2 §4: "Each request family (… customers …) has a running flag"; spec 2 §7 "Get
// customers"): the customer overview and the customer list are server-side tables, so their data lives with
// the table that shows it (src/features/data-table/use-server-table.ts); the family is its request.

/**
 * spec 2 §7 GET /api/customers/list: one page of the employee's customers with their contacts. An answer
 * lacking entries, filter fields, sort columns or sort order fails with 'API failure during
 * customers/fetchCustomers request.' (spec 1 §8, spec 2 §8).
 */
export const fetchCustomers = createTableRequest('customers/fetchCustomers', getCustomers, customerEntrySchema)
