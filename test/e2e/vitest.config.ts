import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// End-to-end tests: Debian's Chromium (playwright-core) against the production build served by the
// simulated CMS, started once for the run by global-setup.ts. `npm run build` must have run first.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../..', import.meta.url)) } },
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['test/e2e/global-setup.ts'],
    // One browser at a time: the machine has two cores and the mock backend's state is shared.
    fileParallelism: false,
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/results/e2e.json' }]] : ['default'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
