import { isRecord } from '@/src/lib/guards'

/** A paged list's position as the API reports it (spec 1 §3: contracts, positions). */
export type Pagination = {
  /** Entries per page. */
  limit: number
  /** Index of the first entry of the page. */
  offset: number
  /** The current page, 1-based. */
  page: number
  /** The number of pages, at least 1. */
  pages: number
  /** The number of entries over all pages. */
  total: number
}

/** Spec 1 §3, §9 and spec 2 §9: limit 20, offset 0, page 1, pages 1, total 0. */
export const PAGINATION_DEFAULTS: Readonly<Pagination> = Object.freeze({ limit: 20, offset: 0, page: 1, pages: 1, total: 0 })

/** One entry of a page list: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap'

// Non-negative whole numbers only; numeric strings are accepted because backends often send them.
const count = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined
}

/**
 * A complete, consistent Pagination from an untrusted response: each field a whole number, missing or
 * broken fields from the spec's defaults, `limit` at least 1, `pages` at least 1 (derived from `total`
 * when the response leaves it out) and `page` clamped to 1..pages, so no caller can render page 0 of 0
 * or divide by a zero limit. A missing `page` is derived from `offset` and a missing `offset` from `page`,
 * so the pager (page) and the count line (offset) never disagree. `shown` is the number of entries the
 * page holds: `total` is at least the entries up to the page's end, so a response without a total (or
 * with one too small) never reads as "no entries" next to its rows.
 */
export function normalizePagination(raw: unknown, shown = 0): Pagination {
  const source = isRecord(raw) ? raw : {}
  const limitValue = count(source.limit)
  const limit = limitValue !== undefined && limitValue >= 1 ? limitValue : PAGINATION_DEFAULTS.limit
  const pageValue = count(source.page)
  const offsetValue = count(source.offset)
  const givenPage = pageValue ?? (offsetValue !== undefined ? Math.floor(offsetValue / limit) + 1 : PAGINATION_DEFAULTS.page)
  const given = count(source.total) ?? PAGINATION_DEFAULTS.total
  const total = shown > 0 ? Math.max(given, (offsetValue ?? (Math.max(1, givenPage) - 1) * limit) + shown) : given
  const pages = Math.max(1, count(source.pages) ?? Math.ceil(total / limit))
  const page = Math.min(pages, Math.max(1, givenPage))
  // An offset the response left out follows the page shown, after clamping (a page after the last is the last).
  const offset = offsetValue ?? (page - 1) * limit
  return { limit, offset, page, pages, total }
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours, with
 * `'gap'` where pages are left out. A gap that would stand for a single page shows that page instead,
 * since "…" is no shorter than the number it hides.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  const last = Math.max(1, Math.floor(pages))
  const current = Math.min(last, Math.max(1, Math.floor(page)))
  const shown = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b)
  const items: PageItem[] = []
  let previous = 0
  for (const n of shown) {
    if (n - previous === 2) items.push(n - 1)
    else if (n - previous > 2) items.push('gap')
    items.push(n)
    previous = n
  }
  return items
}
