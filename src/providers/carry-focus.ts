const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]'

const focusablesIn = (nodes: readonly ChildNode[]) =>
  nodes.flatMap((node) => (node instanceof HTMLElement ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll<HTMLElement>(FOCUSABLE)] : []))

type Field = HTMLInputElement | HTMLTextAreaElement
const isField = (element: Element | undefined): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement

/**
 * What the visitor typed into the fallback's field goes with the focus, into the island's empty field of the same kind:
 * set through the element's own value setter and announced by an input event, as typing would, so a controlled field's
 * state hears it too. Without it, a visitor who types while the block mounts (tabbing to a field scrolls it into view,
 * which mounts it) loses the letters typed before.
 */
function carryValue(from: HTMLElement, to: HTMLElement | undefined): void {
  if (!isField(from) || !isField(to) || from.type !== to.type || from.value === '' || to.value !== '') return
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set?.call(to, from.value)
  to.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Moves the keyboard focus from the fallback markup an island replaces to the same place in the island: a keyboard user
 * who tabbed into a block before it mounted (a block below the fold mounts as it scrolls into view, which tabbing
 * does) keeps their place instead of landing on the page's start. The same place is the focusable of the same rank,
 * and only where both have as many, so a widget whose markup differs from its fallback never gets a wrong focus. A
 * field's typed text goes with it.
 */
export function carryFocus(from: readonly ChildNode[], to: () => readonly ChildNode[]): void {
  const active = document.activeElement
  // Almost always the focus is elsewhere: a page of a thousand islands pays one contains() each.
  if (!(active instanceof HTMLElement) || !from.some((node) => node.contains(active))) return
  const before = focusablesIn(from)
  const rank = before.indexOf(active)
  if (rank === -1) return
  const after = focusablesIn(to())
  if (after.length !== before.length) return
  carryValue(active, after[rank])
  after[rank]?.focus({ preventScroll: true })
}
