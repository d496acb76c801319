import { useEffect, useEffectEvent, type RefObject } from 'react'

/**
 * Calls `onOutside` when a pointer goes down outside every element of `inside` while `active`: the
 * "a click outside closes" rule of every menu, overlay and suggestion list (spec 1 §4, spec 2 §2.2,
 * §2.3, §4), written once. `capture` sees the press before the page's own handlers can stop it.
 */
export function useOutsidePointer(active: boolean, inside: readonly RefObject<Element | null>[], onOutside: () => void, { capture = false } = {}): void {
  // An effect event reads the latest elements and callback, so a re-render does not re-subscribe.
  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    const target = event.target instanceof Node ? event.target : null
    if (target && inside.some((ref) => ref.current?.contains(target))) return
    onOutside()
  })

  useEffect(() => {
    if (!active) return undefined
    const listener = (event: PointerEvent) => onPointerDown(event)
    document.addEventListener('pointerdown', listener, capture)
    return () => document.removeEventListener('pointerdown', listener, capture)
  }, [active, capture])
}
