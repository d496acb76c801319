const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]'

const focusablesIn = (nodes: readonly ChildNode[]) =>
  nodes.flatMap((node) => (node instanceof HTMLElement ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll<HTMLElement>(FOCUSABLE)] : []))

/**
 * Moves the keyboard focus from the fallback markup an island replaces to the same place in the island: a keyboard user
 * who tabbed into a block before it mounted (a block below the fold mounts as it scrolls into view, which tabbing
 * does) keeps their place instead of landing on the page's start. The same place is the focusable of the same rank,
 * and only where both have as many, so a widget whose markup differs from its fallback never gets a wrong focus.
 */
export function carryFocus(from: readonly ChildNode[], to: () => readonly ChildNode[]): void {
  const active = document.activeElement
  // Almost always the focus is elsewhere: a page of a thousand islands pays one contains() each.
  if (!(active instanceof HTMLElement) || !from.some((node) => node.contains(active))) return
  const before = focusablesIn(from)
  const rank = before.indexOf(active)
  if (rank === -1) return
  const after = focusablesIn(to())
  if (after.length === before.length) after[rank]?.focus({ preventScroll: true })
}
