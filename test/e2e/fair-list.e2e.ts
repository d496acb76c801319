import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { newPage, tabTo, useBrowser, visit } from './browser'

// news/fair-list with the keyboard alone at desktop width: the past fairs' button is reached with Tab and opened with
// Enter, the focus stays on it while they load, and the next Tab reaches the most recent past fair's website, which
// opens in a new tab without opener or referrer (spec 2 §5).

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

describe('fair list in Chromium', () => {
  const browser = useBrowser()

  it('opens the past fairs by keyboard and reaches a fair’s website, which opens in a new tab', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/unternehmen/messen')
    const main = page.locator('main')
    await expect.poll(() => main.getByRole('heading', { level: 3, name: 'Agrama 2026' }).isVisible()).toBe(true)

    const button = main.getByRole('button', { name: 'Vergangene Messen' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await tabTo(page, button, 80)
    await page.keyboard.press('Enter')
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => main.getByRole('heading', { level: 3, name: 'Auto Zürich 2026' }).isVisible()).toBe(true)
    expect(await isFocused(button)).toBe(true)

    await page.keyboard.press('Tab')
    // Chromium reads a space before the colon, which opens the visually hidden part of the name.
    const website = main.getByRole('link', { name: /^Zur Website der Messe ?: Auto Zürich 2026 \(öffnet in neuem Tab\)$/ })
    expect(await isFocused(website)).toBe(true)
    expect(await website.getAttribute('href')).toBe('https://www.auto-zuerich.ch')
    expect(await website.getAttribute('target')).toBe('_blank')
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer')
    expect(log.errors).toEqual([])
  })
})
