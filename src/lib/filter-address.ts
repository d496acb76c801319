import { addressWith, decodeQueryPart, querySegment, segmentName, writeAddress } from './address-query'
import { reportDropped } from './schema-check'

/**
 * A list with multiselect filters (spec 1 §3, §4: the product list, the news list) keeps the chosen filters in the
 * address bar, one parameter per chosen value: `?filter.viscosity=sae-5w-30&filter.viscosity=sae-0w-30&filter.tag=sale`.
 * A reload or a shared link shows the same list; Back and Forward walk through the filter changes.
 */

/**
 * A filter's name or an option's value: a short token of letters, digits and - _ . (it travels in the address bar and
 * in the backends' `filters[<name>][]=<value>`).
 */
export const FILTER_TOKEN = /^[\w.-]{1,60}$/

/** The chosen values, by filter name. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>

/** What a list's answer says of a filter: its name and the values it was filtered by. */
type AnsweredFilter = { name: string; selected: readonly string[] }

export const FILTER_PARAM_PREFIX = 'filter.'

/** At most this many filters, and values per filter, are read from an address. */
const MAX_FILTERS = 20
const MAX_VALUES = 50

const isFilterParam = (name: string) => name.startsWith(FILTER_PARAM_PREFIX)

/**
 * The filter selection of the current address. The address is user input: a name or value that cannot be
 * a filter's (not a short token of letters, digits and - _ .) is dropped with a warning; whether the list
 * knows the rest, its answer says (the list corrects the address then, with `selectionOf` its answer).
 */
export function readFilterAddress(search: string = window.location.search): FilterSelection {
  const selection: Record<string, string[]> = {}
  const dropped: string[] = []
  for (const segment of search.replace(/^\?/, '').split('&')) {
    const name = segmentName(segment)
    if (!isFilterParam(name)) continue
    const filter = name.slice(FILTER_PARAM_PREFIX.length)
    const value = decodeQueryPart(segment.slice(segment.indexOf('=') + 1)).trim()
    if (!segment.includes('=') || !FILTER_TOKEN.test(filter) || !FILTER_TOKEN.test(value)) {
      dropped.push(segment)
      continue
    }
    const values = (selection[filter] ??= [])
    if (!values.includes(value) && values.length < MAX_VALUES) values.push(value)
  }
  if (dropped.length > 0) reportDropped(`Dropped address.filter: ${dropped.slice(0, 5).map((segment) => `"${segment.slice(0, 100)}"`).join(', ')}: expected filter.<name>=<value> of letters, digits, - _ .`)
  return Object.fromEntries(Object.entries(selection).slice(0, MAX_FILTERS))
}

/** The address of this page with `selection` as its filter, every other part kept as it was. */
export function filterAddressUrl(selection: FilterSelection, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const segments = Object.entries(selection).flatMap(([name, values]) => values.map((value) => querySegment(`${FILTER_PARAM_PREFIX}${name}`, value)))
  return addressWith(isFilterParam, segments, location)
}

/** Writes `selection` into the address bar: `push` for a filter change, `replace` to correct the current entry. */
export function writeFilterAddress(selection: FilterSelection, mode: 'push' | 'replace'): void {
  writeAddress(filterAddressUrl(selection), mode)
}

/** A selection without its empty filters. */
const chosen = (selection: FilterSelection) => Object.entries(selection).filter(([, values]) => values.length > 0)

/** The same filters with the same values, in whatever order. */
export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  const left = chosen(a)
  if (left.length !== chosen(b).length) return false
  return left.every(([name, values]) => {
    const other = Object.hasOwn(b, name) ? (b[name] ?? []) : []
    return other.length === values.length && values.every((value) => other.includes(value))
  })
}

/** A key that is the same for the same selection, whatever its order: what a request for it depends on. */
export const selectionKey = (selection: FilterSelection): string =>
  chosen(selection)
    .map(([name, values]) => `${name}=${[...values].sort().join(',')}`)
    .sort()
    .join('&')

/** The selection an answer was filtered by: each filter's `selected` (the values of the request it knows). */
export const selectionOf = (filters: readonly AnsweredFilter[]): FilterSelection =>
  Object.fromEntries(filters.filter((filter) => filter.selected.length > 0).map((filter) => [filter.name, filter.selected]))

/** `selection` with `value` of filter `name` chosen if it was not, and no longer chosen if it was. */
export function toggled(selection: FilterSelection, name: string, value: string): FilterSelection {
  const values = Object.hasOwn(selection, name) ? (selection[name] ?? []) : []
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value]
  // The filter keeps its place in the address; a new one comes last.
  const entries = Object.hasOwn(selection, name) ? Object.entries(selection).map(([other, list]) => [other, other === name ? next : list] as const) : [...Object.entries(selection), [name, next] as const]
  return Object.fromEntries(entries.filter(([, list]) => list.length > 0))
}

/** How many values are chosen in all. */
export const chosenCount = (selection: FilterSelection): number => Object.values(selection).reduce((sum, values) => sum + values.length, 0)
