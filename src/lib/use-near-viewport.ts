import { useEffect, useState, type RefObject } from 'react'

/**
 * True once `element` comes within `margin` of the viewport, and from then on: for work a part far down the page need
 * not do while the page starts (a call, a long list). Without IntersectionObserver (old browsers, jsdom) at once, as
 * the islands' own `data-hydrate="visible"` does (src/boot/hydrate.ts).
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => !('IntersectionObserver' in window))
  useEffect(() => {
    const target = element.current
    if (near || !target) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near])
  return near
}
