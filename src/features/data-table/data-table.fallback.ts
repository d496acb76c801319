/**
 * A server-side table's fallback markup (docs/fallbacks.md), for every widget built on src/features/data-table: the
 * boxes data-table.module.css sizes as the island's skeleton and a full page of rows.
 */

/** The rows of the first page: as many as the CMS knows it has (`rows`), else the `expectedRows` prop, else a full page; at least one (an empty page shows its text there). */
export const firstPageRows = (rows: number | undefined, { expectedRows, pageSize = 20 }: { expectedRows?: number | undefined; pageSize?: number | undefined }): number =>
  Math.max(1, rows ?? expectedRows ?? pageSize)

/** A table of `rows` entries per page, before its first page has arrived: the toolbar, caption, header row, rows and pager. */
export function dataTableHtml(rows: number): string {
  const boxes = ['toolbar', 'caption', 'row', ...Array.from({ length: rows }, () => 'row'), 'pager']
  return `<div data-fallback="data-table" aria-hidden="true">${boxes.map((part) => `<div data-part="${part}"></div>`).join('')}</div>`
}
