/**
 * The fallback markup of a server-side table (src/ui/data-table; README "Fallback markup"): the boxes of
 * the toolbar, the caption, the header row, one row per entry of a full page and the pager's slot, sized by
 * data-table.module.css exactly as the island's skeleton and a full page of rows are, so nothing shifts when
 * it mounts. And the note an account table shows in its place (widgets/shopuser/parts/account-table), with
 * the widget's own text. Every table widget of the account uses both (pages/order-history.ts is the model).
 */
import { escapeHtml } from './html'

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
