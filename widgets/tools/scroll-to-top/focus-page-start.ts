// What can take keyboard focus; elements that are disabled, hidden or inert are filtered out below.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',')

/** Whether Tab would reach it: rendered, enabled, not inert, not taken out of the tab order. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert], [aria-hidden="true"]')) return false
  // Browsers know whether it is rendered (display, visibility, content-visibility); jsdom does not.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true
}

/**
 * Moves keyboard focus to the top of the page, as if it had just loaded and the visitor pressed Tab once:
 * onto the page's first focusable element, on a shop page its skip link ("Zum Inhalt springen").
 *
 * Why there rather than on `<body tabindex="-1">`: screen readers announce a focused link or button by
 * its name and role, and put their reading cursor there, at the top; a focused body is announced
 * inconsistently (NVDA reads nothing, VoiceOver "body" or the whole page). Keyboard users see a focus
 * ring where they are (WCAG 2.4.7), and Tab continues from the top. Only a page without anything
 * focusable falls back to the body. `preventScroll`: the page is already on its way up (smoothly, unless
 * reduced motion), and focusing must not jump there first.
 */
export function focusPageStart(except: Element | null): void {
  for (const element of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element === except || except?.contains(element) || !isTabbable(element)) continue
    element.focus({ preventScroll: true })
    if (document.activeElement === element) return
  }
  const body = document.body
  if (!body.hasAttribute('tabindex')) {
    body.setAttribute('tabindex', '-1')
    body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true })
  }
  body.focus({ preventScroll: true })
}
