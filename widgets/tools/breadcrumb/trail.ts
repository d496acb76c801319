/**
 * The breadcrumb's data, apart from its rendering: the shape of one trail item (session.breadcrumbs of
 * spec 1 §3, or the `items` prop), the trail with the home link in front, and its schema.org
 * structured data. Plain functions, so the simulated CMS writes its fallback markup from the very same
 * trail the island renders.
 */
import * as v from 'valibot'
import { capText } from '@/src/lib/cap'
import { safeHref } from '@/src/lib/safe-url'

/** A label longer than this is cut with an ellipsis: a crumb is a page title, and the trail must stay one line on a phone. */
export const LABEL_MAX_LENGTH = 80
/** The deepest trail read; a site's hierarchy is never deeper, and a longer list is cut. */
export const MAX_ITEMS = 12

/**
 * One item of `session.breadcrumbs` as the CMS writes it (spec 2 §2.1: label, uri and a disabled flag).
 * `uri` may be missing or null for a crumb that is no page of its own.
 */
export const crumbSchema = v.object({
  label: v.pipe(v.string(), v.regex(/\S/, 'must not be blank')),
  uri: v.nullish(v.string()),
  disabled: v.nullish(v.boolean()),
})

/** A trail item as it comes in, checked. */
export type CrumbInput = v.InferOutput<typeof crumbSchema>

/** One entry of the trail as rendered: a link when it has an address, otherwise plain text. */
export type TrailEntry = { label: string; href?: string }

/** The trail as rendered and described: the entries, which one the phone layout shows as "back to", and the structured data. */
export type Trail = {
  entries: TrailEntry[]
  /**
   * The entry a phone shows alone, as "Zurück zu …": the nearest link before the current page. Undefined
   * when the trail is the home link alone, which then shows as it is.
   */
  backIndex: number | undefined
}

/**
 * The home link followed by `items`. spec 2 §2.1: disabled items render as plain text; so does an item
 * without an address or with one that is no safe link (javascript:, data:).
 */
export function trailOf(home: TrailEntry, items: readonly CrumbInput[]): Trail {
  const entries: TrailEntry[] = [
    home,
    ...items.slice(0, MAX_ITEMS).map((item) => {
      const label = capText(item.label.trim(), LABEL_MAX_LENGTH)
      const href = item.disabled === true ? undefined : safeHref(item.uri)
      return href === undefined ? { label } : { label, href }
    }),
  ]
  let backIndex: number | undefined
  for (let index = entries.length - 2; index >= 0; index--) {
    if (entries[index]?.href !== undefined) {
      backIndex = index
      break
    }
  }
  return { entries, backIndex }
}

/**
 * The trail as a schema.org `BreadcrumbList` (JSON-LD), for search engines. An entry without a link
 * has no `item`, as schema.org allows; addresses are absolute, resolved against `base`.
 */
export function structuredData(entries: readonly TrailEntry[], base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => {
      const item = entry.href === undefined ? undefined : absoluteWebUrl(entry.href, base)
      return { '@type': 'ListItem', position: index + 1, name: entry.label, ...(item ? { item } : {}) }
    }),
  }
}

function absoluteWebUrl(href: string, base: string): string | undefined {
  try {
    const url = new URL(href, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
