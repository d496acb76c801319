import type { Page } from 'playwright-core'
import { withFreshBrowser } from './fresh-browser'
import { median } from './median'

/**
 * Interaction to Next Paint of chosen interactions (docs/budgets.md: opening the navigation and the header menus,
 * typing in the search box), on a phone-sized page with the CPU slowed four times, as web-vitals
 * measures it: each interaction's latency is the longest Event Timing entry with its interactionId, from
 * input to the next paint. Figures, not a timed test: `npm run bench` prints them against the budget.
 */
export type Interaction = {
  label: string
  /** Runs once the page has settled; does the interaction as a user would (click, key presses). */
  act(page: Page): Promise<void>
  /** Undoes it between runs (Escape, clearing the field). */
  reset?(page: Page): Promise<void>
  /** Runs once before the measured runs (opening the phone's filter panel). */
  prepare?(page: Page): Promise<void>
}

export type InteractionFigures = { label: string; inp: number; runs: number[] }

/** Installed before the page's scripts: keeps the longest event duration per interaction id. */
function installInteractionProbe() {
  const w = window as unknown as { __interactions: Record<number, number> }
  w.__interactions = {}
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue
      w.__interactions[entry.interactionId] = Math.max(w.__interactions[entry.interactionId] ?? 0, entry.duration)
    }
    // 16 ms is the smallest threshold Event Timing allows: every interaction longer than a frame is seen.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

/** The worst interaction latency of one `act`, in ms (16 or less when every event was answered within a frame). */
async function measureOnce(page: Page, interaction: Interaction): Promise<number> {
  await page.evaluate(() => {
    ;(window as unknown as { __interactions: Record<number, number> }).__interactions = {}
  })
  await interaction.act(page)
  // Event Timing entries arrive after the next paint; two frames and a little idle time collect them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))))
  const worst = await page.evaluate(() => Math.max(0, ...Object.values((window as unknown as { __interactions: Record<number, number> }).__interactions)))
  await interaction.reset?.(page)
  return Math.max(worst, 16)
}

/**
 * INP of each interaction on `url` at 375×800 with the CPU slowed `cpuSlowdown` times: the median over
 * `runs` of the worst interaction latency of each run (the first run, with cold code paths, included).
 */
export async function interactionFigures(
  url: string,
  interactions: Interaction[],
  { runs = 5, cpuSlowdown = 4, cookies = [] as { name: string; value: string }[], viewport = { width: 375, height: 800 } } = {},
): Promise<InteractionFigures[]> {
  return withFreshBrowser(viewport, async (context) => {
    // Set for the whole site: a cookie set for the page's own address would miss the API under /api/.
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin })))
    const page = await context.newPage()
    await page.addInitScript(installInteractionProbe)
    const cdp = await context.newCDPSession(page)
    await page.goto(url)
    // The chrome hydrates on load; the footer waits until it is scrolled near (data-hydrate="visible").
    await page.waitForFunction(() => [...document.querySelectorAll('[data-hydrate="load"]')].every((marker) => marker.getAttribute('data-island') === 'mounted'))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    const figures: InteractionFigures[] = []
    for (const interaction of interactions) {
      const values: number[] = []
      await interaction.prepare?.(page)
      for (let run = 0; run < runs; run++) values.push(await measureOnce(page, interaction))
      figures.push({ label: interaction.label, inp: median(values), runs: values })
    }
    return figures
  })
}
