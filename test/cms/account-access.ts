/**
 * What the simulated CMS knows of an account page before its island mounts (spec 1 §1, §6), for the fallbacks of the
 * account's widgets (docs/fallbacks.md): who may see the account's tables, and the view an address keeps for a table.
 */
import { readStoredParams } from '@/src/lib/stored-params'
import { queryFromStored, queryParams } from '@/src/lib/table-query'
import { findAccount } from '@/test/mocks/db/index'
import type { Account } from '@/test/mocks/db/users'
import { orderCustomerOf } from '@/test/mocks/handlers/orders'
import { readTableQuery, type MockTableQuery } from '@/test/mocks/table-query'
import type { AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import { SHOP_URLS } from './page-data'

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

/** An account table's fallback data for this user: the note in its place, if any, and the way to the customer overview (session.urls). */
export function accountTableData(username: string | null, shop: string): AccountTableData {
  const access = accountTableAccess(username, shop)
  return { ...('note' in access ? { note: access.note } : {}), customerOverviewUrl: SHOP_URLS.customerOverviewUrl }
}
