import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { categoryUrl, walkCategories } from '@/test/mocks/db/categories'
import { productsIn } from '@/test/mocks/db/catalogue'
import { findAccount } from '@/test/mocks/db/index'
import { productListPage, type Selection } from '@/test/mocks/db/product-list'
import { formatPrice } from '@/src/lib/money'
import { lastOrderDateOf, saleLabelOf, unitPriceRappen } from '@/test/mocks/db/prices'
import { axe, baseUrl, describeViolations, expectAxeClean, fitsWidth, newPage, tabTo, useBrowser, visit, CUSTOMER, PHONE, signIn } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// product/product-list on a category page (spec 1 §3–§6): browse, filter with the keyboard
// alone, load more, Back restores the filter, price labels for an active shop user in ONE request for the
// page, the login prompt for anonymous visitors, axe with the filter panel closed and open, no layout
// shift. Below md the filters sit in a panel behind «Filter (n)»: that panel by keyboard on a phone. The numbers come
// from the mock catalogue the CMS answers from.
const CATEGORY = 'c-hydraulic'
const path = (() => {
  const entry = walkCategories().find(({ category }) => category.id === CATEGORY)!
  return categoryUrl(entry.path.map((category) => category.slug))
})()
const pageOf = (selection: Selection = {}) => productListPage({ categoryId: CATEGORY }, selection, { offset: 0, limit: 12, account: null })!
const ALL = pageOf().totalCount
const GRADE = pageOf().filters.find((filter) => filter.name === 'viscosity')!.options.find((option) => option.value === 'iso-vg-46')!
const FILTERED = pageOf({ viscosity: [GRADE.value] }).totalCount

