/**
 * The main navigation's data, read once at the edge (spec 2 §2.2, §3 "navigation item"): the session's
 * product lines and CMS pages, checked item by item with valibot. A malformed item is dropped with a
 * warning and an error report and its siblings stay; labels are cut at 100 characters; a product line's
 * icon is kept only if it is an SVG that can do nothing but draw.
 */
import * as v from 'valibot'
import { NAVIGATION_LEVELS } from '@/src/boot/page-data'
import { capText } from '@/src/lib/cap'
import { safeHref } from '@/src/lib/safe-url'
import { checkList, reportDropped } from '@/src/lib/schema-check'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { svgIconUrl } from './svg-icon'

/** A label longer than this is cut with an ellipsis: a menu entry is a few words. */
export const LABEL_MAX_LENGTH = 100
/** A line icon is a few hundred bytes; anything much larger is not an icon (base64 characters). */
const ICON_MAX_LENGTH = 20_000
/** A CMS menu lists a handful of entries per level; more is a data error, not a menu. */
const ITEMS_MAX = 100

// `null` reads as absent, as everywhere in page data.
const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema))

const itemSchema = v.object({
  label: v.pipe(v.string(), v.transform((label) => capText(label.trim(), LABEL_MAX_LENGTH)), v.minLength(1, 'must not be blank')),
  // Every entry leads somewhere: one with sub-pages offers its own page first in the level it opens.
  uri: v.pipe(
    v.string(),
    v.maxLength(ADDRESS_MAX_LENGTH),
    v.check((uri) => safeHref(uri) !== undefined, 'must be a web address'),
  ),
  target: optional(v.string()),
  class: optional(v.pipe(v.string(), v.maxLength(500))),
  active: optional(v.boolean()),
  pages: optional(v.array(v.unknown())),
  iconImage: optional(v.pipe(v.string(), v.maxLength(ICON_MAX_LENGTH))),
  showOilFinderTeaser: optional(v.boolean()),
})

/** One checked entry of the main navigation, with what the menu needs to show it. */
export type NavigationItem = {
  /** Unique within the menu, from its position: `line-0`, `page-2-1-0`. */
  key: string
  label: string
  uri: string
  /** spec 2 §5: opens in a new tab (CMS `target="_blank"`), with a no-opener, no-referrer relation. */
  newTab: boolean
  /** spec 2 §2.2: a separator follows it (its CMS class includes `add-separator`). */
  separatorAfter: boolean
  /** The page being shown (`aria-current="page"`). */
  active: boolean
  /** The page being shown is this one or lies below it. */
  inTrail: boolean
  /** A product line's icon as a `data:image/svg+xml` address, when it passed the check. */
  icon?: string
  /** A product line that shows the oil-finder teaser while it is open. */
  showOilFinderTeaser: boolean
  isProductLine: boolean
  /** The next level; empty on the third (spec 2 §2.2: up to three levels). */
  pages: NavigationItem[]
}

const SEPARATOR_CLASS = 'add-separator'

function checkLevel(raw: readonly unknown[], where: string, key: string, level: number, isProductLine: boolean): NavigationItem[] {
  return checkList(raw, itemSchema, where, ITEMS_MAX).map((item, index) => {
    const here = `${where}.${index}`
    const pages = level < NAVIGATION_LEVELS && item.pages ? checkLevel(item.pages, `${here}.pages`, `${key}-${index}`, level + 1, isProductLine) : []
    // Only a product line of level 1 shows an icon (spec 2 §2.2).
    let icon: string | undefined
    if (isProductLine && level === 1 && item.iconImage) {
      icon = svgIconUrl(item.iconImage)
      if (!icon) reportDropped(`Dropped ${here}.iconImage: not an SVG icon (scripts, foreign objects, event handlers and outside references are refused)`)
    }
    const active = item.active === true
    return {
      key: `${key}-${index}`,
      label: item.label,
      uri: item.uri,
      newTab: item.target === '_blank',
      separatorAfter: (item.class ?? '').split(/\s+/).includes(SEPARATOR_CLASS),
      active,
      inTrail: active || pages.some((page) => page.inTrail),
      ...(icon ? { icon } : {}),
      showOilFinderTeaser: item.showOilFinderTeaser === true,
      isProductLine,
      pages,
    }
  })
}

// Read once per list: the session's arrays keep their identity, so a re-render neither checks nor warns again.
const checked = new WeakMap<readonly unknown[], NavigationItem[]>()

function once(raw: readonly unknown[], read: () => NavigationItem[]): NavigationItem[] {
  const cached = checked.get(raw)
  if (cached) return cached
  const items = read()
  checked.set(raw, items)
  return items
}

/** spec 2 §2.2: the product lines of `session.productLines`, checked. */
export const readProductLines = (raw: readonly unknown[]): NavigationItem[] =>
  once(raw, () => checkLevel(raw, 'session.productLines', 'line', 1, true))

/** spec 2 §2.2: the CMS pages of `session.navigation`, checked. */
export const readNavigation = (raw: readonly unknown[]): NavigationItem[] =>
  once(raw, () => checkLevel(raw, 'session.navigation', 'page', 1, false))
