import * as v from 'valibot'

/**
 * The props every server-side table shares (the account's order history, ordered products, contract list and positions,
 * safety data sheets, customer list and overview; the job list): the page size, the name of the address's stored-parameters
 * value, and the rows of the first page as the CMS knows them.
 */
export const tableProps = {
  pageSize: v.optional(v.pipe(v.picklist([10, 20, 50]), v.description('Zeilen pro Seite: 10, 20 (Standard, Dokument 1 §9) oder 50.')), 20),
  storedKey: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z][\w-]{0,39}$/, 'expected a query parameter name'),
      v.description('Name des Adressparameters, der Sortierung, Filter und Seite hält (Dokument 1 §2); zwei Tabellen auf einer Seite brauchen verschiedene Namen.'),
    ),
    'stored',
  ),
  expectedRows: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(50),
      v.description(
        'Zeilen der ersten Seite, wie das CMS sie kennt: so viele Platzhalterzeilen zeigt die Tabelle, bis ihre Seite da ist (und so viele Zeilen hat das Fallback-Markup), damit nichts springt. Ohne Angabe eine volle Seite.',
      ),
    ),
  ),
}

/**
 * The skeleton rows of a table while its first page loads: as many as the CMS expects (at most a page; 0 leaves the
 * one row of the loading text, which is where an empty page's text will stand), or a full page when it does not say.
 */
export const placeholderRowsOf = (expectedRows: number | undefined, pageSize: number): number | undefined =>
  expectedRows === undefined ? undefined : Math.min(expectedRows, pageSize)
