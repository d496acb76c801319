/**
 * The customer list (spec 2 §3, §7 "Get customers": GET with query params for sort, filters and pagination,
 * answers data.results with entries, tableFilterFields, tableSortColumns, tableSortOrder, limit, offset, page,
 * pages, total): the customers the signed-in employee looks after (db/customers.ts) as a server-side table
 * through the one table helper (../table-query.ts).
 *
 * - who: employees only (spec 1 §1, §6: sales staff act on behalf of customers), whether or not they act for
 *   a contact right now; 403 with a message for everyone else;
 * - sort by customerId, companyName, city (then postal code) or industry; without a sort, by company name
 *   (tableSortOrder null);
 * - filters: search (text: every word in the customer number, company, a contact's name, postal code or
 *   city, umlauts folded), location (text: postal code or city), canton and industry (selects);
 * - each entry: customerId, companyName, street, postalCode, city, canton (code), industry (in words), phone
 *   and the contacts (contactId, name, role, email), whose ids /api/contact/select takes.
 */
import { http } from 'msw'
import type { CustomerEntry } from '@/api/customers'
import { CANTONS, customersOf, INDUSTRIES, type Canton, type CustomerRecord } from '../db/customers'
import { ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { answerTable, containsWords, withTableQuery, type TableSpec } from '../table-query'

export const EMPLOYEES_ONLY_MESSAGE = 'Die Kundenliste steht nur Mitarbeitenden zur Verfügung.'

// spec 1 §1, §6: the customers are the sales staff's to look after.
const employeesOnly: Access = { allowed: (account) => account.user.type === 'employee', message: EMPLOYEES_ONLY_MESSAGE }

const byText = (a: string, b: string) => a.localeCompare(b, 'de-CH')
const byCompany = (a: CustomerRecord, b: CustomerRecord) => byText(a.company, b.company) || a.customerId.localeCompare(b.customerId)

/** The customer list's table (../table-query.ts), its select options from the customers there are. */
export function customerTable(customers: readonly CustomerRecord[]): TableSpec<CustomerRecord, CustomerEntry> {
  const cantons = [...new Set(customers.map((customer) => customer.canton))].sort((a, b) => byText(CANTONS[a], CANTONS[b]))
  return {
    sortColumns: {
      customerId: (a, b) => a.customerId.localeCompare(b.customerId),
      companyName: byCompany,
      city: (a, b) => byText(a.city, b.city) || a.postalCode.localeCompare(b.postalCode),
      industry: (a, b) => byText(INDUSTRIES[a.industry], INDUSTRIES[b.industry]),
    },
    naturalOrder: byCompany,
    filters: [
      {
        type: 'text',
        name: 'search',
        label: 'Kunde, Kontakt oder Ort',
        matches: (customer, value) =>
          containsWords([customer.customerId, customer.company, ...customer.contacts.map((person) => person.name), customer.postalCode, customer.city].join(' '), value),
      },
      { type: 'text', name: 'location', label: 'PLZ oder Ort', matches: (customer, value) => containsWords(`${customer.postalCode} ${customer.city}`, value) },
      {
        type: 'select',
        name: 'canton',
        label: 'Kanton',
        options: cantons.map((code) => ({ value: code, label: CANTONS[code] })),
        matches: (customer, value) => customer.canton === (value as Canton),
      },
      {
        type: 'select',
        name: 'industry',
        label: 'Branche',
        options: Object.entries(INDUSTRIES).map(([value, label]) => ({ value, label })),
        matches: (customer, value) => customer.industry === value,
      },
    ],
    entry: (customer) => ({
      customerId: customer.customerId,
      companyName: customer.company,
      street: customer.street,
      postalCode: customer.postalCode,
      city: customer.city,
      canton: customer.canton,
      industry: INDUSTRIES[customer.industry],
      phone: customer.phone,
      contacts: customer.contacts.map(({ contactId, name, role, email }) => ({ contactId, name, role, email })),
    }),
  }
}

export const customerHandlers = [
  http.get(
    route('customers'),
    withUser(
      withTableQuery(({ user, query }) => {
        const customers = customersOf(user)
        return ok(answerTable(customers, query, customerTable(customers)))
      }),
      employeesOnly,
    ),
  ),
]
