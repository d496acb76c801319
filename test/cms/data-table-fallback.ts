/**
 * The fallback markup of a server-side table (src/ui/data-table; README "Fallback markup"): the boxes of
 * the toolbar, the caption, the header row, one row per entry of a full page and the pager's slot, sized by
 * data-table.module.css exactly as the island's skeleton and a full page of rows are, so nothing shifts when
 * it mounts. And the note an account table shows in its place (widgets/shopuser/parts/account-table), with
 * the widget's own text. Every table widget of the account uses both (pages/order-history.ts is the model).
 */
import type { Locale } from '@/i18n/locales'
import { readStoredParams } from '@/src/lib/stored-params'
import { queryFromStored, queryParams } from '@/src/lib/table-query'
import { findAccount } from '@/test/mocks/db/index'
import type { Account } from '@/test/mocks/db/users'
import { orderCustomerOf } from '@/test/mocks/handlers/orders'
import { readTableQuery, type MockTableQuery } from '@/test/mocks/table-query'
import { escapeHtml } from './html'
import { SHOP_URLS } from './page-data'
import { widgetString } from './widget-strings'

/**
 * The view an address keeps under `key` (read as src/lib/stored-params.ts reads it in the browser), as the
 * table's GET would ask for it: for the pages that know how many rows the first page has. Null for a view
 * the server would refuse; a hand-edited value that is no JSON reads as no view, as in the island.
 */
export function storedTableQuery(url: URL, key: string, pageSize: number): MockTableQuery | null {
  const request = new URL('http://cms.invalid/')
  for (const [name, value] of Object.entries(queryParams(queryFromStored(readStoredParams(key, url.search), pageSize)))) request.searchParams.set(name, String(value))
  const read = readTableQuery(request)
  return 'query' in read ? read.query : null
}

/** A table of `rows` entries per page, before its first page has arrived. */
export function dataTableFallback(rows: number): string {
  const boxes = ['toolbar', 'caption', 'row', ...Array.from({ length: rows }, () => 'row'), 'pager']
  return `<div data-fallback="data-table" aria-hidden="true">${boxes.map((part) => `<div data-part="${part}"></div>`).join('')}</div>`
}

/** The note in place of an account table (account-access.tsx): its text, and for an employee acting for nobody the way to the customer overview. */
export function accountNoteFallback(text: string, link?: { href: string; text: string }): string {
  const more = link ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : ''
  return `<div data-fallback="note"><p>${escapeHtml(text)}</p>${more}</div>`
}

/**
 * Who an account table's page is for (widgets/shopuser/parts/account-table, spec 1 §1, §6): the account and the
 * customer whose data it shows (for an employee, the customer acted for), or the note the island shows instead.
 */
export type AccountTableAccess = { account: Account; customerId: string } | { note: 'signIn' | 'notShopUser' | 'noCustomer' }

/** The access of this user (test/mocks/db/users.ts) in this shop, as the island's useAccountAccess decides it. */
export function accountTableAccess(username: string | null, shop: string): AccountTableAccess {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return { note: 'signIn' }
  if (!account.isActiveShopUser) return { note: 'notShopUser' }
  const customerId = orderCustomerOf(account)
  return customerId === '' ? { note: 'noCustomer' } : { account, customerId }
}

/**
 * The first screen of an account table's island (AccountTableGate): the note in its place in the widget's words
 * (`<widgetKey>.signIn`, `.notShopUser`, `.noCustomer`; for an employee acting for nobody with the way to the
 * customer overview), or what `table` writes for a user who may see it.
 */
export function accountTableFallback(
  widgetKey: string,
  context: { username: string | null; shop: string; locale: Locale },
  table: (allowed: { account: Account; customerId: string }) => string,
): string {
  const access = accountTableAccess(context.username, context.shop)
  if (!('note' in access)) return table(access)
  const text = (key: string) => widgetString(context.locale, 'shopuser', key)
  return access.note === 'noCustomer'
    ? accountNoteFallback(text(`${widgetKey}.noCustomer`), { href: SHOP_URLS.customerOverviewUrl, text: text('accountTable.toCustomerOverview') })
    : accountNoteFallback(text(`${widgetKey}.${access.note}`))
}
