import { FINDER_PARAMS } from '../parts/finder-params'

/** At most this many categories on a tile (the finder's answer caps its list at 20; a tile offers a handful). */
export const CATEGORY_CHOICES_MAX = 12

// Any base will do for a path of this site: only its path, query and hash are kept.
const BASE = 'https://site.invalid'

/**
 * Where a category's link leads: the oil finder's page at the brand step of `categoryId` (its address's parameter,
 * ../parts/finder-params.ts), the page's own query and hash kept.
 */
export function categoryHref(finderUrl: string, categoryId: string): string {
  const url = new URL(finderUrl, BASE)
  url.searchParams.set(FINDER_PARAMS.category, categoryId)
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href
}
