/** spec 2 §9: the minimum viewport width in px at which each breakpoint starts, smallest first. */
export const BREAKPOINTS = { xxs: 0, xs: 480, sm: 768, md: 1024, lg: 1200, xl: 1364, xxl: 1644 } as const

/** A breakpoint name, e.g. `'md'`. */
export type Breakpoint = keyof typeof BREAKPOINTS

/** Every breakpoint name from the smallest to the largest. */
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[]

/**
 * The breakpoint a viewport `width` (CSS px) falls in: the largest whose minimum it reaches, matching
 * `(min-width: …px)` media queries. Widths below 0 or NaN give `xxs`.
 */
export function breakpointFor(width: number): Breakpoint {
  let found: Breakpoint = 'xxs'
  for (const name of BREAKPOINT_NAMES) {
    if (width >= BREAKPOINTS[name]) found = name
  }
  return found
}
