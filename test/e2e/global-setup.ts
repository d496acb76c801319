import type { TestProject } from 'vitest/node'
import { startCms } from '@/test/cms/app'
import { startHarnessFiles } from './harness-files'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** axe-core's script, cacheable (harness-files.ts). */
    axeUrl: string
  }
}

/** The build under test: dist/, or E2E_DIST (an absolute path) when several builds exist side by side. */
export const E2E_DIST = process.env.E2E_DIST

/**
 * Starts the simulated CMS on the production build, once for the run; each worker launches its own Chromium
 * (browser.ts workerChromium).
 */
export default async function setup(project: TestProject) {
  const [cms, files] = await Promise.all([startCms({ mode: 'prod', port: 0, ...(E2E_DIST ? { distDir: E2E_DIST } : {}) }), startHarnessFiles()])
  project.provide('baseUrl', cms.url)
  project.provide('axeUrl', files.axeUrl)
  return async () => {
    await cms.close()
    await files.close()
  }
}
