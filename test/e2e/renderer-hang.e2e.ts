import { expect } from 'vitest'
import { baseUrl, freezeClock, newPage, settled, useBrowser, within } from './browser'
import { PLACEHOLDER_IMAGE } from '@/src/widget/fallback'
import { CHROMIUM_DEFECT, RENDERER_HUNG, RENDERER_STOPPED_DRAWING } from './renderer-hang'

// The harness names a renderer that stopped answering (./renderer-hang.ts), and only that: the config retries a test
// on this name alone. A page whose script never yields stands in for Chromium's hang here: it answers nothing either.
const browser = useBrowser()

describe('a deadline in a page (within)', () => {
  it('names a renderer that no longer answers as hung', async () => {
    const { page } = await newPage(browser())
    await page.goto(`${baseUrl()}${PLACEHOLDER_IMAGE}`)
    await page.evaluate(() => void setTimeout(() => { for (;;); }, 0))
    const failure = await within(page.evaluate('1'), 1_000, 'a trivial call', page).catch((error: unknown) => error)
    expect(String(failure)).toContain(`${RENDERER_HUNG} at ${baseUrl()}${PLACEHOLDER_IMAGE} (a trivial call took more than 1 s)`)
  })

  it('keeps the deadline’s own message for a page that still answers', async () => {
    const { page } = await newPage(browser())
    await page.goto(`${baseUrl()}${PLACEHOLDER_IMAGE}`)
    const failure = await within(page.evaluate(() => new Promise(() => undefined)), 1_000, 'a promise that never settles', page).catch((error: unknown) => error)
    expect(String(failure)).toBe('Error: a promise that never settles took more than 1 s')
  })

  // The page's clock stopped stands in for a compositor that draws no more: no animation frame comes, scripts still run.
  it('names a page that answers but draws no frame, islands waiting to be seen, as stopped drawing, which the config retries', async () => {
    const { page } = await newPage(browser())
    await page.clock.install()
    await page.setViewportSize({ width: 800, height: 600 })
    await page.goto(`${baseUrl()}/bench/islands?count=60&hydrate=visible`)
    await page.waitForFunction(() => document.querySelectorAll('[data-island="mounted"]').length > 0)
    await freezeClock(page)
    const failure = await settled(page, 1_000).then(() => 'settled', (error: unknown) => String(error))
    expect(failure).toContain(`${RENDERER_STOPPED_DRAWING} at ${baseUrl()}/bench/islands`)
    expect(failure).toMatch(/the page drew no frame in 2 s, scrolled to 0 px, visible\)$/)
    expect(CHROMIUM_DEFECT.test(failure)).toBe(true)
  })
})
