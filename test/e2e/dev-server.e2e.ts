import { expect } from 'vitest'
import { startCms, type CmsServer } from '@/test/cms/app'
import { newPage, useBrowser } from './browser'

// `npm start` is the README's first command: the simulated CMS on Vite's dev server must mount islands too.
const browser = useBrowser()
let dev: CmsServer
beforeAll(async () => {
  dev = await startCms({ mode: 'dev', port: 0 })
}, 120_000)
afterAll(() => dev.close())

describe('the demo site in development mode (npm start)', { timeout: 180_000 }, () => {
  it('serves the source through Vite and mounts the islands, broken ones skipped', async () => {
    const { page } = await newPage(browser())
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().includes('/vue/')) missing.push(response.url())
    })
    // The first page: Vite loads the simulated CMS's modules for it and compiles them, which took more than Playwright's
    // 30 s once, with a second suite and more on the machine's two cores.
    await page.goto(`${dev.url}/test/broken-islands`, { timeout: 90_000 })
    // The page's own islands; the site chrome around them mounts too.
    await page.waitForFunction(() => document.querySelectorAll('main [data-island="mounted"]').length === 3, undefined, { timeout: 60_000 })
    expect(await page.getByText('Insel 2 funktioniert.').isVisible()).toBe(true)
    await expect.poll(() => page.locator('main [data-island="failed"]').count(), { timeout: 60_000 }).toBe(6)
    // Vite compiles each island's module on its first request, so the header may mount after the main's islands.
    await expect.poll(() => page.locator('header [data-island="mounted"]').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    expect(missing).toEqual([])
  })
})
