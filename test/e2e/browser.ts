import { randomUUID } from 'node:crypto'
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { USER_COOKIE } from '@/test/mocks/db/index'
import type { Fault } from '@/test/mocks/faults'
import { PLACEHOLDER_IMAGE } from '@/src/widget/fallback'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './browser-launch'
import { axeSource } from './harness-files'
import { chromiumDefect, hangOr, NO_FRAME_MS, RENDERER_STOPPED_DRAWING } from './renderer-hang'

export const baseUrl = () => inject('baseUrl')

/** The widths every page is tried at (spec 2 §9): a desktop and a phone. */
export const DESKTOP = { width: 1280, height: 900 }
export const PHONE = { width: 375, height: 740 }
/** Both, named, for `describe.each`. */
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const

/** The demo customer and the demo employee of test/mocks/db/users.ts. */
export const CUSTOMER = 'kunde@example.ch'
export const EMPLOYEE = 'mitarbeiter@example.ch'

/** Signs `username` in for the browser's next requests: the mock backend's session cookie. */
export const signIn = (browser: Browser, username: string = CUSTOMER) =>
  browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent(username), url: baseUrl() }])

/** The mock backend's test hooks, served by the simulated CMS, for one shop. */
export type MockControl = {
  /** Restores the shop's seed and removes its faults. */
  reset(): Promise<void>
  /** Breaks the shop's next matching request(s), like `injectFault` in Vitest. */
  fault(fault: Fault): Promise<void>
}

/** A shop id of its own, for a browser or a test that must not share mock state with another file. */
export const newShop = () => `e2e-${randomUUID()}`

/**
 * The test hooks of the simulated CMS for `shop`: they act on the shop the request's cookie names. JSON, as
 * the CMS requires of them (a page of another site could post text/plain).
 */
export function mockFor(shop: string): MockControl {
  const post = async (path: string, body?: string) => {
    const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { Cookie: `${SHOP_COOKIE}=${shop}`, 'Content-Type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`)
  }
  return { reset: () => post('/__mock/reset'), fault: (fault) => post('/__mock/fault', JSON.stringify(fault)) }
}

export type Browser = {
  context: BrowserContext
  /** The mock shop of every page of this browser (the `mock_shop` cookie), shared with no other file. */
  shop: string
  /** The test hooks for that shop. */
  mock: MockControl
  close(): Promise<void>
}

// Files run in parallel against one CMS; the cookie keeps each browser's sign-ins and faults to itself.
const enterShop = ({ context, shop }: Browser) => context.addCookies([{ name: SHOP_COOKIE, value: shop, url: baseUrl() }])

// One Chromium per worker, launched in the worker on its first test and kept for every file the worker runs
// (vitest.config.ts `isolate: false`); each test gets a context of its own: a fresh profile in all but the process
// (cookies, storage, cache, permissions). Playwright drives it in the worker's own process and closes it when the
// worker exits. (One browser for the whole run, driven through launchServer and connect, sent every protocol message
// and network event over a WebSocket through the main process: a quarter more CPU, docs/testing.md "Test time".)
let launched: Promise<ChromiumBrowser> | undefined
export function workerChromium(): Promise<ChromiumBrowser> {
  launched ??= chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_ARGS }).then((browser) => {
    // A browser that went away (it crashed) is launched again for the next test, not left to fail every later one.
    browser.on('disconnected', () => (launched = undefined))
    return browser
  })
  return launched
}

export type BrowserOptions = {
  viewport?: { width: number; height: number }
  /** Runs on each new context before its first page (bindings, init scripts). */
  prepare?(context: BrowserContext): Promise<unknown>
  /** false: a browser with JavaScript turned off, which reads the pages as the CMS sent them. */
  javaScript?: boolean
}

/** A fresh browser context of the worker's Chromium, in a mock shop of its own. */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const context = await (await workerChromium()).newContext({ viewport: options.viewport ?? DESKTOP, locale: 'de-CH', javaScriptEnabled: options.javaScript ?? true })
  await options.prepare?.(context)
  const shop = newShop()
  const browser: Browser = { context, shop, mock: mockFor(shop), close: () => context.close() }
  await enterShop(browser)
  return browser
}

/**
 * A fresh context for every test of a file (or describe block), in a mock shop of its own that is reset
 * after the test. Returns a getter for the current test's browser.
 */
