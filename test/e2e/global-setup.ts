import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { startCms } from '@/test/cms/app'
import { CHROMIUM, CHROMIUM_ARGS } from './browser-launch'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The shared Chromium's WebSocket endpoint (browser.ts connects each file to it). */
    chromiumEndpoint: string
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
  const [cms, browser] = await Promise.all([
    startCms({ mode: 'prod', port: 0, ...(E2E_DIST ? { distDir: E2E_DIST } : {}) }),
    chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
  ])
  project.provide('baseUrl', cms.url)
  project.provide('chromiumEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await cms.close()
  }
}
