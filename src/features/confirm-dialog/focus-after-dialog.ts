/**
 * Focuses `element` once a closing dialog has handed focus back. The dialog (react-modal) returns focus to
 * the button that opened it right after it closes; when that button went away with what the dialog deleted,
 * focus would fall to the page start, so the caller names where it goes instead. A task later, so it wins.
 */
export function focusAfterDialog(element: HTMLElement | null): void {
  window.setTimeout(() => element?.focus(), 0)
}
