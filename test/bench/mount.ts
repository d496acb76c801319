import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '@/test/e2e/browser'

export type MountRun = { ms: number; renderMs: number; longestTask: number; mounted: number }

/**
 * Mounts `count` islands (bench page, fallback markup included) in a fresh page and returns the time from
 * the runtime's start mark to the last island flagged mounted, and the longest main-thread task.
 */
async function mountOnce(baseUrl: string, count: number, hydrate: 'load' | 'visible', widget: string): Promise<MountRun> {
  const profile = mkdtempSync(join(tmpdir(), 'widgets-bench-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { __bench: { longest: number; doneAt: number } }
      w.__bench = { longest: 0, doneAt: 0 }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__bench.longest = Math.max(w.__bench.longest, entry.duration)
      }).observe({ type: 'longtask', buffered: true })
      // The moment each island flags itself mounted; the last one ends the measurement.
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.oldValue !== 'mounted' && (record.target as Element).getAttribute('data-island') === 'mounted') w.__bench.doneAt = performance.now()
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island'], attributeOldValue: true })
    })
    // Warm the HTTP cache so the figure is the runtime's work, not the download of the widget chunk.
    await page.goto(`${baseUrl}/bench/islands?count=1&hydrate=load&widget=${widget}`)
    await page.waitForFunction(() => document.querySelector('[data-island="mounted"]') !== null)
    await page.goto(`${baseUrl}/bench/islands?count=${count}&hydrate=${hydrate}&widget=${widget}`)
    if (hydrate === 'load') {
      await page.waitForFunction((n) => document.querySelectorAll('[data-island="mounted"]').length >= n, count, { timeout: 120_000 })
    } else {
      await page.waitForFunction(() => document.querySelector('[data-island="mounted"]') !== null, undefined, { timeout: 120_000 })
    }
    // Let the last commits and their tasks finish before reading the logs.
    await page.waitForTimeout(500)
    return await page.evaluate(() => {
      const start = performance.getEntriesByName('widgets:start')[0]?.startTime ?? 0
      const render = performance.getEntriesByName('widgets:render')[0]?.startTime ?? start
      const w = window as unknown as { __bench: { longest: number; doneAt: number } }
      return { ms: w.__bench.doneAt - start, renderMs: w.__bench.doneAt - render, longestTask: w.__bench.longest, mounted: document.querySelectorAll('[data-island="mounted"]').length }
    })
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export async function mountCost(baseUrl: string, count: number, runs: number, { hydrate = 'load', widget = 'heading' }: { hydrate?: 'load' | 'visible'; widget?: 'heading' | 'rich-text' } = {}) {
  const results: MountRun[] = []
  for (let i = 0; i < runs; i++) results.push(await mountOnce(baseUrl, count, hydrate, widget))
  return { count, hydrate, widget, runs: results, medianMs: median(results.map((r) => r.ms)), medianRenderMs: median(results.map((r) => r.renderMs)), medianLongestTask: median(results.map((r) => r.longestTask)), mounted: median(results.map((r) => r.mounted)) }
}
