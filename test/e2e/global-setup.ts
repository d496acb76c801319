import type { TestProject } from 'vitest/node'
import { startCms } from '@/test/cms/app'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** The build under test: dist/, or E2E_DIST (an absolute path) when several builds exist side by side. */
export const E2E_DIST = process.env.E2E_DIST

/** Starts the simulated CMS on the production build for the whole run, on a free port. */
export default async function setup(project: TestProject) {
  const cms = await startCms({ mode: 'prod', port: 0, ...(E2E_DIST ? { distDir: E2E_DIST } : {}) })
  project.provide('baseUrl', cms.url)
  return () => cms.close()
}
