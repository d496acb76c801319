import type { Page } from 'playwright-core'

/**
 * What a failure says when the page's renderer has stopped: Debian's Chromium 156 now and then (about one page load in
 * 400 under load, one in a hundred on a page of many pictures beside a second suite) leaves a renderer's main thread
 * waiting for good, inside a script's call into the browser, with every process idle. The test's page is dead, not
 * wrong. The end-to-end config retries a test twice on this message alone
 * (vitest.config.ts `retry`), on a fresh browser context; any other failure fails at once (docs/testing.md
 * "A renderer that hangs").
 */
export const RENDERER_HUNG = 'Chromium’s renderer hung'

/**
 * What a failure says when the renderer still answers scripts but has stopped drawing: no animation frame for seconds,
 * the page visible, and neither bringing it to the front nor resizing it brings one back (2026-12-01: about one visit
 * in ten of the block catalogue's content blocks page, run alone; perhaps also a corporate page beside a second suite).
 * `visible` islands then never start: their observer is run only when a frame is drawn. Retried as the hang is.
 */
export const RENDERER_STOPPED_DRAWING = 'Chromium’s renderer stopped drawing'

/** The failures the end-to-end config retries, on a fresh context: Chromium's, not the page's. */
export const CHROMIUM_DEFECT = new RegExp(`${RENDERER_HUNG}|${RENDERER_STOPPED_DRAWING}`)

/** How long a drawing page may go without a frame, on a loaded machine: longer, and it has stopped drawing. */
export const NO_FRAME_MS = 2_000

/** How long a live page may take to answer `1`, on a loaded machine. */
const PROBE_MS = 5_000

/** Whether the page still runs scripts: it answers a trivial evaluate within PROBE_MS. */
export async function answers(page: Page): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const probe = page.evaluate('1').then(
    () => true,
    () => false,
  )
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS)
  })
  return Promise.race([probe, deadline]).finally(() => clearTimeout(timer))
}

/**
 * `error`, or, when the page no longer answers at all, the renderer hang it really is: named so, with a line on stderr
 * so that every hang shows in the run's log even when the retry passes.
 */
export async function hangOr(page: Page, error: unknown): Promise<unknown> {
  if (page.isClosed() || (await answers(page))) return error
  return chromiumDefect(RENDERER_HUNG, page, error)
}

/** `error` named as one of Chromium's defects, which the config retries, with a line on stderr that shows even when the retry passes. */
export function chromiumDefect(defect: typeof RENDERER_HUNG | typeof RENDERER_STOPPED_DRAWING, page: Page, error: unknown): Error {
  const named = new Error(`${defect} at ${page.url()} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  console.warn(named.message)
  return named
}
