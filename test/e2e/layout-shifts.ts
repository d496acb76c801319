import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** A layout shift as recorded: its score, when it happened (ms since navigation) and what moved, for the failure message. */
export type Shift = { value: number; startTime: number; sources: string[] }

/**
 * An init script (`page.addInitScript(recordShifts)`): records every layout shift not caused by input,
 * from the very first one and across reloads, in `window.shifts`.
 */
export const recordShifts = () => {
  const shifts: Shift[] = []
  ;(window as unknown as { shifts: Shift[] }).shifts = shifts
  new PerformanceObserver((list) => {
    type Entry = { value: number; startTime: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
    for (const entry of list.getEntries() as unknown as Entry[]) {
      if (entry.hadRecentInput) continue
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
      const sources = entry.sources.map(({ node, previousRect, currentRect }) => {
        const where = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node?.nodeName)
        return `${where} ${rect(previousRect)} → ${rect(currentRect)}`
      })
      shifts.push({ value: entry.value, startTime: entry.startTime, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * The shifts a reader of the current document would have seen: all but those while `visit` (./browser.ts)
 * scrolled through the page to wake its `visible` islands. Within those few frames the viewport shows the
 * page's end, where a list still arriving above pushes the footer along; a reader who opened the page is at
 * its top, where that list's room is reserved.
 */
export const seenShifts = (page: Page): Promise<Shift[]> =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: Shift[]; harnessScrolls?: [number, number][] }
    const scrolls = w.harnessScrolls ?? []
    return w.shifts.filter((shift) => !scrolls.some(([from, to]) => shift.startTime >= from && shift.startTime <= to))
  })

/** The sum of the shifts a reader saw on the current document (an upper bound of its CLS). */
export const shifted = async (page: Page): Promise<number> => (await seenShifts(page)).reduce((sum, shift) => sum + shift.value, 0)

/**
 * Expects the page to have stayed steady for a reader (the sum of the shifts they saw below `max`), naming what moved if
 * not; with `until` (ms since navigation), only the shifts before it, where the page moves by design from then on.
 */
export async function expectSteady(page: Page, max = 0.01, until = Infinity): Promise<void> {
  const shifts = (await seenShifts(page)).filter((shift) => shift.startTime < until)
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(max)
}
