/**
 * The fallback markup the account's tables share (docs/fallbacks.md): the boxes of a server-side table (written once for
 * every table, src/features/data-table/data-table.fallback.ts) before its first page has arrived, sized by data-table.module.css as the island's
 * skeleton and a full page of rows are; and the note an account table shows in its place (account-access.tsx).
 */
import { escapeHtml, type Translate } from '@/src/widget/fallback'

export { dataTableHtml, firstPageRows } from '@/src/features/data-table/data-table.fallback'

/** Why the island shows a note instead of its table (spec 1 §6): nobody signed in, no shop access, an employee acting for nobody. */
export type AccountNote = 'signIn' | 'notShopUser' | 'noCustomer'

/** What the CMS knows of the account tables' page: the note in the table's place, if any, and session.urls.customerOverviewUrl for the note's link. */
export type AccountTableData = { note?: AccountNote; customerOverviewUrl?: string }

/** A note in a table's place: its text, and a link (the way to the customer overview). */
export function noteHtml(text: string, link?: { href: string; text: string }): string {
  const more = link ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : ''
  return `<div data-fallback="note"><p>${escapeHtml(text)}</p>${more}</div>`
}

/** The note in the widget's words (`<widgetKey>.signIn`, `.notShopUser`, `.noCustomer`); for an employee acting for nobody with the way to the customer overview. */
export function accountNoteHtml(widgetKey: string, note: AccountNote, t: Translate, customerOverviewUrl?: string): string {
  const link = note === 'noCustomer' && customerOverviewUrl ? { href: customerOverviewUrl, text: t('accountTable.toCustomerOverview') } : undefined
  return noteHtml(t(`${widgetKey}.${note}`), link)
}

/** What the CMS knows of a customer table's page (customer-list, customer-overview): they are for employees only (spec 1 §1). */
export type CustomerTableData = {
  /** The note in the table's place: the widget's `signIn` or `employeesOnly` text. */
  note?: 'signIn' | 'employeesOnly'
  /** The rows of the first page for the view in the address. */
  rows?: number
}
