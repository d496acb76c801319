import * as v from 'valibot'
import { SEARCH_MAX_LENGTH } from '@/api/search'
import { checkList } from '@/src/lib/schema-check'
import { addressWith, querySegment, writeAddress } from '@/src/lib/address-query'

/**
 * What the search page shows, as the address bar says it (spec 1 §2): the term (`search`) and the
 * checked categories (`categories`), so a filter survives reload and back and forward walk through it.
 */
export type SearchAddress = { term: string; categories: string[] }

/** The query parameter of the term (spec 1 §2) and that of the category filter. */
export const TERM_PARAM = 'search'
export const CATEGORIES_PARAM = 'categories'

/** At most this many categories are read from an address. */
const MAX_CATEGORIES = 50

// The address bar is user input: a category id is a short token of letters, digits and - _ . :
const categoryIdSchema = v.pipe(v.string(), v.maxLength(100), v.regex(/^[\w.:-]+$/, 'expected a category id'))

// `categories=a&categories=b`, a comma list `categories=a,b`, and the API's own `categories[]=a` all read.
const isCategoryParam = (name: string) => name === CATEGORIES_PARAM || name === `${CATEGORIES_PARAM}[]`

/** spec 1 §2: the page reads the first 100 characters of the term (whole characters, never half an emoji). */
export const capTerm = (term: string): string => Array.from(term).slice(0, SEARCH_MAX_LENGTH).join('').trim()

/** The search of the current address; ids that are no category ids are dropped with a warning. */
export function readSearchAddress(search: string = window.location.search): SearchAddress {
  const params = new URLSearchParams(search)
  const term = capTerm(params.get(TERM_PARAM) ?? '')
  const raw = [...params]
    .filter(([name]) => isCategoryParam(name))
    .flatMap(([, value]) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
  const categories = checkList([...new Set(raw)], categoryIdSchema, `address.${CATEGORIES_PARAM}`, MAX_CATEGORIES)
  return { term, categories }
}

/** The address of `target` on this page: the term and categories replaced, every other part kept as it was. */
export function searchAddressUrl({ term, categories }: SearchAddress, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const segments = [...(term === '' ? [] : [querySegment(TERM_PARAM, term)]), ...categories.map((id) => querySegment(CATEGORIES_PARAM, id))]
  return addressWith((name) => name === TERM_PARAM || isCategoryParam(name), segments, location)
}

/**
 * Writes `target` into the address bar: `push` adds a history entry (a filter change, so Back returns to
 * the filter before), `replace` corrects the current one (ids the category tree does not know).
 */
export function writeSearchAddress(target: SearchAddress, mode: 'push' | 'replace'): void {
  writeAddress(searchAddressUrl(target), mode)
}

/** The address of a did-you-mean suggestion (spec 1 §2): a new search for it, without the old filter. */
export const suggestionHref = (suggestion: string): string => `?${TERM_PARAM}=${encodeURIComponent(suggestion)}`
