/**
 * shopuser/customer-list (spec 2 §1, §3, §7 "Get customers") in the simulated CMS, and what it
 * shares with shopuser/customer-overview (pages/customer-overview.ts). Like a real CMS that renders the table's
 * first page on the server, the page knows how many rows that page has for the signed-in employee and the view
 * in the address: the fallback shows as many (and the island as many placeholder rows, the `expectedRows`
 * prop), so nothing shifts when the island mounts or its rows arrive, even for a search with three hits.
 */
import { customersOf } from '@/test/mocks/db/customers'
import { findAccount } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { customerTable } from '@/test/mocks/handlers/customers'
import { answerTable } from '@/test/mocks/table-query'
import type { CustomerTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import { storedTableQuery } from '../account-access'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/** Where the customer list lives in the demo: the employee's user menu links it. */
export const CUSTOMER_LIST_PATH = ACCOUNT_PAGES.customerList.link

/** The pages place both tables with their default page size (spec 1 §9). */
export const CUSTOMER_PAGE_SIZE = 20

/**
 * How a customer table (shopuser/customer-list, shopuser/customer-overview) starts for this request's user, its
 * fallback's data: the note it shows in its place for a visitor or a user who is no employee, or, for an employee,
 * the rows of its first page for the view in the address (none when the address holds no view the server reads: a
 * full page then).
 */
export function customerTableData(context: Pick<CmsContext, 'username' | 'shop' | 'url'>): CustomerTableData {
  const account = context.username === null ? undefined : findAccount(context.username, context.shop)
  if (!account) return { note: 'signIn' }
  if (account.user.type !== 'employee') return { note: 'employeesOnly' }
  const query = storedTableQuery(context.url, 'stored', CUSTOMER_PAGE_SIZE)
  if (!query) return {}
  const customers = customersOf(account)
  return { rows: Math.min(answerTable(customers, query, customerTable(customers)).results.entries.length, CUSTOMER_PAGE_SIZE) }
}

/** The props of a customer table for its fallback's data: `expectedRows` where the CMS knows the first page's rows (the island then keeps as many placeholders). */
export const customerTableProps = (data: CustomerTableData): { expectedRows?: number } => (data.rows === undefined ? {} : { expectedRows: data.rows })

/** shopuser/customer-list at /konto/kundenliste. */
export const customerListPage: PageDefinition = {
  path: CUSTOMER_LIST_PATH,
  title: { de: 'Kundenliste', fr: 'Liste des clients', it: 'Elenco clienti', en: 'Customer list' },
  description: {
    de: 'shopuser/customer-list: die betreuten Kunden als Tabelle mit Suche, Filtern nach Ort, Kanton und Branche, Sortierung und Seiten in der Adresse und CSV-Export (angemeldet als mitarbeiter@example.ch: 40 Kunden).',
    fr: 'shopuser/customer-list\u00a0: les clients suivis dans un tableau avec recherche, filtres par lieu, canton et branche, tri et pages dans l’adresse, et export CSV (connecté en tant que mitarbeiter@example.ch\u00a0: 40 clients).',
    it: 'shopuser/customer-list: i clienti seguiti in una tabella con ricerca, filtri per località, cantone e settore, ordinamento e pagine nell’indirizzo, ed esportazione CSV (connesso come mitarbeiter@example.ch: 40 clienti).',
    en: 'shopuser/customer-list: the customers looked after, as a table with search, filters by place, canton and branch, sorting and pages kept in the address, and CSV export (signed in as mitarbeiter@example.ch: 40 customers).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => {
    const data = customerTableData(context)
    const props = customerTableProps(data)
    return marker('shopuser/customer-list', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/customer-list', props, context.locale, data) })
  },
}
