/**
 * The parallax for browsers without scroll-driven animations (parallax-image.css drifts the picture on the compositor
 * where `animation-timeline: view()` exists): while the band is on screen, one transform per frame, read from where
 * the band stands in the viewport; nothing at all off screen, and nothing where the visitor prefers reduced motion.
 */

/** How far the picture drifts either way, as a share of its own height (parallax-image.css's keyframes say the same). */
export const DRIFT = 0.08

/** The picture's offset for a band whose top is at `top` in a viewport `viewport` high: -DRIFT entering below, +DRIFT leaving above. */
export function driftAt(top: number, height: number, viewport: number): number {
  const progress = (viewport - top) / (viewport + height)
  return (Math.min(1, Math.max(0, progress)) * 2 - 1) * DRIFT
}

const needsScript = () =>
  !(typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('animation-timeline: view()')) && !(typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)

/** Drifts `image` inside `band` as the page scrolls, if the browser cannot by CSS; returns the clean-up. */
export function startDrift(band: HTMLElement, image: HTMLElement): () => void {
  if (!needsScript() || typeof IntersectionObserver === 'undefined') return () => {}
  let frame = 0
  const place = () => {
    frame = 0
    const { top, height } = band.getBoundingClientRect()
    image.style.transform = `translateY(${(driftAt(top, height, window.innerHeight) * 100).toFixed(2)}%)`
  }
  const onScroll = () => {
    frame ||= requestAnimationFrame(place)
  }
  const visibility = new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) {
      window.addEventListener('scroll', onScroll, { passive: true })
      onScroll()
    } else window.removeEventListener('scroll', onScroll)
  })
  visibility.observe(band)
  return () => {
    visibility.disconnect()
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
  }
}
