import { useEffect, useState } from 'react'

/** Where the page is: up to the threshold, or beyond it and last scrolled up or down. */
export type ScrollState = 'near-top' | 'down' | 'up'

/**
 * Where the page is relative to `threshold` px: `near-top` up to it; beyond it, `up` while the visitor
 * last scrolled upward and `down` otherwise (spec 2 §2.4, §9; spec 1 §9: the scroll-to-top button shows
 * beyond 1000 px when scrolling up). A page restored beyond it (a reload) starts as `down`.
 *
 * The listener is passive and the work waits for the next frame: however many scroll events a frame
 * brings, the position is read once, and scrolling never waits for us.
 */
export function useScrollState(threshold: number): ScrollState {
  const [mountedAt] = useState(() => window.scrollY)
  const [state, setState] = useState<ScrollState>(() => (mountedAt > threshold ? 'down' : 'near-top'))
  useEffect(() => {
    let last = mountedAt
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      // No movement (a scroll event of a nested scroller bubbling, or a zoom) says nothing about direction.
      if (y !== last) setState(y <= threshold ? 'near-top' : y < last ? 'up' : 'down')
      last = y
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // The page may have moved since the render that read it: islands mount while a visitor already scrolls, and
    // a jump back to the top before this listener was there would otherwise leave the button in the tab order.
    onScroll()
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [threshold, mountedAt])
  return state
}

/**
 * The page's `scroll-padding-bottom`: the height the notification stack covers at the bottom of the
 * viewport (docs/cms-integration.md "Messages and notifications": the notification host sets it on `<html>`).
 * A control fixed at the bottom edge moves up by it, so the two never overlap.
 */
export function useNotificationClearance(): string {
  const root = document.documentElement
  const [clearance, setClearance] = useState(() => root.style.scrollPaddingBottom)
  useEffect(() => {
    const read = () => setClearance(root.style.scrollPaddingBottom)
    read()
    const observer = new MutationObserver(read)
    observer.observe(root, { attributes: true, attributeFilter: ['style'] })
    return () => observer.disconnect()
  }, [root])
  return clearance
}
