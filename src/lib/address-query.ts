/**
 * The product area's lists keep what the user chose in the address bar (spec 1 §2: the search page's term
 * and categories; spec 1 §4: the product list's filters), so a reload keeps it and Back and Forward walk
 * through it. These helpers edit only the list's own parameters of the raw query, rather than
 * round-tripping URLSearchParams, which would re-encode the others (`%20` → `+`) that the CMS or another
 * island may read differently (as src/lib/stored-params.ts does).
 */

/** A query part decoded as a form would (`+` is a space); a malformed %-sequence stays as it is. */
export function decodeQueryPart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** The decoded name of one `name=value` segment of a query. */
export const segmentName = (segment: string): string => decodeQueryPart(segment.split('=', 1)[0] ?? '')

/** An encoded `name=value` segment. */
export const querySegment = (name: string, value: string): string => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`

/**
 * The address of this page with the parameters `owns` names replaced by `segments` (encoded `name=value`),
 * put where the first of the old ones stood (or at the end); every other part kept byte for byte.
 */
export function addressWith(owns: (name: string) => boolean, segments: readonly string[], location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const all = location.search.replace(/^\?/, '').split('&').filter((segment) => segment !== '')
  const at = all.findIndex((segment) => owns(segmentName(segment)))
  const kept = all.filter((segment) => !owns(segmentName(segment)))
  // The position among the kept segments of the first owned one: as many kept segments stood before it.
  const insertAt = at < 0 ? kept.length : all.slice(0, at).filter((segment) => !owns(segmentName(segment))).length
  kept.splice(insertAt, 0, ...segments)
  return `${location.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${location.hash}`
}

/**
 * Writes `url` (an address of this page) into the address bar: `push` adds a history entry (a filter
 * change, so Back returns to the filter before), `replace` corrects the current one (values the list does
 * not know). Nothing happens when the address is already `url`.
 */
export function writeAddress(url: string, mode: 'push' | 'replace'): void {
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(window.history.state, '', url)
}
