import { isRecord } from '@/src/lib/guards'

/** The query parameter that holds the stored parameters unless a caller names its own. */
export const STORED_PARAMS_KEY = 'stored'

// Query segments are compared by their decoded name so `stored` and `st%6Fred` are one parameter.
const nameOf = (segment: string) => {
  const raw = segment.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

/**
 * The stored parameters of the current address, or of the query string `search` (the simulated CMS reads
 * a page's address so; spec 1 §2: tables keep sort field and sort order in a stored-parameters query value). The value is a JSON object of strings; anything else
 * (missing, not JSON, an array, non-string members) reads as `{}` or drops the bad members, because
 * the address bar is user input and a hand-edited link must never break the page.
 */
export function readStoredParams(key: string = STORED_PARAMS_KEY, search: string = window.location.search): Record<string, string> {
  const raw = new URLSearchParams(search).get(key)
  if (raw === null) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return {}
  }
  if (!isRecord(parsed)) return {}
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') values[name] = value
  }
  return values
}

/**
 * Replaces the stored parameters in the address bar with `values`; an empty object removes the
 * query value. Uses `history.replaceState` so a sort click adds no history entry (Back leaves the
 * page instead of stepping through sort states). Every other part of the URL (path, other query
 * parameters byte for byte, hash, history state) stays as it was.
 */
export function writeStoredParams(values: Record<string, string>, key: string = STORED_PARAMS_KEY): void {
  const { pathname, search, hash } = window.location
  // Edit the raw query string rather than round-tripping URLSearchParams: that would re-encode the
  // other parameters (`%20` → `+`), which the CMS or another island may read differently.
  const others = search
    .replace(/^\?/, '')
    .split('&')
    .filter((segment) => segment !== '' && nameOf(segment) !== key)
  if (Object.keys(values).length > 0) {
    others.push(`${encodeURIComponent(key)}=${encodeURIComponent(JSON.stringify(values))}`)
  }
  const query = others.length > 0 ? `?${others.join('&')}` : ''
  window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`)
}
