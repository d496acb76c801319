/**
 * Limits on what outside data may make us display or walk (page data, API answers, stored messages):
 * a 100 000-character word or a 2 000-level object must neither flood the screen nor overflow the stack.
 */

/** The visible mark of a cut text. */
export const ELLIPSIS = '…'

/** `text` cut to `max` characters, the last one an ellipsis, so a reader sees that something is missing. */
export const capText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}${ELLIPSIS}` : text)

/**
 * A copy of a JSON value with everything nested deeper than `levels` left out (an object or array at the
 * limit becomes undefined, so a kind check then drops it). Recursion is bounded by `levels`, never by the input.
 */
export function capDepth(value: unknown, levels: number): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (levels <= 0) return undefined
  if (Array.isArray(value)) return value.map((item) => capDepth(item, levels - 1)).filter((item) => item !== undefined)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const capped = capDepth(item, levels - 1)
    if (capped !== undefined) copy[key] = capped
  }
  return copy
}

/**
 * A tree of items whose children sit under `childKey` (navigation `pages`), cut below `levels` levels:
 * spec 2 §2.2 allows three, so a fourth level from the CMS is never rendered or walked.
 */
export function capTree<T extends Record<string, unknown>>(items: readonly T[], childKey: string, levels: number): T[] {
  return items.map((item) => {
    const children = item[childKey]
    if (!Array.isArray(children)) return item
    if (levels <= 1) return Object.fromEntries(Object.entries(item).filter(([key]) => key !== childKey)) as T
    const kept = children.filter((child): child is Record<string, unknown> => typeof child === 'object' && child !== null && !Array.isArray(child))
    return { ...item, [childKey]: capTree(kept, childKey, levels - 1) }
  })
}
