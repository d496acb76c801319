import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_DEFECT } from './renderer-hang.ts'

// End-to-end tests: Debian's Chromium (playwright-core) against the production build served by the
// simulated CMS, started once for the run by global-setup.ts and shared by every file. `npm run build`
// must have run first.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../..', import.meta.url)) } },
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['test/e2e/global-setup.ts'],
    // Three files at a time on CI's two cores, each worker with its own Chromium (browser.ts workerChromium): a file's
    // browser waits part of its time (animations, frames, the CMS's answers) and the third fills those waits: 421–425 s
    // against 443 s for two; a fourth only shares the cores (454 s). docs/testing.md "Test time".
    // Each test's context has its own mock shop (the mock_shop cookie), so parallel files never see each other's state.
    fileParallelism: true,
    maxWorkers: 3,
    // A worker imports the harness (the simulated CMS's page list, the mock data) once, not once per file: about
    // 0.4 s of a core per file. The files keep no state in shared modules (each test's browser, shop and page are its own).
    isolate: false,
    // On CI each test's line as it ends (verbose), not each file's: a file that stalls then shows which test it was in
    // (the pages crawl's file stalled twice, with the CPU idle, and the default reporter had printed nothing of it).
    reporters: process.env.CI ? ['verbose', ['json', { outputFile: '.tmp/results/e2e.json' }]] : ['default'],
    // A real browser on a shared two-core machine: what a test waits for may take longer than the default
    // second to appear while the other file's browser is busy (CI saw it). Playwright's own default is 5 s.
    expect: { poll: { timeout: 5_000 } },
    // Twice, and only for a renderer that stopped answering or drawing (defects of Debian's Chromium, how often:
    // ./renderer-hang.ts): each retry runs on a fresh context, and one test hung twice in a row. Every other failure
    // fails at once.
    retry: { count: 2, condition: CHROMIUM_DEFECT },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
