// `npm run bench`: figures, not timed tests. Bundle sizes and budgets, the entry's bytes per registered
// widget, start-up from the end of HTML parsing (10 different widgets, 1 000 islands), the request
// waterfall of a first visit, Lighthouse, and the end-to-end suite's time. Exits 1 when a budget is broken.
// Needs both builds: dist/ (npm run build) and dist-bench/ (the same with ten more widgets).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startCms } from '@/test/cms/app'
import { widgetKey } from '@/test/cms/assets'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { loadCatalogue } from '@/src/build/plugins'
import { BENCH_WIDGETS } from './bench-widgets'
import type { Page } from 'playwright-core'
import { interactionFigures, type Interaction } from './interaction'
import { lighthouseFigures, type LighthouseFigures } from './lighthouse'
import { mountCost, type MountFigures } from './mount'
import { analyseBundle, budgetProblems, ENTRY_BUDGET_KB, LOADER_BUDGET_KB } from './sizes'
import { dealerMapFigures } from './dealer-map'
import { median } from './median'
import { coldWaterfall, formatWaterfall } from './waterfall'

const STARTUP_10_BUDGET_MS = 150
const MOUNT_1000_BUDGET_MS = 400
const LONG_TASK_BUDGET_MS = 200
// docs/budgets.md: the first screens (Foundation III §8: the home page, a product list, a product detail, the order
// history signed in) at ≥ 98, CLS < 0.01, TBT < 100 ms; the other pages the bench keeps an eye on at ≥ 95, CLS < 0.05.
const FIRST_SCREEN = { performance: 98, cls: 0.01, tbtMs: 100 }
const OTHER_PAGE = { performance: 95, cls: 0.05, tbtMs: Infinity }
const LIGHTHOUSE_RUNS = 3
const INP_BUDGET_MS = 100
// The dealer finder at scale (docs/budgets.md): no main-thread task over 50 ms while the worker indexes the 10 000
// dealers or as the map moves, the first markers within 300 ms of the data.
const MAP_TASK_BUDGET_MS = 50
const FIRST_MARKERS_BUDGET_MS = 300

const args = process.argv.slice(2)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7)
const skip = new Set(args.filter((a) => a.startsWith('--skip=')).flatMap((a) => a.slice(7).split(',')))
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(0).padStart(5)
const failures: string[] = []
const root = fileURLToPath(new URL('../..', import.meta.url))
const catalogue = await loadCatalogue(root.replace(/\/$/, ''))

// --- Bundle ---------------------------------------------------------------------------------------
const bundle = analyseBundle(`${root}dist`)
console.log('\nBundle (KB; min, min+gzip -9, brotli q11)')
console.log(`${'chunk'.padEnd(44)} ${'kind'.padEnd(8)} ${'min'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}`)
for (const chunk of [...bundle.chunks, ...bundle.css].sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip)) {
  if (chunk.kind === 'strings' && !/^(de|de-CH|fr)-/.test(chunk.file)) continue // the other locales' strings are alike
  console.log(`${chunk.file.padEnd(44)} ${chunk.kind.padEnd(8)} ${kb(chunk.min).padStart(7)} ${kb(chunk.gzip).padStart(7)} ${kb(chunk.brotli).padStart(7)}`)
}
console.log(`\nLoader, the one script before the first paint: ${bundle.loader.gzip} bytes min+gzip (budget ${LOADER_BUDGET_KB} KB)`)
console.log(`Entry and its static imports (${bundle.entry.files.join(', ')}):`)
console.log(`  ${kb(bundle.entry.gzip)} KB min+gzip, ${kb(bundle.entry.brotli)} KB brotli (budget ${ENTRY_BUDGET_KB} KB, headroom ${kb(ENTRY_BUDGET_KB * 1024 - bundle.entry.gzip)} KB)`)
console.log(`  packages: ${bundle.entryPackages.join(', ')}`)
console.log(`Island kit, beside the entry on any page with islands (${bundle.kit.files.join(', ')}): ${kb(bundle.kit.gzip)} KB min+gzip`)
console.log('Each widget beyond the entry and the kit, against the budget in its declaration:')
const widgets = catalogue.map(({ name, declaration }) => ({ name, budgetKb: declaration.budgetKb, ...bundle.widgetCost(widgetKey(name)) }))
for (const widget of widgets) console.log(`  ${widget.name.padEnd(24)} ${kb(widget.gzip).padStart(6)} KB of ${widget.budgetKb} KB  (${widget.files.join(', ')})`)
failures.push(...budgetProblems({ loaderGzip: bundle.loader.gzip, entryGzip: bundle.entry.gzip, entryPackages: bundle.entryPackages, widgets }))

