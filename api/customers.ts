/**
 * The customer list (spec 2 §3 "customer list: entries, tableFilterFields, tableSortColumns, tableSortOrder,
 * pagination (limit, offset, page, pages, total)"; spec 2 §7 "Get customers | GET | query params (sort,
 * filters, pagination) | data.results"): one page of the customers the employee looks after as a
 * server-side table (api/table-schemas.ts), each customer with its address, branch and the contacts the
 * employee may act for (spec 1 §1). The customer overview and the customer list read it.
 */
import * as v from 'valibot'
import { checkList } from '@/src/lib/schema-check'
import { maybe, shownText as shown } from '@/src/lib/schema-parts'
import type { TableQuery } from '@/src/lib/table-query'
import type { CallContext } from './client'
import { getTablePage } from './table-schemas'

/** At most this many contacts of one customer are read. */
export const CUSTOMER_CONTACTS_MAX = 20

/** A customer or contact number as SAP writes it (`0001004711`): a short token, nothing to escape. */
const idSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,20}$/, 'expected a customer or contact number'))

/** One contact person of a customer: whom an employee acts for (spec 1 §3 "availableContacts … contactId"). */
export const customerContactSchema = v.object({
  contactId: idSchema,
  name: shown(100),
  /** What the person does at the customer (Einkauf, Werkstattleiter …). */
  role: maybe(shown(60)),
  email: maybe(shown(120)),
})
export type CustomerContactEntry = v.InferOutput<typeof customerContactSchema>

/** One customer of the list (spec 2 §3 "customer list: entries"). */
export const customerEntrySchema = v.object({
  /** The customer number, the `id` a contact is selected with (spec 1 §7 /api/contact/select: id, contactId). */
  customerId: idSchema,
  companyName: shown(120),
  street: maybe(shown(120)),
  postalCode: maybe(shown(10)),
  city: maybe(shown(80)),
  /** The branch in words, as the server names it (Garage und Werkstatt, Transport und Logistik …). */
  industry: maybe(shown(60)),
  // Each contact checked on its own: a malformed one is dropped with a warning, the customer and the others stay.
  contacts: v.optional(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) => checkList(items, customerContactSchema, 'data.results.entries.contacts', CUSTOMER_CONTACTS_MAX)),
    ),
    [],
  ),
})
export type CustomerEntry = v.InferOutput<typeof customerEntrySchema>

/** spec 2 §7 "Get customers": GET /api/customers/list with the table's query parameters; answers data.results. */
export const getCustomers = (query: TableQuery, context: CallContext) => getTablePage('customers', query, context)
