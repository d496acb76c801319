import { expect } from 'vitest'
import { baseUrl, newPage, tabTo, useBrowser, visit } from './browser'

// The content blocks' keyboard paths, one file for all (docs/testing.md "Test time": a block has no journey file of its
// own). axe, layout shift and links check each block's page in pages.e2e.ts and its examples in the block catalogue;
// that the island writes its fallback's markup, its component test.
const browser = useBrowser()

describe('tools/text-button in Chromium', () => {
  it('is followed with the keyboard alone: Tab to the button, Enter opens the page it names', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/text-button')
    expect(await page.locator('[data-widget="text-button"][data-island="mounted"]').count()).toBe(2)
    // The link to another site says it opens a new tab.
    expect(await page.getByRole('link', { name: 'DGUV Regel 109-003 lesen (öffnet in neuem Tab)' }).getAttribute('rel')).toBe('noopener noreferrer')

    await tabTo(page, page.getByRole('link', { name: 'Zur Ölanalyse' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/service/oelanalyse`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/good-to-know in Chromium', () => {
  it('lets the keyboard reach the links in its text, in reading order after its title', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/good-to-know')
    expect(await page.locator('[data-widget="good-to-know"][data-island="mounted"]').count()).toBe(2)
    expect(await page.locator('[data-block="good-to-know"]').getByRole('heading', { level: 3, name: 'Gut zu wissen' }).count()).toBe(1)
    await tabTo(page, page.locator('[data-block="good-to-know"]').getByRole('link', { name: 'Wissen' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/wissen`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/error-block in Chromium', () => {
  it('names the not-found page, whose way back is the next stop of the keyboard', async () => {
    const { page } = await newPage(browser())
    const response = await page.goto(`${baseUrl()}/gibt-es-nicht`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.locator('[data-widget="error-block"]').getAttribute('data-island')).toBe('mounted')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden')
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Zur Übersicht' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/`)
  })
})
