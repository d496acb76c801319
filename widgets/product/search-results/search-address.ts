import * as v from 'valibot'
import { SEARCH_MAX_LENGTH } from '@/api/search'
import { checkList } from '@/src/lib/schema-check'

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

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}
const nameOf = (segment: string) => decode(segment.split('=', 1)[0] ?? '')

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
  // Edits the raw query rather than round-tripping URLSearchParams, which would re-encode the other
  // parameters (`%20` → `+`) that the CMS or another island may read differently (as stored-params.ts).
  const segments = location.search.replace(/^\?/, '').split('&').filter((segment) => segment !== '')
  const termSegment = `${TERM_PARAM}=${encodeURIComponent(term)}`
  const at = segments.findIndex((segment) => nameOf(segment) === TERM_PARAM)
  const kept = segments.filter((segment) => nameOf(segment) !== TERM_PARAM && !isCategoryParam(nameOf(segment)))
  if (term !== '') kept.splice(at < 0 ? kept.length : Math.min(at, kept.length), 0, termSegment)
  for (const id of categories) kept.push(`${CATEGORIES_PARAM}=${encodeURIComponent(id)}`)
  return `${location.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${location.hash}`
}

/**
 * Writes `target` into the address bar: `push` adds a history entry (a filter change, so Back returns to
 * the filter before), `replace` corrects the current one (ids the category tree does not know).
 */
export function writeSearchAddress(target: SearchAddress, mode: 'push' | 'replace'): void {
  const url = searchAddressUrl(target)
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(window.history.state, '', url)
}

/** The address of a did-you-mean suggestion (spec 1 §2): a new search for it, without the old filter. */
export const suggestionHref = (suggestion: string): string => `?${TERM_PARAM}=${encodeURIComponent(suggestion)}`
