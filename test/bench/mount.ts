import type { Page } from 'playwright-core'
import { withFreshBrowser } from './fresh-browser'
import { median } from './median'

/** One page load, on the page's own clock (ms since navigation start). */
export type MountRun = {
  /** The HTML is parsed (PerformanceNavigationTiming.domInteractive): the start of every figure below. */
  parsed: number
  /** The entry begins to run (the runtime's `widgets:start` mark). */
  entryRuns: number
  /** The widgets' code and strings are there and React starts rendering (`widgets:render`). */
  codeReady: number
  /** The last island flagged itself mounted. */
  lastMounted: number
  /** The frame after that: the last island is painted. */
  painted: number
  longestTask: number
  mounted: number
}

export type MountOptions = { count: number; hydrate?: 'load' | 'visible'; widget?: string }

const DONE = 'bench:mounted'

// Installed before the page's own scripts: records long tasks and when the last island was flagged and
// painted, and says so on the console once `expected` islands are mounted. Announcing, not being polled:
// a polling harness would run its own script in the page while the page is being measured.
export function installProbe(expected: number) {
  const w = window as unknown as { __bench: { longest: number; lastMounted: number; painted: number; mounted: number } }
  w.__bench = { longest: 0, lastMounted: 0, painted: 0, mounted: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.longest = Math.max(w.__bench.longest, entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver((records) => {
    for (const record of records) if ((record.target as Element).getAttribute('data-island') === 'mounted') w.__bench.mounted++
    if (w.__bench.mounted === 0) return
    w.__bench.lastMounted = performance.now()
    requestAnimationFrame(() => {
      w.__bench.painted = performance.now()
      if (w.__bench.mounted >= expected) console.info('bench:mounted')
    })
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island'] })
}

async function readRun(page: Page): Promise<MountRun> {
  return page.evaluate(() => {
    const w = window as unknown as { __bench: { longest: number; lastMounted: number; painted: number } }
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    // No helper functions in here: tsx would wrap them in a __name() the page does not have.
    return {
      parsed: navigation?.domInteractive ?? Number.NaN,
      entryRuns: performance.getEntriesByName('widgets:start')[0]?.startTime ?? Number.NaN,
      codeReady: performance.getEntriesByName('widgets:render')[0]?.startTime ?? Number.NaN,
      lastMounted: w.__bench.lastMounted,
      painted: w.__bench.painted,
      longestTask: w.__bench.longest,
      mounted: document.querySelectorAll('[data-island="mounted"]').length,
    }
  })
}

/** Loads `url` and waits for the probe's announcement. */
export async function load(page: Page, url: string) {
  const mounted = page.waitForEvent('console', { predicate: (message) => message.text() === DONE, timeout: 120_000 })
  await page.goto(url)
  await mounted
}

/**
 * Loads the bench page in a fresh profile, twice to warm the HTTP cache and V8's code cache as on a
 * returning visit, then once measured.
 */
async function mountOnce(baseUrl: string, { count, hydrate = 'load', widget = 'heading' }: MountOptions): Promise<MountRun> {
  return withFreshBrowser({ width: 1280, height: 900 }, async (context) => {
    const page = await context.newPage()
    await page.addInitScript(installProbe, hydrate === 'load' ? count : 1)
    const url = `${baseUrl}/bench/islands?count=${count}&hydrate=${hydrate}&widget=${widget}`
    for (let warm = 0; warm < 2; warm++) await load(page, url)
    await load(page, url)
    // Let the last commit and its paint happen before reading the figures.
    await page.waitForTimeout(300)
    return readRun(page)
  })
}

export type MountFigures = {
  options: MountOptions
  runs: MountRun[]
  /** Medians of the runs, in ms from the end of parsing. */
  toEntry: number
  toCodeReady: number
  toLastMounted: number
  toPainted: number
  renderMs: number
  longestTask: number
  mounted: number
}

/** Medians over `runs` page loads. */
export async function mountCost(baseUrl: string, options: MountOptions, runs: number): Promise<MountFigures> {
  const results: MountRun[] = []
  for (let i = 0; i < runs; i++) results.push(await mountOnce(baseUrl, options))
  const from = (pick: (run: MountRun) => number) => median(results.map((run) => pick(run) - run.parsed))
  return {
    options,
    runs: results,
    toEntry: from((run) => run.entryRuns),
    toCodeReady: from((run) => run.codeReady),
    toLastMounted: from((run) => run.lastMounted),
    toPainted: from((run) => run.painted),
    renderMs: median(results.map((run) => run.lastMounted - run.codeReady)),
    longestTask: median(results.map((run) => run.longestTask)),
    mounted: median(results.map((run) => run.mounted)),
  }
}
