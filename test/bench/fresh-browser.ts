import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '@/test/e2e/browser-launch'

/**
 * Runs `run` in Debian's Chromium with a fresh profile (nothing cached from an earlier run), closed and removed after.
 * Every benchmark starts from here.
 */
export async function withFreshBrowser<T>(viewport: { width: number; height: number } | null, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'widgets-bench-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, ...(viewport ? { viewport } : {}), hasTouch: false })
  try {
    return await run(context)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}
