/**
 * The fallback markup of a server-side table (src/ui/data-table; README "Fallback markup"): the boxes of
 * the toolbar, the caption, the header row, one row per entry of a full page and the pager's slot, sized by
 * data-table.module.css exactly as the island's skeleton and a full page of rows are, so nothing shifts when
 * it mounts. And the note an account table shows in its place (widgets/shopuser/parts/account-table), with
 * the widget's own text. Every table widget of the account uses both (pages/order-history.ts is the model).
 */
import { isRecord } from '@/src/lib/guards'
import { queryFromStored, queryParams } from '@/src/lib/table-query'
import { readTableQuery, type MockTableQuery } from '@/test/mocks/table-query'
import { escapeHtml } from './html'

/**
 * The view an address keeps under `key` (src/lib/stored-params.ts reads it the same way in the browser), as
 * the table's GET would ask for it: for the pages that know how many rows the first page has. Null for a
 * view the server would refuse; a hand-edited value that is no JSON reads as no view, as in the island.
 */
export function storedTableQuery(url: URL, key: string, pageSize: number): MockTableQuery | null {
  let stored: Record<string, string> = {}
  try {
    const parsed: unknown = JSON.parse(url.searchParams.get(key) ?? '{}')
    if (isRecord(parsed)) stored = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    // A hand-edited address: the island reads it as no view, and so does the page.
  }
  const request = new URL('http://cms.invalid/')
  for (const [name, value] of Object.entries(queryParams(queryFromStored(stored, pageSize)))) request.searchParams.set(name, String(value))
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
