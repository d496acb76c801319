/**
 * One query parameter that names what a page shows (`/konto/bestellung?order=4500000123`,
 * `/konto/vertrag?contract=4600001025`, `/konto/einkaufslisten/liste?id=sl-werkstatt`): the link that adds it
 * and the page that reads it back. The address is user input, so what is read goes through a schema.
 */
import type * as v from 'valibot'
import { reportDropped, schemaCheck } from './schema-check'

/**
 * `url` with the query parameter `name` set to `value` (encoded), its own parameters and its fragment kept:
 * `withParam('/konto/bestellung?tab=2#kopf', 'order', '4500000123')` is `/konto/bestellung?tab=2&order=4500000123#kopf`.
 */
export function withParam(url: string, name: string, value: string): string {
  // The fragment is everything from the first #, a further # included.
  const cut = url.indexOf('#')
  const [path, fragment] = cut < 0 ? [url, ''] : [url.slice(0, cut), url.slice(cut)]
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?'
  return `${path}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${fragment}`
}

/** A parameter read from the address: its checked value, or why there is none. */
export type ParamReading<T> = { ok: true; value: T } | { ok: false; problem: 'missing' | 'invalid' }

/**
 * The query parameter `name` of the current address (or of `search`), trimmed and checked by `schema`:
 * `missing` when it is absent or blank, `invalid` for a value the schema refuses (a typo, an injected value),
 * which is dropped with a console warning and an error report, never sent nor shown.
 */
export function readParam<S extends v.GenericSchema<string, unknown>>(name: string, schema: S, search: string = window.location.search): ParamReading<v.InferOutput<S>> {
  const raw = new URLSearchParams(search).get(name)?.trim()
  if (raw === undefined || raw === '') return { ok: false, problem: 'missing' }
  const checked = schemaCheck(schema, `address.${name}`).parse(raw)
  if (checked.ok) return { ok: true, value: checked.value }
  reportDropped(`Dropped ${checked.problems.join('; ')}`)
  return { ok: false, problem: 'invalid' }
}
