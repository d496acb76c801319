import type { Page } from 'playwright-core'
import { withFreshBrowser } from './fresh-browser'
import { installProbe, load } from './mount'

export type Waterfall = {
  rows: { file: string; start: number; end: number }[]
  marks: { parsed: number; entryRuns: number; codeReady: number; painted: number }
}

/** A first visit in a fresh browser profile: nothing in the browser's caches. */
async function firstVisit<T>(baseUrl: string, path: string, islands: number, read: (page: Page) => Promise<T>): Promise<T> {
  return withFreshBrowser(null, async (context) => {
    const page = await context.newPage()
    await page.addInitScript(installProbe, islands)
    await load(page, `${baseUrl}${path}`)
    await page.waitForTimeout(300)
    return read(page)
  })
}

/**
 * Every file a first visit (empty browser cache) to `path` fetches, and when, on the page's own clock. A
 * visit before it lets the demo server compress each file once, as a CDN would have long before.
 */
export async function coldWaterfall(baseUrl: string, path: string, islands: number): Promise<Waterfall> {
  await firstVisit(baseUrl, path, islands, () => Promise.resolve())
  return firstVisit(baseUrl, path, islands, (page) =>
    page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const rows = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/vue/'))
        .map((entry) => ({ file: entry.name.split('/').pop() ?? '', start: entry.startTime, end: entry.responseEnd }))
      const bench = (window as unknown as { __bench: { painted: number } }).__bench
      return {
        rows: [{ file: '(the page)', start: navigation.requestStart, end: navigation.responseEnd }, ...rows],
        marks: {
          parsed: navigation.domInteractive,
          entryRuns: performance.getEntriesByName('widgets:start')[0]?.startTime ?? Number.NaN,
          codeReady: performance.getEntriesByName('widgets:render')[0]?.startTime ?? Number.NaN,
          painted: bench.painted,
        },
      }
    }),
  )
}

/** The waterfall as text: one bar per file on a shared time axis, and the page's milestones below it. */
export function formatWaterfall({ rows, marks }: Waterfall, width = 60): string {
  const last = Math.max(marks.painted, ...rows.map((row) => row.end))
  const scale = width / last
  const bar = (start: number, end: number) => `${' '.repeat(Math.round(start * scale))}${'█'.repeat(Math.max(1, Math.round((end - start) * scale)))}`
  const lines = rows.map((row) => `  ${row.file.padEnd(34)} ${row.start.toFixed(0).padStart(5)}–${row.end.toFixed(0).padEnd(5)} ${bar(row.start, row.end)}`)
  const milestone = (label: string, at: number) => `  ${label.padEnd(34)} ${at.toFixed(0).padStart(5)}       ${' '.repeat(Math.round(at * scale))}▲`
  return [...lines, milestone('HTML parsed', marks.parsed), milestone('entry runs', marks.entryRuns), milestone('code and strings ready', marks.codeReady), milestone('last island painted', marks.painted)].join('\n')
}