export function useBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined
  beforeEach(async () => {
    browser = await openBrowser(options)
  })
  afterEach(async () => {
    const done = browser
    browser = undefined
    if (!done) return
    await done.close()
    await done.mock.reset()
  })
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is opened before the test')
    return browser
  }
}

export type PageLog = { warnings: string[]; errors: string[] }

/** A new page that records console warnings, console errors and uncaught page errors. */
export async function newPage(browser: Browser): Promise<{ page: Page; log: PageLog }> {
  const page = await browser.context.newPage()
  const log: PageLog = { warnings: [], errors: [] }
  page.on('console', (message) => {
    if (message.type() === 'warning') log.warnings.push(message.text())
    if (message.type() === 'error') log.errors.push(message.text())
  })
  page.on('pageerror', (error) => log.errors.push(`${error.name}: ${error.message}`))
  return { page, log }
}

/** A browser's one tab with its log (useSharedTab). */
export type Tab = { browser: Browser; page: Page; log: PageLog }

/**
 * One context and one tab for every test of a block, for a crawl of independent page visits (pages.e2e.ts): the
 * tab goes from page to page as a visitor would, its scripts from the cache after the first. Between tests the
 * shop is reset, the cookies and the origin's storage are cleared and the log is emptied. (Opening a tab for each
 * visit and one more to clear the storage cost about 0.7 s a visit on a busy machine: docs/testing.md "Test time".)
 */
export function useSharedTab(options: BrowserOptions = {}): () => Tab {
  let tab: Tab | undefined
  beforeAll(async () => {
    const browser = await openBrowser(options)
    tab = { browser, ...(await newPage(browser)) }
  })
  afterEach(async ({ task }) => {
    if (!tab) return
    // A test that failed may have left the page unresponsive: the next test (or its retry) gets a new context, not the
    // failure's aftermath. A new tab of the same context could share the hung renderer's process (./renderer-hang.ts).
    if (task.result?.state === 'fail') {
      await within(tab.browser.close(), 10_000, 'closing a failed test’s browser').catch(() => undefined)
      const browser = await openBrowser(options)
      tab = { browser, ...(await newPage(browser)) }
    }
    const { browser, page, log } = tab
    await browser.mock.reset()
    await browser.context.clearCookies()
    // clearCookies() takes the shop cookie too; without it the next page would use the shared default shop.
    await enterShop(browser)
    // A page may leave notifications in the origin's storage for the next one (src/singletons/notification-host/
    // stored-notifications.ts), and the tab keeps its session storage: both cleared, from a static file of the
    // origin, which also ends the last page's work before the next test's log starts.
    await page.goto(`${baseUrl()}${PLACEHOLDER_IMAGE}`)
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    log.errors.length = 0
    log.warnings.length = 0
  })
  afterAll(() => tab?.browser.close())
  return () => {
    if (!tab) throw new Error('useSharedTab(): the tab is opened before the first test')
    return tab
  }
}

/** A marker whose island has neither mounted nor failed yet (src/boot/runtime.ts). */
const PENDING_ISLAND = '[data-island="pending"]'
/** A marker the runtime has not seen yet: its code starts loading after the first paint (src/boot/main.ts). */
const UNSEEN_MARKER = '[data-component]:not([data-island])'

/** Waits until the runtime has seen every marker, after the page's first paint. */
const started = (page: Page) =>
  page.waitForFunction((unseen) => document.querySelector(unseen) === null, UNSEEN_MARKER, { timeout: 30_000 }).catch(async (error: unknown) => {
    throw await hangOr(page, error)
  })

