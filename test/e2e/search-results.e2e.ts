import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { findDocuments, findProducts } from '@/test/mocks/db/search'
import { axe, baseUrl, describeViolations, expectAxeClean, fitsWidth, newPage, tabTo, useBrowser, visit, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// product/search-results at /suche (spec 1 §2, §4, §5): a search, the category tree's parent and child
// rules, back and forward through filter states, reload, load more, the keyboard alone, axe with the
// filter panel open and closed. On a phone the tree sits in a panel behind the «Filter (n)» button; from md it is the
// sidebar. The numbers come from the mock catalogue the CMS answers from.
const TERM = 'Motoröl'
const products = findProducts(TERM)
const documents = findDocuments(TERM)
const inCategory = (id: string) => products.filter((product) => product.categoryIds.includes(id)).length
const ALL = products.length
const CARS = inCategory('c-motor-pkw')
const CARS_0W20 = inCategory('c-motor-pkw-0w20')
const CARS_5W30 = inCategory('c-motor-pkw-5w30')

const searchPath = (query: string) => `/suche?${query}`
const widget = (page: Page) => page.locator('[data-widget="search-results"]')
const productsTab = (page: Page, count: number) => widget(page).getByRole('tab', { name: `Produkte (${count})`, exact: true })
const box = (page: Page, name: string) => widget(page).getByRole('checkbox', { name, exact: true })
const tiles = (page: Page) => widget(page).getByRole('tabpanel').getByRole('article')
const categories = (page: Page) => new URL(page.url()).searchParams.getAll('categories')
const isMixed = (page: Page, name: string) => box(page, name).evaluate((input) => (input as HTMLInputElement).indeterminate)

/** The focused control's name is `name`: its aria-label, its label's text or its own text. */
const focused = (page: Page, name: string) =>
  page.evaluate((expected) => {
    const active = document.activeElement
    return (active?.getAttribute('aria-label') ?? active?.closest('label')?.textContent ?? active?.textContent ?? '').trim() === expected
  }, name)

/** Waits until the products tab shows `count` and no search runs. */
async function productsShown(page: Page, count: number) {
  await productsTab(page, count).waitFor()
  await page.waitForFunction(() => document.querySelector('[data-widget="search-results"] [aria-busy="true"]') === null)
}

/** From the focused tab panel, by keyboard: the tree's first parent, its subcategories, and «PKW-Motorenöle» checked. */
async function checkCarsByKeyboard(page: Page) {
  await page.keyboard.press('Tab')
  expect(await focused(page, `Motorenöle (${ALL})`)).toBe(true)
  await page.keyboard.press('Tab')
  expect(await focused(page, 'Unterkategorien von Motorenöle')).toBe(true)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  expect(await focused(page, `PKW-Motorenöle (${CARS})`)).toBe(true)
  await page.keyboard.press('Space')
  await productsShown(page, CARS)
  // The box keeps focus while the search runs and after it.
  expect(await focused(page, `PKW-Motorenöle (${CARS})`)).toBe(true)
}

describe('product/search-results in Chromium', () => {
  const browser = useBrowser()

  /** From md the tree is the sidebar, shown without its phone's «Filter (n)» button. */
  async function showFilter(page: Page) {
    expect(await widget(page).getByRole('button', { name: /^Filter \(\d+\)$/ }).isVisible()).toBe(false)
  }

  it('searches, filters by the tree (parent and child rules), walks back and forward, reloads and loads more', async () => {
    const { page, log } = await newPage(browser())
    // A visitor searches in the header (tools/search-box, whose own e2e covers its phone panel) and lands here.
    await visit(page, '/')
    const input = page.getByRole('combobox', { name: 'Suchbegriff' })
    await input.fill(TERM)
    await input.press('Enter')
    await page.waitForURL(`${baseUrl()}${searchPath(`search=${encodeURIComponent(TERM)}`)}`)
    await productsShown(page, ALL)
    await expect.poll(() => widget(page).getByRole('heading', { level: 2 }).textContent()).toBe(`${ALL + documents.length} Treffer für «${TERM}»`)
    expect(await widget(page).getByRole('tab', { name: `Seiten (${documents.length})` }).isVisible()).toBe(true)
    expect(await tiles(page).count()).toBe(12)

    await showFilter(page)
    await widget(page).getByRole('button', { name: 'Unterkategorien von Motorenöle' }).click()
    expect(await box(page, 'Motorradöle (0)').isDisabled()).toBe(true)

    // A parent: checked as the whole category, with its own parent (spec 1 §4).
    await box(page, `PKW-Motorenöle (${CARS})`).check()
    await productsShown(page, CARS)
    expect(categories(page)).toEqual(['c-motor', 'c-motor-pkw'])
    expect(await isMixed(page, `Motorenöle (${ALL})`)).toBe(true)
    await widget(page).getByRole('button', { name: 'Unterkategorien von PKW-Motorenöle' }).click()
    expect(await box(page, `SAE 5W-30 (${CARS_5W30})`).isChecked()).toBe(false)

    // Children narrow it: the parent looks mixed and stays in the filter with them.
    await box(page, `SAE 5W-30 (${CARS_5W30})`).check()
    await productsShown(page, CARS_5W30)
    expect(await isMixed(page, `PKW-Motorenöle (${CARS})`)).toBe(true)
    expect(categories(page)).toEqual(['c-motor', 'c-motor-pkw', 'c-motor-pkw-5w30'])
    await box(page, `SAE 0W-20 (${CARS_0W20})`).check()
    await productsShown(page, CARS_5W30 + CARS_0W20)
    expect(categories(page)).toHaveLength(4)

    // Back and forward walk through the filter states; each restores boxes and products.
    await page.goBack()
    await productsShown(page, CARS_5W30)
    await page.goBack()
    await productsShown(page, CARS)
    expect(await box(page, `PKW-Motorenöle (${CARS})`).isChecked()).toBe(true)
    await page.goBack()
    await productsShown(page, ALL)
    expect(categories(page)).toEqual([])
    expect(await isMixed(page, `Motorenöle (${ALL})`)).toBe(false)
    expect(await box(page, `Motorenöle (${ALL})`).isChecked()).toBe(false)
    await page.goForward()
    await productsShown(page, CARS)
    await page.goForward()
    await productsShown(page, CARS_5W30)
    await page.goForward()
    await productsShown(page, CARS_5W30 + CARS_0W20)

    // A reload restores the filter from the address.
    await page.reload()
    await productsShown(page, CARS_5W30 + CARS_0W20)
    await showFilter(page)
    expect(await isMixed(page, `PKW-Motorenöle (${CARS})`)).toBe(true)
    expect(await box(page, `SAE 5W-30 (${CARS_5W30})`).isChecked()).toBe(true)

    // Load more: 12 more, appended, focus on the first new one.
    const left = CARS_5W30 + CARS_0W20 - 12
    await widget(page).getByRole('button', { name: `Weitere Produkte laden (noch ${left})` }).click()
    await expect.poll(() => tiles(page).count()).toBe(Math.min(24, CARS_5W30 + CARS_0W20))
    expect(await tiles(page).nth(12).getByRole('link').evaluate((link) => link === document.activeElement)).toBe(true)

    expect(log.errors).toEqual([])
  })

  it('works with the keyboard alone: tabs, filter, load more', async () => {
    const { page } = await newPage(browser())
    await visit(page, searchPath(`search=${encodeURIComponent(TERM)}`))
    await productsShown(page, ALL)

    await tabTo(page, productsTab(page, ALL), 80)
    await page.keyboard.press('ArrowRight')
    expect(await widget(page).getByRole('tab', { name: `Seiten (${documents.length})` }).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    expect(await productsTab(page, ALL).getAttribute('aria-selected')).toBe('true')
    // The panel, then the filter.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    await checkCarsByKeyboard(page)
    await tabTo(page, widget(page).getByRole('button', { name: `Weitere Produkte laden (noch ${CARS - 12})` }), 120)
    await page.keyboard.press('Enter')
    await expect.poll(() => tiles(page).count()).toBe(24)
    expect(await tiles(page).nth(12).getByRole('link').evaluate((link) => link === document.activeElement)).toBe(true)
  })

  it('does not shift while a search loads: skeletons and fallback take the final room (CLS < 0.01)', async () => {
    const { page } = await newPage(browser())
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number }
      w.cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${baseUrl()}${searchPath(`search=${encodeURIComponent(TERM)}`)}`)
    await productsShown(page, ALL)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01)
  })

  it('has no axe violations with the filter panel closed and open, and asks for a term without one', async () => {
    const { page } = await newPage(browser())
    await visit(page, searchPath(`search=${encodeURIComponent(TERM)}&categories=c-motor-pkw-5w30`))
    await productsShown(page, inCategory('c-motor-pkw-5w30'))
    let violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await showFilter(page)
    await widget(page).getByRole('button', { name: 'Unterkategorien von Motorenöle' }).click()
    violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    await widget(page).getByRole('tab', { name: `Seiten (${documents.length})` }).click()
    violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    await page.goto(`${baseUrl()}/suche`)
    await widget(page).getByRole('heading', { name: 'Bitte geben Sie einen Suchbegriff ein.' }).waitFor()
    violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})

describe('product/search-results on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('filters by the tree in the panel behind «Filter (n)» by keyboard, Escape back to its button, nothing shifting while the search loads; axe clean, nothing scrolls sideways', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await page.goto(`${baseUrl()}${searchPath(`search=${encodeURIComponent(TERM)}`)}`)
    await productsShown(page, ALL)
    // Skeletons and fallback take the final room at this width too (CLS < 0.01).
    await page.waitForTimeout(200)
    await expectSteady(page)

    await tabTo(page, productsTab(page, ALL), 80)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    await page.keyboard.press('Tab')
    expect(await focused(page, 'Filter (0)')).toBe(true)
    await page.keyboard.press('Enter')
    await checkCarsByKeyboard(page)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    // Escape closes the panel and returns to its button.
    await page.keyboard.press('Escape')
    expect(await focused(page, 'Filter (1)')).toBe(true)
    expect(await box(page, `PKW-Motorenöle (${CARS})`).isVisible()).toBe(false)
    expect(log.errors).toEqual([])
  })
})
