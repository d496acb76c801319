import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { newPage, PHONE, tabTo, useBrowser, visit } from './browser'

// news/news-list and news/news-detail in Chromium: the filters in the address, load more, and the place in the list
// kept across a reload and a visit to an article (the history entry holds it: src/features/filtered-list/list-place.ts).

const cards = (page: Page) => page.locator('main article')
const count = (page: Page) => cards(page).count()
const main = (page: Page) => page.locator('main')

/** Presses load more `times` times, each time until the next page (12, or what is left of `total`) is there. */
async function loadMore(page: Page, times: number, total: number) {
  for (let i = 0; i < times; i++) {
    const before = await count(page)
    await main(page).getByRole('button', { name: /^Weitere Beiträge laden/ }).click()
    await expect.poll(() => count(page)).toBe(Math.min(total, before + 12))
  }
}

describe('news in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('filters by category and topic, Back undoes a filter, loads more twice, and keeps the view across a reload and a visit to an article', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/news')
    const status = main(page).getByRole('status')
    // The count line changes when the filtered answer is there (the address changes before it).
    const unfiltered = await status.textContent()
    await main(page).getByRole('checkbox', { name: /^Unternehmen \(\d+\)$/ }).check()
    await expect.poll(() => new URL(page.url()).search).toBe('?filter.category=unternehmen')
    await expect.poll(() => status.textContent()).not.toBe(unfiltered)
    await expect.poll(() => status.textContent()).toMatch(/^\d+ Beiträge$/)
    const total = Number((await status.textContent())!.split(' ')[0])
    await main(page).getByRole('checkbox', { name: /^Industrie \(\d+\)$/ }).check()
    await expect.poll(() => new URL(page.url()).search).toBe('?filter.category=unternehmen&filter.topic=industrie')
    await expect.poll(() => status.textContent()).not.toBe(`${total} Beiträge`)
    await page.goBack()
    await expect.poll(() => status.textContent()).toBe(`${total} Beiträge`)

    // The category's articles fill more than two pages: load more twice shows them all.
    expect(total).toBeGreaterThan(24)
    await loadMore(page, 2, total)
    const titles = await cards(page).locator('h2').allTextContents()
    expect(titles).toHaveLength(Math.min(total, 36))

    await page.reload()
    // The list, not every island: the reload keeps the place scrolled to, so the footer below may never come into view
    // and rightly stays waiting (a loaded machine once restored the place before the footer had been seen).
    await page.locator('[data-widget="news-list"][data-island="mounted"]').waitFor()
    await expect.poll(() => count(page)).toBe(titles.length)
    expect(await main(page).getByRole('checkbox', { name: /^Unternehmen \(\d+\)$/ }).isChecked()).toBe(true)

    // An article of the last page, and back: the same articles, the article's card on the screen again.
    const article = cards(page).nth(titles.length - 2).getByRole('link')
    const title = (await article.textContent())!
    await article.click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
    // The fallback's link is a plain one to the list's first page: the island's takes the browser's way back.
    await page.locator('[data-widget="news-detail"][data-island="mounted"]').waitFor()
    await page.getByRole('link', { name: 'Alle News' }).click()
    await expect.poll(() => count(page)).toBe(titles.length)
    expect(await cards(page).locator('h2').allTextContents()).toEqual(titles)
    await expect.poll(() => cards(page).nth(titles.length - 2).evaluate((card) => {
      const box = card.getBoundingClientRect()
      return box.bottom > 0 && box.top < window.innerHeight
    })).toBe(true)
    expect(log.errors).toEqual([])
  })
})

describe('the home page’s news tiles in Chromium', () => {
  const browser = useBrowser()

  it('are read with the keyboard alone: the way to all news after the title, then each tile, whose article Enter opens', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/')
    const tiles = page.locator('[data-block="news-tiles"]')
    const all = tiles.getByRole('link', { name: 'Alle News' })
    await tabTo(page, all, 120)
    expect(await all.getAttribute('href')).toBe('/news')
    const link = tiles.locator('article').first().getByRole('link')
    const title = (await link.textContent())!
    await page.keyboard.press('Tab')
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
    expect(new URL(page.url()).pathname).toMatch(/^\/news\/[a-z0-9-]+$/)
    expect(log.errors).toEqual([])
  })
})

describe('news in Chromium at 375 px', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('opens the filters behind their button by keyboard, filters by year and loads more, the focus on the first new article', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/news')
    const toggle = main(page).getByRole('button', { name: 'Filter (0)' })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const year = main(page).getByRole('checkbox', { name: /^2025 \(\d+\)$/ })
    await tabTo(page, year, 40)
    await page.keyboard.press('Space')
    await expect.poll(() => new URL(page.url()).search).toBe('?filter.year=2025')
    await expect.poll(() => main(page).getByRole('button', { name: 'Filter (1)' }).isVisible()).toBe(true)
    const more = main(page).getByRole('button', { name: /^Weitere Beiträge laden/ })
    await tabTo(page, more, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => count(page)).toBe(24)
    const firstNew = cards(page).nth(12).getByRole('link')
    await expect.poll(() => firstNew.evaluate((link) => link === document.activeElement)).toBe(true)
    expect(log.errors).toEqual([])
  })
})
