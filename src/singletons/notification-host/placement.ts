/**
 * Where the page's notification stack goes (spec 2 §4 notifications; WCAG 2.4.11 focus not obscured): a notification
 * may cover no control of the page and not the content it reports on. The stack starts in its corner (bottom right
 * from 768 px, the bottom edge on a phone) and moves, within the window, to the first place that covers none of them;
 * it stays where it is while that place stays clear, so it does not wander while the page scrolls under it.
 */

/** A box in window coordinates. */
export type Box = { left: number; top: number; right: number; bottom: number }
/** A place of the stack: its top left corner in window coordinates. */
export type Place = { left: number; top: number }

/** What the stack may never cover: anything a user can press, type into, choose or focus. */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable="true"]'

/**
 * What a notification reports on, around the control the user acted on: the widget's own mark
 * (`data-notification-subject`), or else the table row or list item of the control (a pack put into the cart).
 */
export const SUBJECT = '[data-notification-subject], tr, li'

/** Room kept between the stack and what it must not cover. */
const GAP_PX = 4
// Steps of the search for a free place: fine enough to find a gap between two rows, few enough for a scroll event.
const STEP_X_PX = 16
const STEP_Y_PX = 8

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/** Positions from `from` to `to` (either direction) in steps, both ends included, each once. */
function steps(from: number, to: number, step: number): number[] {
  const direction = to >= from ? 1 : -1
  const values: number[] = []
  for (let value = from; direction * (to - value) > 0; value += direction * step) values.push(value)
  values.push(to)
  return values
}

/**
 * The place of a stack of `size` inside `area` (the window less its margins) that covers none of `obstacles`:
 * `current` if it still does, else the corners (bottom right, bottom left, top right, top left), else the first
 * free place from the bottom right, row by row upwards. When no place is free, the bottom right corner.
 */
export function findPlace(size: { width: number; height: number }, area: Box, obstacles: readonly Box[], current?: Place): Place {
  const [right, bottom] = [Math.max(area.left, area.right - size.width), Math.max(area.top, area.bottom - size.height)]
  const boxAt = ({ left, top }: Place): Box => ({ left: left - GAP_PX, top: top - GAP_PX, right: left + size.width + GAP_PX, bottom: top + size.height + GAP_PX })
  const isFree = (place: Place) => {
    const box = boxAt(place)
    return obstacles.every((obstacle) => overlap(box, obstacle) === 0)
  }
  const inside = ({ left, top }: Place) => left >= area.left - 0.5 && top >= area.top - 0.5 && left <= right + 0.5 && top <= bottom + 0.5
  const corners: [Place, ...Place[]] = [
    { left: right, top: bottom },
    { left: area.left, top: bottom },
    { left: right, top: area.top },
    { left: area.left, top: area.top },
  ]
  if (current && inside(current) && isFree(current)) return current
  const free = corners.find(isFree)
  if (free) return free
  const columns = steps(right, area.left, STEP_X_PX)
  for (const top of steps(bottom, area.top, STEP_Y_PX)) {
    for (const left of columns) if (isFree({ left, top })) return { left, top }
  }
  // Nowhere free (a page of controls from edge to edge): the bottom edge, where the page's scroll padding scrolls a
  // focused control clear of the stack (notification-host.tsx).
  return corners[0]
}

/**
 * The boxes in the window the stack must not cover: every visible control outside it, and `subject`, the content
 * the newest notification reports on. Off-screen controls, and those hidden as the visually-hidden pattern hides
 * them (a checkbox reached through its label, itself a control), do not count; nor does a focusable box that holds
 * controls (a wide table's scroll region): its controls count instead.
 */
export function obstaclesFor(stack: Element, subject: Element | null, width: number, height: number): Box[] {
  const boxes: Box[] = []
  const add = (element: Element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect()
    if (right - left <= 1 || bottom - top <= 1 || bottom <= 0 || right <= 0 || top >= height || left >= width) return
    // jsdom lacks checkVisibility; a browser without it counts the control as shown.
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return
    boxes.push({ left, top, right, bottom })
  }
  for (const element of document.querySelectorAll(CONTROLS)) if (!stack.contains(element) && !element.querySelector(CONTROLS)) add(element)
  if (subject?.isConnected && !subject.contains(stack)) add(subject)
  return boxes
}
