/**
 * The way back from a detail page to the table it was opened from, in the view the table showed. A table keeps its
 * sort, filters, date range and page in a stored-parameters query value of its URL (spec 1 §2); its links to a
 * detail carry that value as `back` (`…/konto/bestellung?order=4500000123&back={"stored":{"sortField":"total",…}}`),
 * and the detail's back link puts it on the table's URL again. A detail opened directly (a bookmark, a link from
 * elsewhere) has none and links the plain table. The URL is user input: `back` is read through a schema, and the
 * table checks the view it gets as it checks any URL (src/lib/table-query.ts).
 */
import * as v from 'valibot'
import { readParam, withParam } from './address-param'

/** The query parameter of a detail's URL that holds the view to go back to. */
export const BACK_PARAM = 'back'

// A view is far shorter (a sort, a few filters, two days, a page); a longer value is no view of ours.
const BACK_MAX = 2000

/** The stored-parameters values to go back to, by the name of the query value that holds them. */
const backViewSchema = v.pipe(
  v.string(),
  v.maxLength(BACK_MAX),
  v.parseJson(),
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,39}$/, 'expected a query parameter name')), v.record(v.string(), v.string())),
)

/**
 * `detailHref` with the table's view as `back`: the stored parameters `stored` under the table's query value `storedKey`.
 * The first unsorted, unfiltered page (no stored parameters) adds nothing: the way back is the plain table.
 */
export function withBackView(detailHref: string, storedKey: string, stored: Record<string, string>): string {
  return Object.keys(stored).length === 0 ? detailHref : withParam(detailHref, BACK_PARAM, JSON.stringify({ [storedKey]: stored }))
}

/**
 * The URL of the table at `tableUrl` in the view the current URL (or `search`) carries as `back`; `tableUrl`
 * itself without one, or for one that is no view (dropped with a console warning and an error report).
 */
export function backToView(tableUrl: string, search: string = window.location.search): string {
  const read = readParam(BACK_PARAM, backViewSchema, search)
  if (!read.ok) return tableUrl
  return Object.entries(read.value).reduce((href, [key, stored]) => withParam(href, key, JSON.stringify(stored)), tableUrl)
}
