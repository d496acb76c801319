import type { Page } from 'playwright-core'
import { DEALER_TIMINGS } from '@/widgets/tools/dealer-finder/map-constants'
import { withFreshBrowser } from './fresh-browser'
import { median } from './median'

/**
 * The dealer finder at scale (its issue: 10 000 dealers, CPU ×4): the cluster index built off the main thread with no
 * main-thread task over 50 ms meanwhile, the first markers within 300 ms of the data, and pans and zooms with no task
 * over 50 ms. Read from the widget's user timings (DEALER_TIMINGS) and the page's long tasks.
 */
export type DealerMapRun = {
  /** From the locations' answer in to the index built (in the worker). */
  indexMs: number
  /** From the locations' answer in to the first markers on the map. */
  firstMarkersMs: number
  /** The longest main-thread task while the worker read and indexed the data (0: none over 50 ms). */
  longestWhileIndexing: number
  /** The longest main-thread task of each pan, zoom and change of types. */
  moves: { label: string; longest: number }[]
}

export type DealerMapFigures = {
  runs: DealerMapRun[]
  indexMs: number
  firstMarkersMs: number
  longestWhileIndexing: number
  /** The worst move of each run, median over the runs. */
  longestMove: number
}

/** Installed before the page's scripts: keeps every long task (a task over 50 ms) of the page's main thread. */
function installLongTaskProbe() {
  const w = window as unknown as { __tasks: { start: number; end: number }[] }
  w.__tasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const longestBetween = (page: Page, from: number, to: number) =>
  page.evaluate(
    ([start, end]) =>
      Math.max(0, ...(window as unknown as { __tasks: { start: number; end: number }[] }).__tasks.filter((task) => task.end > start && task.start < end).map((task) => task.end - task.start)),
    [from, to] as const,
  )
const now = (page: Page) => page.evaluate(() => performance.now())
// A move's answer: Leaflet's moveend, the worker's view, the markers drawn; the slowed CPU needs a while for all three.
const SETTLE_MS = 1500

async function measureMove(page: Page, label: string, move: () => Promise<void>) {
  const start = await now(page)
  await move()
  await page.waitForTimeout(SETTLE_MS)
  return { label, longest: await longestBetween(page, start, await now(page)) }
}

async function oneRun(url: string, cpuSlowdown: number): Promise<DealerMapRun> {
  return withFreshBrowser({ width: 1280, height: 900 }, async (context) => {
    const page = await context.newPage()
    await page.addInitScript(installLongTaskProbe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(url)
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, DEALER_TIMINGS.markers, { timeout: 60_000 })
    const marks = await page.evaluate(
      // No named function in here: tsx would wrap it in a helper the page does not have.
      (names) => {
        const [data, indexed, markers] = [names.data, names.indexed, names.markers].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN)
        return { data: data!, indexed: indexed!, markers: markers! }
      },
      DEALER_TIMINGS,
    )
    const map = page.locator('[data-widget="dealer-finder"] .leaflet-container')
    const box = (await map.boundingBox())!
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const drag = async (dx: number, dy: number) => {
      await page.mouse.move(middle.x, middle.y)
      await page.mouse.down()
      await page.mouse.move(middle.x + dx, middle.y + dy, { steps: 8 })
      await page.mouse.up()
    }
    const zoom = (which: 'in' | 'out') => map.locator(`.leaflet-control-zoom-${which}`).click()
    const moves = [
      await measureMove(page, 'pan east', () => drag(-300, 0)),
      await measureMove(page, 'pan south', () => drag(0, -250)),
      await measureMove(page, 'zoom out to 11', () => zoom('out')),
      await measureMove(page, 'zoom out to 10', () => zoom('out')),
      await measureMove(page, 'zoom out to 9', () => zoom('out')),
      await measureMove(page, 'pan west at 9', () => drag(350, 0)),
      await measureMove(page, 'zoom in to 10', () => zoom('in')),
      // A new set of types is a new cluster index of the 10 000 dealers, built in the worker.
      await measureMove(page, 'a type off: a new index', () => page.getByRole('checkbox', { name: 'Servicestelle' }).click()),
    ]
    return {
      indexMs: marks.indexed - marks.data,
      firstMarkersMs: marks.markers - marks.data,
      longestWhileIndexing: await longestBetween(page, marks.data, marks.indexed),
      moves,
    }
  })
}

/** `runs` fresh visits to the dealer finder at `url`, each with the CPU slowed `cpuSlowdown` times; medians over them. */
export async function dealerMapFigures(url: string, { runs = 3, cpuSlowdown = 4 } = {}): Promise<DealerMapFigures> {
  const results: DealerMapRun[] = []
  for (let run = 0; run < runs; run++) results.push(await oneRun(url, cpuSlowdown))
  return {
    runs: results,
    indexMs: median(results.map((run) => run.indexMs)),
    firstMarkersMs: median(results.map((run) => run.firstMarkersMs)),
    longestWhileIndexing: median(results.map((run) => run.longestWhileIndexing)),
    longestMove: median(results.map((run) => Math.max(...run.moves.map((move) => move.longest)))),
  }
}