// The same build with ten more widgets (dist-bench/): what registering a widget costs the entry.
const withMore = analyseBundle(`${root}dist-bench`)
const perWidget = (withMore.entry.gzip - bundle.entry.gzip) / BENCH_WIDGETS.length
const perWidgetRaw = (withMore.entry.min - bundle.entry.min) / BENCH_WIDGETS.length
console.log(`\nEntry bytes per registered widget: ${perWidget.toFixed(1)} min+gzip, ${perWidgetRaw.toFixed(1)} min (${catalogue.length} widgets: ${kb(bundle.entry.gzip)} KB; ${catalogue.length + BENCH_WIDGETS.length} widgets: ${kb(withMore.entry.gzip)} KB)`)
if (perWidgetRaw !== 0) failures.push(`the entry grows by ${perWidgetRaw.toFixed(1)} bytes per registered widget`)

// --- Start-up ------------------------------------------------------------------------------------- What the chrome
// must answer quickly (docs/budgets.md, INP): opening the navigation and the header's menu, typing a search.
const CHROME_INTERACTIONS: Interaction[] = [
  {
    label: 'open the main navigation',
    act: (page) => page.locator('[data-widget="main-navigation"] button[aria-expanded]').first().click(),
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    label: 'open the header menu (sign-in)',
    act: (page) => page.locator('[data-widget="header"] button[aria-expanded]').first().click(),
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    label: 'type "motorenoel" in the search box',
    act: async (page) => {
      await page.locator('[data-widget="search-box"] button[aria-expanded]').first().click()
      await page.locator('[data-widget="search-box"] [role="combobox"]').first().pressSequentially('motorenoel', { delay: 120 })
    },
    reset: async (page) => {
      await page.locator('[data-widget="search-box"] [role="combobox"]').first().fill('')
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
    },
  },
]