/** Waits until no marker is pending or unseen: every island has mounted or failed. */
export async function settled(page: Page, timeoutMs = 30_000) {
  const unsettled = `${PENDING_ISLAND}, ${UNSEEN_MARKER}`
  // Well within the test's time, so that a page that never settles names its waiting islands rather than timing out.
  await page.waitForFunction((selector) => document.querySelector(selector) === null, unsettled, { timeout: timeoutMs }).catch(async (error: unknown) => {
    // What each waits for, and whether the page still draws: an island below the fold starts only when a frame shows it
    // (IntersectionObserver), so a page that draws no frame leaves it waiting while its scripts still run.
    const { waiting, scrollY } = await page
      .evaluate(
        (selector) => ({
          waiting: [...document.querySelectorAll(selector)].map((el) => `${el.getAttribute('data-component') ?? '?'}/${el.getAttribute('data-widget') ?? '?'} (${el.getAttribute('data-hydrate') ?? 'visible'}, top ${Math.round(el.getBoundingClientRect().top)} px)`),
          scrollY: `${Math.round(window.scrollY)} px, ${document.visibilityState}`,
        }),
        unsettled,
      )
      .catch(() => ({ waiting: [], scrollY: '?' }))
    const draws = await within(page.evaluate((ms) => new Promise<boolean>((resolve) => (requestAnimationFrame(() => resolve(true)), setTimeout(() => resolve(false), ms))), NO_FRAME_MS), NO_FRAME_MS + 3_000, 'asking for a frame').catch(() => false)
    const state = `${draws ? 'the page draws frames' : `the page drew no frame in ${NO_FRAME_MS / 1000} s`}, scrolled to ${scrollY}`
    const failure = new Error(`${page.url()}: islands still pending after ${timeoutMs / 1000} s: ${waiting.join(', ')}; ${state}`, { cause: error })
    const named = await hangOr(page, failure)
    if (draws || named !== failure) throw named
    // It answers, but visible islands start only on a drawn frame: Chromium's defect, named for the retry (./renderer-hang.ts).
    throw chromiumDefect(RENDERER_STOPPED_DRAWING, page, failure)
  })
}

/**
 * `work` within `ms`, or a failure naming `what`. Playwright gives page.evaluate and addScriptTag no time limit: a page
 * that stops answering (the pages crawl's shared tab did, three times, with the CPU idle) would hold its test until
 * the test's time runs out, and every later test on the tab after it, naming nothing.
 */
export async function within<T>(work: Promise<T>, ms: number, what: string, page?: Page): Promise<T> {
  // Left behind by the deadline, it fails later when the page closes: that failure is the deadline's, already told.
  work.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms)
  })
  // Work in `page` that ran out of time: a renderer that stopped is named as such (./renderer-hang.ts).
  return Promise.race([work, deadline])
    .catch(async (error: unknown) => {
      throw page ? await hangOr(page, error) : error
    })
    .finally(() => clearTimeout(timer))
}

/** The least time `visit` gives its scroll, and the time per screen of a long page (a step under load takes up to ~0.3 s). */
const SCROLL_DEADLINE_MS = 30_000
const SCROLL_MS_PER_SCREEN = 600
/**
 * How long the scroll brings islands still waiting for their turn into view again: with the 30 s `settled` then
 * gives them, within a test's 60 s.
 */
const PENDING_SCROLL_MS = 15_000

/**
 * Opens a CMS page, scrolls through it as a reader would (so `visible` islands below the fold
 * hydrate), returns to the top and waits until every island has mounted or failed.
 */
