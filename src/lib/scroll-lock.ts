/**
 * Stops the page behind an overlay from scrolling (spec 2 §4: body scroll is locked while the navigation
 * or a header menu is open on mobile). Locks are counted, so two overlays that overlap for a moment keep
 * the page locked until the last one lets go. Styles are set through the CSSOM, which the Content
 * Security Policy allows (docs/cms-integration.md "Content Security Policy"), on the document's scroller, `<html>`.
 */

let locks = 0
let saved: { overflow: string; scrollbarGutter: string } | undefined

/** Locks the page's scrolling; call the returned function (once) to release this lock. */
export function lockScroll(): () => void {
  const root = document.documentElement
  if (locks === 0) {
    saved = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter }
    // Keeps the room of the scrollbar that goes away, so the page does not move sideways under the overlay.
    if (root.scrollHeight > root.clientHeight) root.style.scrollbarGutter = 'stable'
    root.style.overflow = 'hidden'
  }
  locks++
  let released = false
  return () => {
    if (released) return
    released = true
    locks--
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow
      root.style.scrollbarGutter = saved.scrollbarGutter
      saved = undefined
    }
  }
}