// What the shop must answer quickly (docs/budgets.md, INP): a filter click, a quantity change, add to cart (each on its
// page, as its user).
const FIRST_FILTER = '[data-widget="product-list"] input[type="checkbox"]:not([disabled])'
const NEWS_FILTER = '[data-widget="news-list"] input[type="checkbox"]:not([disabled])'
const STAGE = '[data-widget="home-stage"]'
const OIL_FINDER = '[data-widget="oil-finder"]'
const vehicleSearch = (page: Page) => page.locator(OIL_FINDER).getByRole('searchbox', { name: 'Modell oder Typ' })
const SHOP_INTERACTIONS: { path: string; user?: string; viewport?: { width: number; height: number }; interactions: Interaction[] }[] = [
  // The home page's moving parts: a change of stage by the circular navigation (from 1024 px), a step of the phone's slider.
  {
    path: '/',
    viewport: { width: 1280, height: 900 },
    interactions: [
      {
        label: 'change the stage (circular navigation)',
        act: (page) => page.locator(`${STAGE} [data-part="thumbnail"] button:not([aria-current])`).first().click(),
        reset: (page) => page.waitForTimeout(300),
      },
    ],
  },
  {
    path: '/',
    interactions: [
      {
        label: 'step the stage’s slider (phone)',
        prepare: (page) => page.locator(`${STAGE} [data-part="slider-controls"]:not([hidden])`).waitFor(),
        act: (page) => page.locator(`${STAGE} [data-part="slider-next"]`).click(),
        reset: (page) => page.waitForTimeout(600),
      },
    ],
  },
  // The oil finder (its issue: a step choice and typing in its search, each under 100 ms at CPU ×4).
  {
    path: '/oelfinder',
    interactions: [
      {
        label: 'choose a category (oil finder)',
        prepare: (page) => page.locator(`${OIL_FINDER} a[href*="kategorie=pkw"]`).waitFor(),
        act: (page) => page.locator(`${OIL_FINDER} a[href*="kategorie=pkw"]`).click(),
        reset: async (page) => {
          await page.goBack()
          await page.locator(`${OIL_FINDER} a[href*="kategorie=pkw"]`).waitFor()
        },
      },
    ],
  },
  {
    path: '/oelfinder?kategorie=pkw',
    interactions: [
      {
        label: 'type "golf tdi" in the oil finder search',
        prepare: (page) => vehicleSearch(page).waitFor(),
        act: (page) => vehicleSearch(page).pressSequentially('golf tdi', { delay: 120 }),
        reset: (page) => vehicleSearch(page).fill(''),
      },
    ],
  },
  // The forms (their issue: typing in a field and a step change, each under 100 ms at CPU ×4).
  {
    path: '/kontakt',
    interactions: [
      {
        label: 'type a name in the contact form',
        prepare: (page) => page.locator('[data-widget="cms-form"]').getByLabel(/^Vor- und Nachname/).waitFor(),
        act: (page) => page.locator('[data-widget="cms-form"]').getByLabel(/^Vor- und Nachname/).pressSequentially('Andrea Muster', { delay: 120 }),
        reset: (page) => page.locator('[data-widget="cms-form"]').getByLabel(/^Vor- und Nachname/).fill(''),
      },
    ],
  },
  {
    path: '/service/faq/anfrage',
    interactions: [
      {
        label: 'choose a product line (FAQ process)',
        prepare: (page) => page.locator('[data-widget="faq-process"]').getByRole('button', { name: /^Industrie und Fertigung/ }).waitFor(),
        act: (page) => page.locator('[data-widget="faq-process"]').getByRole('button', { name: /^Industrie und Fertigung/ }).click(),
        reset: async (page) => {
          await page.goBack()
          await page.locator('[data-widget="faq-process"]').getByRole('button', { name: /^Industrie und Fertigung/ }).waitFor()
        },
      },
    ],
  },
  {
    path: '/produkte/motorenoele',
    interactions: [
      {
        label: 'click a filter of a category',
        prepare: async (page) => {
          const toggle = page.locator('[data-widget="product-list"] button[aria-expanded="false"]').first()
          if (await toggle.isVisible()) await toggle.click()
        },
        act: (page) => page.locator(FIRST_FILTER).first().click(),
        reset: async (page) => {
          await page.locator(FIRST_FILTER).first().click()
          await page.waitForTimeout(300)
        },
      },
    ],
  },
  {
    path: '/news',
    interactions: [
      {
        label: 'click a filter of the news',
        prepare: async (page) => {
          const toggle = page.locator('[data-widget="news-list"] button[aria-expanded="false"]').first()
          if (await toggle.isVisible()) await toggle.click()
        },
        act: (page) => page.locator(NEWS_FILTER).first().click(),
        reset: async (page) => {
          await page.locator(NEWS_FILTER).first().click()
          await page.waitForTimeout(300)
        },
      },
      {
        // Each run loads the next twelve of the 80 articles: no reset needed.
        label: 'load more news',
        act: (page) => page.locator('[data-widget="news-list"]').getByRole('button', { name: /^Weitere Beiträge laden/ }).click(),
        reset: (page) => page.waitForTimeout(300),
      },
    ],
  },
  {
    path: '/warenkorb-privat',
    user: 'konsument@example.ch',
    interactions: [
      {
        label: 'change a cart quantity (plus)',
        act: (page) => page.locator('[data-widget="b2c-cart"]').getByRole('button', { name: 'Menge erhöhen' }).first().click(),
        reset: async (page) => {
          await page.locator('[data-widget="b2c-cart"]').getByRole('button', { name: 'Menge verringern' }).first().click()
          await page.waitForTimeout(600)
        },
      },
    ],
  },
  {
    path: '/produktdetail',
    user: 'kunde@example.ch',
    interactions: [
      {
        label: 'add to cart on the product detail',
        act: (page) => page.getByRole('button', { name: 'In den Warenkorb' }).click(),
        reset: (page) => page.waitForTimeout(600),
      },
    ],
  },
  // docs/budgets.md: the order history's sort (ascending, descending, none in turn) and its filters' apply.
  {
    path: '/konto/bestellhistorie',
    user: 'kunde@example.ch',
    interactions: [
      {
        label: 'sort the order history by date',
        act: (page) => page.locator('main').getByRole('columnheader', { name: 'Bestelldatum', exact: true }).getByRole('button').click(),
        reset: (page) => page.waitForTimeout(600),
      },
      {
        label: 'apply a date range to the order history',
        prepare: async (page) => {
          await page.locator('main').getByRole('button', { name: 'Filter', exact: true }).click()
          await page.locator('main').getByLabel('Von').fill('2025-01-01')
          await page.locator('main').getByLabel('Bis').fill('2025-12-31')
        },
        // The page's own filters, not the demo bar's «Anwenden».
        act: (page) => page.locator('main').getByRole('button', { name: 'Anwenden' }).click(),
        reset: (page) => page.waitForTimeout(600),
      },
    ],
  },
]

