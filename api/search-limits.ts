/**
 * The search limits a widget needs before any call, in a module without imports: api/search.ts brings
 * the axios client, which the search box loads only when the visitor first turns to it
 * (store/use-live-search.ts). api/search.ts re-exports them.
 */

/** spec 1 §5, §9: live search starts at 3 characters. */
export const SEARCH_MIN_LENGTH = 3
/** spec 1 §5, §9: the search input takes at most 100 characters; the search page reads the first 100. */
export const SEARCH_MAX_LENGTH = 100
