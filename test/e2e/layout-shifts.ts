import type { Page } from 'playwright-core'

/**
 * An init script (`page.addInitScript(recordShifts)`): records every layout shift not caused by input,
 * from the very first one and across reloads, in `window.shifts`.
 */
export const recordShifts = () => {
  const shifts: number[] = []
  ;(window as unknown as { shifts: number[] }).shifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

/** The sum of the shifts recorded on the current document (an upper bound of its CLS). */
export const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))
