/**
 * shopuser/customer-list (spec 2 §1, §3, §7 "Get customers"; issue 10 §9) in the simulated CMS, and what it
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
import type { CmsContext } from '../context'
import { accountNoteFallback, dataTableFallback, storedTableQuery } from '../data-table-fallback'
import { marker } from '../html'
import { widgetString } from '../widget-strings'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/** Where the customer list lives in the demo: the employee's user menu links it. */
export const CUSTOMER_LIST_PATH = ACCOUNT_PAGES.customerList.link

/** The pages place both tables with their default page size (spec 1 §9). */
export const CUSTOMER_PAGE_SIZE = 20

/**
 * How a customer table (shopuser/customer-list, shopuser/customer-overview) starts for this request's user:
 * the note it shows in its place for a visitor or a user who is no employee (the widget's own text), or, for an
 * employee, the rows of its first page for the view in the address (undefined when the address holds no view
 * the server reads: a full page then).
 */
export function customerTableStart(
  widget: 'customerList' | 'customerOverview',
  context: Pick<CmsContext, 'username' | 'shop' | 'url' | 'locale'>,
): { note: string } | { rows: number | undefined } {
  const account = context.username === null ? undefined : findAccount(context.username, context.shop)
  const text = (key: string) => widgetString(context.locale, 'shopuser', `${widget}.${key}`)
  if (!account) return { note: accountNoteFallback(text('signIn')) }
  if (account.user.type !== 'employee') return { note: accountNoteFallback(text('employeesOnly')) }
  const query = storedTableQuery(context.url, 'stored', CUSTOMER_PAGE_SIZE)
  if (!query) return { rows: undefined }
  const customers = customersOf(account)
  return { rows: answerTable(customers, query, customerTable(customers)).results.entries.length }
}

/** The table's boxes for `rows` rows of a page (at least one: an empty page shows its text there), a full page when unknown. */
export const customerRowsFallback = (rows: number | undefined): string => dataTableFallback(Math.max(1, Math.min(rows ?? CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZE)))

/** The `expectedRows` prop for `rows`: none when unknown (the island then keeps a full page of placeholders). */
export const expectedRowsProps = (rows: number | undefined): { expectedRows?: number } => (rows === undefined ? {} : { expectedRows: Math.min(rows, CUSTOMER_PAGE_SIZE) })

/** shopuser/customer-list's fallback (README "Fallback markup"): the note, or the table's boxes for the rows its first page has. */
export function customerListFallback(context: Pick<CmsContext, 'username' | 'shop' | 'url' | 'locale'>): string {
  const start = customerTableStart('customerList', context)
  return 'note' in start ? start.note : customerRowsFallback(start.rows)
}

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
    const start = customerTableStart('customerList', context)
    const props = 'note' in start ? {} : expectedRowsProps(start.rows)
    return marker('shopuser/customer-list', props, { hydrate: 'load', fallback: 'note' in start ? start.note : customerRowsFallback(start.rows) })
  },
}
