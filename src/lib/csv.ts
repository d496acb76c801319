/**
 * CSV for spreadsheets (docs/cms-integration.md "Tables": the tables' export): RFC 4180 quoting, `;` between cells and
 * a UTF-8 byte order mark, because Excel in German-speaking locales reads `;` as the separator and, without the mark,
 * takes UTF-8 for the local code page (Zürich would open as ZÃ¼rich). Lines end in CRLF (RFC 4180 §2). Cells that a
 * spreadsheet would run as a formula are neutralised (OWASP "CSV Injection").
 *
 * Numbers, and amounts a table hands over as text ('-12.50'), are written with a decimal point and no
 * thousands separator: Excel in Swiss locales (de-CH, fr-CH, it-CH: the shop's customers) takes the point as
 * the decimal mark and reads them as numbers it can add up. Excel set to Germany reads them as text, which
 * loses nothing; a comma would instead turn every amount into text in Switzerland.
 */

/** What a cell may hold: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined

/** The separator Excel expects in German-speaking locales. */
export const CSV_SEPARATOR = ';'
/** The UTF-8 byte order mark, which makes Excel read the file as UTF-8. */
export const CSV_BOM = '\uFEFF'

// OWASP: a cell starting with = + - @ or a tab or carriage return may be run as a formula; a leading
// apostrophe makes the spreadsheet show it as text. Numbers are written by us and never need it, nor does a
// plain negative decimal as text ('-12.50'): a minus and digits run nothing, and an apostrophe would make the
// amount text the spreadsheet cannot add up. Anything more after a minus ('-1+1', '-12.50 CHF') is guarded.
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NEGATIVE = /^-\d+(?:\.\d+)?$/
const NEEDS_QUOTES = /[";\r\n,]/

/** One cell: a number as written (nothing for NaN), text guarded against formulas and quoted when it must be (RFC 4180 §2.6, §2.7). */
export function csvCell(value: CsvValue, separator: string = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) && !PLAIN_NEGATIVE.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows (the first one usually the headers) as CSV text, every line ended by CRLF. No byte order mark: see {@link csvBlob}. */
export function toCsv(rows: readonly (readonly CsvValue[])[], separator: string = CSV_SEPARATOR): string {
  return rows.map((row) => `${row.map((value) => csvCell(value, separator)).join(separator)}\r\n`).join('')
}

/** CSV text as a file's content: the byte order mark first, typed as UTF-8 CSV. */
export const csvBlob = (text: string): Blob => new Blob([CSV_BOM, text], { type: 'text/csv;charset=utf-8' })

/** A file name of lower-case letters, digits and dashes (umlauts written out), so every system keeps it as it is. */
export function safeFileName(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return plain === '' ? 'export' : plain
}

/** Hands a file to the browser's download (an object URL behind a link with `download`), released again after a moment. */
export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download reads the object URL after the click returns: release it only once it has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
