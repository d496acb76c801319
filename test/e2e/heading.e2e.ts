import { expect } from 'vitest'
import { baseUrl, newPage, tabTo, useBrowser, visit } from './browser'

const browser = useBrowser()

describe('tools/heading in Chromium', () => {
  // axe scans /heading in pages.e2e.ts and every example in the catalogue; this checks the outline.
  it('renders the outline the author chose', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/heading')
    expect(await page.locator('[data-widget="heading"][data-island="mounted"]').count()).toBe(4)
    expect(await page.getByRole('heading', { level: 3, name: 'Leichtlauföle für Personenwagen' }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 4, name: 'Nutzfahrzeuge' }).count()).toBe(1)
  })

  it('is the target of an in-page link, reached and followed with the keyboard', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/heading')
    await tabTo(page, page.getByRole('link', { name: 'Zu den Schmierfetten' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/heading#schmierfette`)
    const top = await page.getByRole('heading', { level: 2, name: 'Schmierfette' }).evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(200)
  })
})
