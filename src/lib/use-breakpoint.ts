import { useSyncExternalStore } from 'react'
import { BREAKPOINT_NAMES, BREAKPOINTS, type Breakpoint } from './breakpoints'

/**
 * The breakpoint assumed where there is no `window.matchMedia` (server rendering, jsdom). `lg` is the
 * desktop layout the CMS pages are authored for, and a fixed value keeps tests deterministic instead of
 * following jsdom's `innerWidth`, which no media query ever changes. Every browser we ship to has
 * matchMedia, so visitors never see this value.
 */
export const FALLBACK_BREAKPOINT: Breakpoint = 'lg'

type Queries = Record<Breakpoint, MediaQueryList>

let cache: { matchMedia: Window['matchMedia']; queries: Queries } | undefined

// One MediaQueryList per breakpoint, shared by every hook. Rebuilt when window.matchMedia is replaced
// (tests install fakes), so snapshots never read lists from a previous fake.
function mediaQueries(): Queries | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  if (cache?.matchMedia !== window.matchMedia) {
    const matchMedia = window.matchMedia
    const queries = Object.fromEntries(
      // The same `min-width` form CSS uses (styles/breakpoints.css), so JS and CSS switch together.
      BREAKPOINT_NAMES.map((name) => [name, matchMedia.call(window, `(min-width: ${BREAKPOINTS[name]}px)`)]),
    ) as Queries // fromEntries cannot type its keys; the map above covers every name
    cache = { matchMedia, queries }
  }
  return cache.queries
}

// Media query change events fire only when a threshold is crossed, unlike resize, which fires on every
// pixel; each subscriber listens to all lists because any crossing may change its answer.
function subscribe(onChange: () => void): () => void {
  const queries = mediaQueries()
  if (!queries) return () => undefined
  const lists = Object.values(queries)
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

function currentBreakpoint(): Breakpoint {
  const queries = mediaQueries()
  if (!queries) return FALLBACK_BREAKPOINT
  let found: Breakpoint = 'xxs'
  for (const name of BREAKPOINT_NAMES) {
    if (queries[name].matches) found = name
  }
  return found
}

const serverBreakpoint = () => FALLBACK_BREAKPOINT

/** The current breakpoint (spec 2 §9); the component re-renders when the viewport crosses into another. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, serverBreakpoint)
}

/**
 * Whether the viewport is at least as wide as breakpoint `bp`, e.g. `useMinWidth('xl')`. Re-renders
 * only when that one answer flips, not on every breakpoint change.
 */
export function useMinWidth(bp: Breakpoint): boolean {
  const fallback = BREAKPOINTS[FALLBACK_BREAKPOINT] >= BREAKPOINTS[bp]
  return useSyncExternalStore(
    subscribe,
    () => mediaQueries()?.[bp].matches ?? fallback,
    () => fallback,
  )
}
