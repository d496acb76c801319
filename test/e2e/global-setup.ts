import type { TestProject } from 'vitest/node'
import { startCms } from '@/test/cms/app'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Starts the simulated CMS on the production build for the whole run, on a free port. */
export default async function setup(project: TestProject) {
  const cms = await startCms({ mode: 'prod', port: 0 })
  project.provide('baseUrl', cms.url)
  return () => cms.close()
}
