import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { axe, baseUrl, describeViolations, fitsWidth, newPage, tabTo, useBrowser, visit, PHONE } from './browser'

// tools/file-sharing (spec 2 §2.6) on its page: the first 6 files, «Alle 14 anzeigen», and a download menu per file and
// one for all files. The page at load (axe, layout shift, its links) is the crawl's (pages.e2e.ts).
const PATH = '/dateifreigabe'
const share = (page: Page) => page.locator('[data-widget="file-sharing"]')
const tiles = (page: Page) => share(page).locator('[data-part="asset"]:visible')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '')

async function expectNoViolations(page: Page) {
  const violations = await axe(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

describe('tools/file-sharing in Chromium', () => {
  const browser = useBrowser()

  it('shows all files and downloads one with the keyboard alone', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    expect(await share(page).getAttribute('data-island')).toBe('mounted')
    expect(await tiles(page).count()).toBe(6)

    const showAll = share(page).getByRole('button', { name: 'Alle 14 anzeigen' })
    await tabTo(page, showAll, 60)
    await page.keyboard.press('Enter')
    await expect.poll(() => tiles(page).count()).toBe(14)
    // spec 2 §2.6: the reader goes on at the first file the button showed.
    expect(await isFocused(tiles(page).nth(6))).toBe(true)

    await page.keyboard.press('Tab')
    const menu = share(page).getByRole('button', { name: 'Herunterladen werkstatt-oelwechsel.jpg' })
    expect(await isFocused(menu)).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedText(page)).toMatch(/^werkstatt-oelwechsel\.jpg: JPG \d+(\.\d+)? KB$/)
    const link = page.locator(':focus')
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toBe('/media/werkstatt-1440.jpg')
    expect((await page.request.get(`${baseUrl()}${href}`)).status()).toBe(200)

    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toBe('werkstatt-1440.jpg')
    // Choosing closes the menu and brings the focus back to its button.
    await expect.poll(() => isFocused(menu)).toBe(true)
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(log.errors).toEqual([])
  })

  it('has nothing axe objects to with a menu open, and Escape closes it back to its button', async () => {
    const { page } = await newPage(browser())
    await visit(page, PATH)
    const all = share(page).getByRole('button', { name: 'Alle herunterladen' })
    await tabTo(page, all, 60)
    await page.keyboard.press('Enter')
    const list = share(page).getByRole('link', { name: 'Alle als PDF' })
    await list.waitFor()
    expect((await page.request.get(`${baseUrl()}${(await list.getAttribute('href')) ?? ''}`)).status()).toBe(200)
    await expectNoViolations(page)

    const sheet = share(page).getByRole('button', { name: 'Herunterladen technisches-datenblatt-motoroel-synth-0w-20-c5.pdf' })
    await sheet.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedText(page)).toMatch(/^technisches-datenblatt-motoroel-synth-0w-20-c5\.pdf: PDF \d+(\.\d+)? KB$/)
    expect(await all.getAttribute('aria-expanded')).toBe('false')
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => isFocused(sheet)).toBe(true)
    expect(await sheet.getAttribute('aria-expanded')).toBe('false')
  })

  it('works before its island mounts: the CMS’s menus open without a script and their links download', async () => {
    const { page } = await newPage(browser())
    // No widget code arrives: what the visitor has is the CMS's markup.
    await page.route(/\/vue\/assets\/file-sharing-[\w-]+\.js$/, (route) => route.abort())
    await page.goto(`${baseUrl()}${PATH}`)
    const summary = share(page).locator('summary').filter({ hasText: 'gebinde-flasche-kanister-fass.jpg' })
    await tabTo(page, summary, 60)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await focusedText(page)).toMatch(/^gebinde-flasche-kanister-fass\.jpg: JPG /)
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toBe('kanister-1440.jpg')
    expect(await share(page).getAttribute('data-island')).not.toBe('mounted')
  })
})

describe('tools/file-sharing on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('opens a file’s menu in its one column within the window, axe clean', async () => {
    const { page } = await newPage(browser())
    await visit(page, PATH)
    const menu = share(page).getByRole('button', { name: 'Herunterladen werk-winterthur.jpg' })
    await tabTo(page, menu, 60)
    await page.keyboard.press('Enter')
    const list = page.locator(`[id="${(await menu.getAttribute('aria-controls')) ?? ''}"]`)
    await list.waitFor()
    const box = await list.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectNoViolations(page)
  })
})
