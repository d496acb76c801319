import { expect } from 'vitest'
import { newPage, tabTo, useBrowser, visit } from './browser'

const browser = useBrowser()

describe('tools/rich-text in Chromium', () => {
  // axe scans /rich-text in pages.e2e.ts and every example in the catalogue.
  it('renders sanitised CMS HTML in its widths, without scripts or forms', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/rich-text')
    await expect.poll(() => page.getByRole('heading', { name: 'Motorenöle für jede Anforderung' }).isVisible()).toBe(true)
    expect(await page.locator('[data-widget="rich-text"]:not([data-island="mounted"])').count()).toBe(0)
    expect(await page.locator('[data-widget="rich-text"] form, [data-widget="rich-text"] input, [data-widget="rich-text"] script:not([type="application/json"])').count()).toBe(0)
    expect(await page.getByText('Kühlerschutz bis −38 °C, silikat- und nitritfrei.').isVisible()).toBe(true)
    const external = page.getByRole('link', { name: /technischen Datenblatt/ })
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await external.getAttribute('target')).toBe('_blank')
    expect(log.errors).toEqual([])
  })

  it('is usable with the keyboard alone: its links take focus in reading order with a visible outline', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/rich-text')
    // In the content: the header's oil-finder shortcut has the same name, and the chrome comes first.
    const link = page.locator('main').getByRole('link', { name: 'Ölfinder' })
    await tabTo(page, link, 80)
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('technischen Datenblatt')
  })

  it('keeps the fallback markup in place until the island mounts, so nothing shifts', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/rich-text')
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBeLessThan(0.05)
  })
})
