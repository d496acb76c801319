import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { startCms } from '@/test/cms/app'
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './browser-launch'
import { startHarnessFiles } from './harness-files'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The shared Chromium's WebSocket endpoint (browser.ts connects each file to it). */
    chromiumEndpoint: string
    /** axe-core's script, cacheable (harness-files.ts). */
    axeUrl: string
  }
}

/** The build under test: dist/, or E2E_DIST (an absolute path) when several builds exist side by side. */
export const E2E_DIST = process.env.E2E_DIST

/**
 * Starts the simulated CMS on the production build and one headless Chromium for the whole run. Every
 * test takes a fresh context of that browser: launching one per file cost a second or two of a core each
 * time, about 110 times a run.
 */
export default async function setup(project: TestProject) {
  const [cms, browser, files] = await Promise.all([
    startCms({ mode: 'prod', port: 0, ...(E2E_DIST ? { distDir: E2E_DIST } : {}) }),
    chromium.launchServer({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
    startHarnessFiles(),
  ])
  project.provide('baseUrl', cms.url)
  project.provide('chromiumEndpoint', browser.wsEndpoint())
  project.provide('axeUrl', files.axeUrl)
  return async () => {
    await browser.close()
    await cms.close()
    await files.close()
  }
}
