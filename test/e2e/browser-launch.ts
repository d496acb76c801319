import { existsSync } from 'node:fs'

/**
 * Debian's Chromium, the browser as users have it: the benchmarks' (Lighthouse needs it). Browser downloads are not
 * possible here (docs/testing.md "End-to-end tests").
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell, the same Chromium's engine without the browser
 * around it (Playwright's choice for headless runs too). It costs about a quarter less CPU per page, and the
 * end-to-end step took a third less time (docs/testing.md "Test time"). The full Chromium where it is missing.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