const line = (label: string, figures: MountFigures) =>
  console.log(
    `  ${label.padEnd(30)} painted ${ms(figures.toPainted)} ms  (entry runs ${ms(figures.toEntry)}, code ready ${ms(figures.toCodeReady)}, last mounted ${ms(figures.toLastMounted)}; rendering ${ms(figures.renderMs)}; longest task ${ms(figures.longestTask)})  runs: ${figures.runs.map((run) => (run.painted - run.parsed).toFixed(0)).join(', ')}`,
  )

const cms = await startCms({ mode: 'prod', port: 0 })
const benchCms = await startCms({ mode: 'prod', port: 0, distDir: `${root}dist-bench` })
try {
  if (!skip.has('mount')) {
    console.log(`\nStart-up, ms from the end of HTML parsing to the last island painted (warm cache, headless Chromium, no throttling, median of ${runs})`)
    const mixed = await mountCost(benchCms.url, { count: 10, widget: 'mixed' }, runs)
    line('10 islands, 10 widgets', mixed)
    if (mixed.toPainted > STARTUP_10_BUDGET_MS) failures.push(`10 different widgets painted after ${mixed.toPainted.toFixed(0)} ms > ${STARTUP_10_BUDGET_MS} ms`)
    const headings = await mountCost(cms.url, { count: 1000 }, runs)
    line('1 000 heading islands', headings)
    if (headings.toLastMounted > MOUNT_1000_BUDGET_MS) failures.push(`1000 heading islands mounted after ${headings.toLastMounted.toFixed(0)} ms > ${MOUNT_1000_BUDGET_MS} ms`)
    if (headings.longestTask > LONG_TASK_BUDGET_MS) failures.push(`longest task ${headings.longestTask.toFixed(0)} ms > ${LONG_TASK_BUDGET_MS} ms`)
    line('1 000 rich-text islands', await mountCost(cms.url, { count: 1000, widget: 'rich-text' }, Math.min(runs, 5)))
    const below = await mountCost(cms.url, { count: 1000, hydrate: 'visible' }, Math.min(runs, 3))
    console.log(`  1 000 islands, data-hydrate="visible": ${below.mounted} mount on the first screen, the rest wait; first screen painted after ${below.toPainted.toFixed(0)} ms`)

    console.log('\nWaterfall of a first visit (empty cache) to a page of 10 different widgets, ms from navigation start:')
    console.log(formatWaterfall(await coldWaterfall(benchCms.url, '/bench/islands?count=10&widget=mixed&hydrate=load', 10)))
  }
  if (!skip.has('lighthouse')) {
    console.log(`\nLighthouse (mobile preset, Debian Chromium, the run of median performance of ${LIGHTHOUSE_RUNS})`)
    // The order history is the account's heaviest table, signed in as the demo customer.
    const pages: { path: string; user?: string; bar: typeof FIRST_SCREEN }[] = [
      { path: '/', bar: FIRST_SCREEN },
      { path: '/produkte/motorenoele', bar: FIRST_SCREEN },
      { path: '/produktdetail', bar: FIRST_SCREEN },
      { path: '/konto/bestellhistorie', user: 'kunde@example.ch', bar: FIRST_SCREEN },
      // A corporate page of twenty content blocks (the content blocks' issue: ≥ 98, CLS < 0.01, TBT < 100 ms).
      { path: '/unternehmen/ueber-uns', bar: FIRST_SCREEN },
      // The news overview, its first page rendered into the page (the news issue: ≥ 98, CLS < 0.01).
      { path: '/news', bar: FIRST_SCREEN },
      // The oil finder's first step (its issue: ≥ 98, CLS < 0.01 while the steps load).
      { path: '/oelfinder', bar: FIRST_SCREEN },
      { path: '/rich-text', bar: OTHER_PAGE },
      { path: '/katalog/tools', bar: OTHER_PAGE },
    ]
    for (const { path, user, bar } of pages) {
      // One run's score moves by up to ±5 on this shared machine (LCP 2.6–3.2 s for the same page): the median run counts.
      const runs: LighthouseFigures[] = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseFigures(`${cms.url}${path}`, user ? { name: USER_COOKIE, value: encodeURIComponent(user) } : undefined))
      const figures = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!
      const spread = (pick: (run: LighthouseFigures) => number) => `${Math.min(...runs.map(pick)).toFixed(0)}–${Math.max(...runs.map(pick)).toFixed(0)}`
      console.log(`  ${path.padEnd(24)} performance ${figures.performance} (runs: ${runs.map((run) => run.performance).join(', ')})  CLS ${figures.cls.toFixed(3)}  LCP ${figures.lcp.toFixed(0)} ms (${spread((run) => run.lcp)})  TBT ${figures.tbt.toFixed(0)} ms (${spread((run) => run.tbt)})  FCP ${figures.fcp.toFixed(0)} ms  LCP element ${figures.lcpElement}`)
      if (figures.performance < bar.performance) failures.push(`Lighthouse ${path} ${figures.performance} < ${bar.performance}`)
      if (figures.cls >= bar.cls) failures.push(`CLS ${path} ${figures.cls.toFixed(3)} >= ${bar.cls}`)
      if (figures.tbt >= bar.tbtMs) failures.push(`TBT ${path} ${figures.tbt.toFixed(0)} ms >= ${bar.tbtMs} ms`)
    }
  }
  if (!skip.has('inp')) {
    console.log(`\nInteraction to Next Paint on / at 375 px, CPU slowed 4×, median of 5 (budget ${INP_BUDGET_MS} ms)`)
    for (const figure of await interactionFigures(`${cms.url}/`, CHROME_INTERACTIONS)) {
      console.log(`  ${figure.label.padEnd(40)} ${ms(figure.inp)} ms  runs: ${figure.runs.map((run) => run.toFixed(0)).join(', ')}`)
      if (figure.inp >= INP_BUDGET_MS) failures.push(`INP ${figure.label} ${figure.inp.toFixed(0)} ms >= ${INP_BUDGET_MS} ms`)
    }
    for (const { path, user, viewport, interactions } of SHOP_INTERACTIONS) {
      const cookies = user ? [{ name: USER_COOKIE, value: encodeURIComponent(user) }] : []
      for (const figure of await interactionFigures(`${cms.url}${path}`, interactions, { cookies, ...(viewport ? { viewport } : {}) })) {
        console.log(`  ${`${figure.label} (${path})`.padEnd(40)} ${ms(figure.inp)} ms  runs: ${figure.runs.map((run) => run.toFixed(0)).join(', ')}`)
        if (figure.inp >= INP_BUDGET_MS) failures.push(`INP ${figure.label} ${figure.inp.toFixed(0)} ms >= ${INP_BUDGET_MS} ms`)
      }
    }
  }
  if (!skip.has('map')) {
    console.log('\nThe dealer finder at 1280 px, 10 000 dealers, CPU slowed 4×, median of 3 fresh visits (ms)')
    const map = await dealerMapFigures(`${cms.url}/service/haendlersuche`)
    const runsOf = (pick: (run: (typeof map.runs)[number]) => number) => map.runs.map((run) => pick(run).toFixed(0)).join(', ')
    console.log(`  data in → index built (worker)        ${ms(map.indexMs)}  runs: ${runsOf((run) => run.indexMs)}`)
    console.log(`  data in → first markers               ${ms(map.firstMarkersMs)}  runs: ${runsOf((run) => run.firstMarkersMs)}  (budget ${FIRST_MARKERS_BUDGET_MS})`)
    console.log(`  longest main-thread task meanwhile    ${ms(map.longestWhileIndexing)}  runs: ${runsOf((run) => run.longestWhileIndexing)}  (budget ${MAP_TASK_BUDGET_MS}; 0: none over 50)`)
    for (const [position, move] of (map.runs[0]?.moves ?? []).entries())
      console.log(`  longest task: ${move.label.padEnd(24)} ${ms(median(map.runs.map((run) => run.moves[position]!.longest)))}  runs: ${runsOf((run) => run.moves[position]!.longest)}`)
    if (map.firstMarkersMs > FIRST_MARKERS_BUDGET_MS) failures.push(`first dealer markers ${map.firstMarkersMs.toFixed(0)} ms after the data > ${FIRST_MARKERS_BUDGET_MS} ms`)
    if (map.longestWhileIndexing > MAP_TASK_BUDGET_MS) failures.push(`a ${map.longestWhileIndexing.toFixed(0)} ms task while the dealers were indexed > ${MAP_TASK_BUDGET_MS} ms`)
    if (map.longestMove > MAP_TASK_BUDGET_MS) failures.push(`a ${map.longestMove.toFixed(0)} ms task as the dealer map moved > ${MAP_TASK_BUDGET_MS} ms`)
  }
} finally {
  await cms.close()
  await benchCms.close()
}

// --- End-to-end suite -----------------------------------------------------------------------------
if (!skip.has('e2e')) {
  const started = Date.now()
  const report = `${root}.tmp/results/bench-e2e.json`
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts', '--reporter=json', `--outputFile=${report}`], { cwd: root, encoding: 'utf8' })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  const tally = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number }) : undefined
  console.log(`\nEnd-to-end suite: ${seconds} s wall time (${tally ? `${tally.numTotalTestSuites} files, ${tally.numPassedTests} passed, ${tally.numFailedTests} failed` : 'no report'})`)
  if (result.status !== 0) failures.push('the end-to-end suite failed')
}

console.log(failures.length ? `\nBudgets broken:\n- ${failures.join('\n- ')}` : '\nAll budgets kept.')
process.exit(failures.length ? 1 : 0)