const widget = (page: Page) => page.locator('[data-widget="product-list"]')
const tiles = (page: Page) => widget(page).getByRole('article')
const countText = (count: number) => (count === 1 ? '1 Produkt' : `${count} Produkte`)
/** Waits until the list shows `count` products in total and no request runs. */
async function shown(page: Page, count: number) {
  await widget(page).getByRole('status').filter({ hasText: countText(count) }).waitFor()
  await page.waitForFunction(() => document.querySelector('[data-widget="product-list"] [aria-busy="true"]') === null)
}
const filterInAddress = (page: Page) => new URL(page.url()).searchParams.getAll('filter.viscosity')
const isFocused = (page: Page, name: string) =>
  page.evaluate((expected) => {
    const active = document.activeElement
    return (active?.closest('label')?.textContent ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim() === expected
  }, name)


describe('product/product-list in Chromium', () => {
  const browser = useBrowser()

  it('browses a category, filters with the keyboard alone, loads more, and Back and reload restore the filter', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, path)
    await shown(page, ALL)
    expect(await tiles(page).count()).toBe(12)

    // Load more: 12 more, focus on the first new tile's link.
    await tabTo(page, widget(page).getByRole('button', { name: `Weitere Produkte laden (noch ${ALL - 12})` }), 150)
    await page.keyboard.press('Enter')
    await expect.poll(() => tiles(page).count()).toBe(Math.min(24, ALL))
    expect(await tiles(page).nth(12).getByRole('link').evaluate((link) => link === document.activeElement)).toBe(true)
    expect(await tiles(page).nth(12).getByRole('link').textContent()).toBe(productsIn(CATEGORY)[12]!.title)

    // Filter with the keyboard: from the page's start to the option, Space checks it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.evaluate(() => window.scrollTo(0, 0))
    const option = widget(page).getByRole('checkbox', { name: `${GRADE.label} (${GRADE.count})` })
    await tabTo(page, option, 80)
    await page.keyboard.press('Space')
    await shown(page, FILTERED)
    expect(await option.isChecked()).toBe(true)
    expect(filterInAddress(page)).toEqual([GRADE.value])
    // The box keeps focus while the list loads and after it.
    expect(await isFocused(page, `${GRADE.label} (${GRADE.count})`)).toBe(true)
    expect(await tiles(page).count()).toBe(Math.min(12, FILTERED))

    // Back: the list before the filter; Forward and reload: the filter again.
    await page.goBack()
    await shown(page, ALL)
    expect(filterInAddress(page)).toEqual([])
    await page.goForward()
    await shown(page, FILTERED)
    await page.reload()
    await shown(page, FILTERED)
    expect(await widget(page).getByRole('checkbox', { name: `${GRADE.label} (${GRADE.count})` }).isChecked()).toBe(true)

    expect(log.errors).toEqual([])
  })

  it('asks an anonymous visitor to log in for prices and availability, and asks for no price labels', async () => {
    const { page } = await newPage(browser())
    let labelRequests = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/product/price-label') labelRequests++
    })
    await visit(page, path)
    await shown(page, ALL)
    const prompt = widget(page).getByRole('link', { name: 'Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.' })
    expect(await prompt.getAttribute('href')).toBe('/login-form')
    await page.waitForTimeout(300)
    expect(labelRequests).toBe(0)
    expect(await widget(page).getByText(/^Zuletzt bestellt am/).count()).toBe(0)
  })

  it('shows an active shop user price labels and prices from exactly one request each, last order dates and favourite buttons', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    const labelRequests: string[] = []
    const priceRequests: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/product/price-label') labelRequests.push(request.postData() ?? '')
      if (pathname === '/api/product/prices') priceRequests.push(request.postData() ?? '')
    })
    await visit(page, path)
    await shown(page, ALL)
    const first = productsIn(CATEGORY).slice(0, 12)
    const onSale = first.find((product) => saleLabelOf(product))!
    const tileOf = (title: string) => tiles(page).filter({ has: page.getByRole('link', { name: title, exact: true }) })
    await tileOf(onSale.title).getByText(saleLabelOf(onSale)!).waitFor()
    await page.waitForTimeout(300)
    expect(labelRequests).toHaveLength(1)
    // One request for every tile of the page.
    expect((JSON.parse(labelRequests[0]!) as { products: string[] }).products.sort()).toEqual(first.map((product) => product.articleNumber).sort())

    // The user's price on every tile (spec 1 §6), for the pack the tile stands for, from one request too.
    const customer = findAccount(CUSTOMER)!
    const pack = first[0]!.variants[0]!
    await tileOf(first[0]!.title).getByText(formatPrice(unitPriceRappen(customer, pack)! / 100)).waitFor()
    expect(priceRequests).toHaveLength(1)
    expect((JSON.parse(priceRequests[0]!) as { products: string[] }).products.sort()).toEqual(first.map((product) => product.variants[0]!.articleNumber).sort())

    const ordered = first.find((product) => lastOrderDateOf(customer, product.id))!
    const [year, month, day] = lastOrderDateOf(customer, ordered.id)!.split('-')
    expect(await tileOf(ordered.title).getByText(`Zuletzt bestellt am ${day}.${month}.${year}`).count()).toBe(1)
    expect(await tileOf(ordered.title).getByRole('button').count()).toBe(1)
    expect(await widget(page).getByText('Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.').count()).toBe(0)

    // Load more asks only for the new tiles' labels.
    await widget(page).getByRole('button', { name: `Weitere Produkte laden (noch ${ALL - 12})` }).click()
    await expect.poll(() => tiles(page).count()).toBe(Math.min(24, ALL))
    await expect.poll(() => labelRequests.length).toBe(2)
    await expect.poll(() => priceRequests.length).toBe(2)
    expect((JSON.parse(labelRequests[1]!) as { products: string[] }).products.sort()).toEqual(
      productsIn(CATEGORY)
        .slice(12, 24)
        .map((product) => product.articleNumber)
        .sort(),
    )
  })

  it('has no axe violations with the filters closed, open and all shown', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/produkte/motorenoele?filter.tag=sale')
    const motor = productListPage({ categoryId: 'c-motor' }, { tag: ['sale'] }, { offset: 0, limit: 12, account: null })!
    await shown(page, motor.totalCount)
    let violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await widget(page).getByRole('group', { name: 'Freigaben und Spezifikationen' }).getByRole('button', { name: /^Alle \d+ anzeigen$/ }).click()
    violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  it.each([
    ['anonymous', null, ''],
    ['a shop customer', CUSTOMER, ''],
    ['a filter in the address', null, '?filter.viscosity=iso-vg-46'],
  ])('does not shift as it mounts (%s, CLS < 0.01)', async (_, username, query) => {
    if (username) await signIn(browser(), username)
    const { page } = await newPage(browser())
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number; shifts: string[] }
      w.cls = 0
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          if (entry.hadRecentInput) continue
          w.cls += entry.value
          w.shifts.push(entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName))).join(' | '))
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${baseUrl()}${path}${query}`)
    await shown(page, query ? FILTERED : ALL)
    await page.waitForTimeout(300)
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { cls: number; shifts: string[] }
      return { cls: w.cls, shifts: w.shifts }
    })
    expect(cls, shifts.join('\n')).toBeLessThan(0.01)
  })
})

describe('product/product-list on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('filters in the panel behind «Filter (n)» by keyboard, Escape back to its button, and a reload keeps the filter without shifting; axe clean, nothing scrolls sideways', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, path)
    await shown(page, ALL)
    const toggle = widget(page).getByRole('button', { name: 'Filter (0)' })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const option = widget(page).getByRole('checkbox', { name: `${GRADE.label} (${GRADE.count})` })
    await tabTo(page, option, 80)
    await page.keyboard.press('Space')
    await shown(page, FILTERED)
    expect(filterInAddress(page)).toEqual([GRADE.value])
    // The box keeps focus while the list loads and after it.
    expect(await isFocused(page, `${GRADE.label} (${GRADE.count})`)).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    // Escape closes the panel and returns to its button.
    await page.keyboard.press('Escape')
    expect(await isFocused(page, 'Filter (1)')).toBe(true)
    expect(await option.isVisible()).toBe(false)

    // A filter in the address: the fallback and the list take the same room (CLS < 0.01), the box still checked.
    await page.reload()
    await shown(page, FILTERED)
    await page.waitForTimeout(300)
    await expectSteady(page)
    await widget(page).getByRole('button', { name: 'Filter (1)' }).click()
    expect(await option.isChecked()).toBe(true)
    expect(log.errors).toEqual([])
  })
})
