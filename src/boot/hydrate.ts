import { whenIdle } from '@/src/lib/when-idle'
import type { HydrateMode } from './read-marker'

/** Starts an island now or later; returns how to call that off if the marker goes away first. */
export type HydrationStrategy = (start: () => void, el: HTMLElement) => () => void

/** Islands start loading this far before they scroll into view, so they are ready when seen. */
export const VISIBLE_MARGIN = '200px 0px'
/** The longest an `idle` island waits for the browser to become idle. */
export const IDLE_TIMEOUT_MS = 2000

// One observer for every `visible` island: a thousand markers must not make a thousand observers.
const waiting = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

function observe(el: HTMLElement, start: () => void) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const begin = waiting.get(entry.target)
        waiting.delete(entry.target)
        observer?.unobserve(entry.target)
        begin?.()
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  )
  waiting.set(el, start)
  observer.observe(el)
  return () => {
    waiting.delete(el)
    observer?.unobserve(el)
  }
}

const none = () => undefined

/** One function per `data-hydrate` value (Astro's client directives), all with one signature. */
export const strategies: Record<HydrateMode, HydrationStrategy> = {
  load: (start) => {
    start()
    return none
  },
  idle: (start) => whenIdle(start, { timeout: IDLE_TIMEOUT_MS, fallbackMs: 1 }),
  visible: (start, el) => {
    // Without IntersectionObserver (old browsers, jsdom) everything counts as visible.
    if (!('IntersectionObserver' in window)) {
      start()
      return none
    }
    return observe(el, start)
  },
}