export async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`)
  // The scroll below brings `visible` islands into view: only once the runtime watches them.
  await started(page)
  // Time for the scroll by the page's length: the block catalogue's content blocks are some 50 screens, and on a loaded
  // machine each step waits up to a frame (the whole tools catalogue, 77 screens, once took more than 30 s, alive all along).
  const screens = await within(page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight)), 10_000, `${page.url()}: measuring the page`, page)
  const scrolled = page.evaluate(async ({ pendingIsland, pendingMs, noFrameMs }) => {
    // A frame, or a tenth of a second when no frame comes: Chromium stops drawing a page it deems hidden, and an
    // animation frame alone then never arrives (the pages crawl once stalled here with the CPU idle).
    let drawn = performance.now()
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame((time) => resolve((drawn = time)))
        setTimeout(resolve, 100)
      })
    // No frame for that long: the renderer has stopped drawing, and no island waiting to be seen will start (./renderer-hang.ts).
    const stopped = () => performance.now() - drawn > noFrameMs
    const from = performance.now()
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await frame()
    }
    // On a busy machine a frame can pass before the observer sees a marker go by: bring each island still
    // waiting for its turn into view, so a `visible` island below the fold is never left pending; again while
    // any waits (one in a scrolling frame of the block catalogue was once missed, and the page never settled), for a
    // time, not a number of rounds: a page starved of frames may draw none for seconds, and an island given up on and
    // scrolled away from never starts (three at a page's foot stayed pending in a pair of suites on 2026-12-01, after
    // at most twenty rounds).
    const pending = () => document.querySelectorAll(pendingIsland)
    for (const since = performance.now(); performance.now() - since < pendingMs; ) {
      // Most are still loading their code, not waiting for their turn: give them a moment before scrolling again.
      for (let wait = performance.now(); pending().length > 0 && performance.now() - wait < 150; ) await frame()
      const waiting = pending()
      if (waiting.length === 0) break
      if (stopped()) break
      for (const marker of waiting) {
        marker.scrollIntoView({ block: 'center' })
        await frame()
        await frame()
      }
    }
    const drawing = !stopped()
    window.scrollTo(0, 0)
    await frame()
    await frame()
    // Shifts while the test, not a reader, scrolled through the page do not count (./layout-shifts.ts seenShifts).
    const w = window as unknown as { harnessScrolls?: [number, number][] }
    ;(w.harnessScrolls ??= []).push([from, performance.now()])
    return drawing
  }, { pendingIsland: PENDING_ISLAND, pendingMs: PENDING_SCROLL_MS, noFrameMs: NO_FRAME_MS })
  const drawing = await within(scrolled, Math.max(SCROLL_DEADLINE_MS, screens * SCROLL_MS_PER_SCREEN) + PENDING_SCROLL_MS, `${page.url()}: scrolling through the page`, page)
  // A page that stopped drawing gets no more frames to start its islands: settled names it at once.
  await settled(page, drawing ? 30_000 : 1_000)
}

/**
 * Stops the page's installed clock (`page.clock.install()`) where it stands, so that its timers wait for the test.
 * pauseAt only moves forward, and the page's clock runs on while the call travels, so on a busy machine a time read
 * just before may already be past: read again and retry.
 */
export async function freezeClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, 50 * attempt))
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error
    }
  }
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }

/** Runs axe-core (WCAG 2.x A and AA, best practices) on the page as it is now, less `disabledRules` (each with its reason at the call). */
export async function axe(page: Page, disabledRules: readonly string[] = []): Promise<AxeViolation[]> {
  // A dialog or notification still fading in has, for that moment, too little contrast: axe checks the
  // page as it settles. Finite animations in time only, at most 2 s: a spinner never finishes, and one driven by
  // scrolling (the parallax image's view timeline) finishes only when the reader scrolls, so it held every page
  // with a parallax image the whole 2 s.
  const settling = page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  await within(settling, 10_000, `${page.url()}: waiting for the animations before axe`, page)
  // Half a megabyte of script: loaded once per document, not on each check of it (a journey checks its page several
  // times), from the browser's cache; sent along only where the page cannot fetch it (offline).
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    // From the cache, in milliseconds; a load that does not end is given up and the script sent along instead.
    await within(page.addScriptTag({ url: inject('axeUrl') }), 10_000, 'loading axe').catch(() => page.addScriptTag({ content: axeSource() }))
  }
  const checked = page.evaluate(async (disabled) => {
    const runner = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe
    const rules = Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }]))
    // A notification on its way out (expired or dismissed: data-leaving) fades to nothing, and a slow machine's step can
    // outlast its 6 s; what it said was checked while it was shown.
    const { violations } = await runner.run({ include: [document], exclude: [['[data-leaving]']] }, { resultTypes: ['violations'], rules })
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }))
  }, disabledRules)
  return within(checked, 45_000, `${page.url()}: axe`, page)
}

/** A readable summary for assertion messages. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')

/** Fails with axe's findings, each named, when the page has any. */
export async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

/** Whether nothing scrolls sideways (spec 2 §9): the page is no wider than the window; a table scrolls in its own region. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  // The target as a handle, looked up once and again only when the page replaced it: a locator is looked up anew on
  // every use, and one that matched nothing waited 30 s on each press (a test then ran into its timeout, unnamed).
  const find = () => target.elementHandle({ timeout: 10_000 }).catch((error: unknown) => {
    throw new Error(`tabTo: ${target.toString()} is not on the page`, { cause: error })
  })
  let element = await find()
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    let focused = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null))
    if (focused === null) {
      element = await find()
      focused = await element.evaluate((el) => el === document.activeElement)
    }
    if (focused) return
  }
  throw new Error(`Tab never reached ${target.toString()} within ${limit} presses`)
}
