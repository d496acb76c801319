import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatDate } from '@/src/lib/dates'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { orderability } from '@/test/mocks/db/prices'
import { orderedArticlesOf } from '@/test/mocks/handlers/ordered-articles'
import { getShop } from '@/test/mocks/shops'
import { baseUrl, expectAxeClean, newPage, tabTo, useBrowser, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// Issue 10 §5 (spec 1 §2, §3, §7, §8): the ordered articles as the demo customer uses them, by keyboard, at
// phone and desktop width: the server's sort select, the same view after a reload, a pack into the cart again
// with the header's count following, the filters open under axe, the CSV export of every row, and the exact
// failure text of an answer without its results. The shop's orders are the seed's, the same in this process.

const signIn = (browser: Browser) => browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent('kunde@example.ch'), url: baseUrl() }])
const main = (page: Page) => page.locator('main')
const summary = (page: Page) => main(page).locator('p[role="status"]')
const saysSummary = (page: Page, text: string) => expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text)
const headerSays = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Warenkorb, Anzahl Artikel: ${count}`, exact: true }).isVisible()
const storedOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('stored') ?? '{}') as Record<string, string>
// The pack's article number, over the pack in its cell.
const packs = (page: Page) => main(page).getByRole('table', { name: 'Ihre bestellten Artikel' }).locator('tbody tr td:nth-child(2) span > span:first-child').allTextContents()
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

const rows = orderedArticlesOf(ordersOfCustomer(getShop().db, '0001004711'))
const lastOrderedFirst = [...rows].sort((a, b) => b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
const mostOrdered = [...rows].sort((a, b) => b.orderCount - a.orderCount || b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
const first = `Einträge 1–20 von ${rows.length}`

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('ordered products in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('sorts by the sort select by keyboard, keeps the view over a reload, and puts a pack into the cart again', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/bestellte-artikel')
    await saysSummary(page, first)
    await page.waitForTimeout(100)
    // The fallback took the room of the select and a full page (README "Fallback markup").
    expect(await shifted(page)).toBeLessThan(0.01)
    expect(await packs(page)).toEqual(lastOrderedFirst.slice(0, 20).map((row) => row.productId))
    await expectAxeClean(page)

    // The server's sort select (spec 1 §3 listSortSelectField), by keyboard: the arrow keys choose an option.
    const select = main(page).getByRole('combobox', { name: 'Sortieren nach' })
    await tabTo(page, select, 60)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => storedOf(page)).toEqual({ sortField: 'orderCount', sortOrder: 'desc' })
    await expect.poll(() => packs(page)).toEqual(mostOrdered.slice(0, 20).map((row) => row.productId))

    // A reload shows the same view, from the address alone, without shifting.
    await page.reload()
    await saysSummary(page, first)
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)
    expect(await packs(page)).toEqual(mostOrdered.slice(0, 20).map((row) => row.productId))
    expect(await main(page).getByRole('combobox', { name: 'Sortieren nach' }).inputValue()).toBe('1')
    expect(await main(page).getByRole('button', { name: 'Nach Bestellungen sortieren' }).locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('descending')

    // One pack into the cart again, with a quantity typed in: the header's count follows.
    const row = mostOrdered.slice(0, 20).find((item) => orderability(item.productId).orderable && !['10-4111.004', '10-4211.020', '50-1111.004'].includes(item.productId))!
    const item = `${row.product.title}, ${row.variant.size} ${row.variant.container}`
    expect(await headerSays(page, 3)).toBe(true)
    const quantity = main(page).getByRole('spinbutton', { name: `Menge: ${item}` })
    await tabTo(page, quantity, 200)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('3')
    const add = main(page).getByRole('button', { name: `In den Warenkorb: ${item}` })
    await tabTo(page, add, 4)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText(`3 × ${row.variant.size} ${row.variant.container}`).isVisible(), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => headerSays(page, 4)).toBe(true)
    expect(await hasFocus(add)).toBe(true)
    await expectAxeClean(page)

    // Nothing scrolls sideways on a phone (the table scrolls in its own region), and nothing went wrong.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(log.errors).toEqual([])
    await page.close()
  })

  it('filters by product area with the filters open under axe, and exports every row as CSV for Excel', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/konto/bestellte-artikel')
    await saysSummary(page, first)
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, form.getByLabel('Produktbereich'), 10)
    await form.getByLabel('Produktbereich').selectOption({ label: 'Schmierfette' })
    // Past the two date fields (three parts each in Chromium) to «Anwenden».
    await tabTo(page, form.getByRole('button', { name: 'Anwenden' }), 20)
    await page.keyboard.press('Enter')
    const greases = lastOrderedFirst.filter((row) => row.product.categoryIds.includes('c-grease'))
    await saysSummary(page, `Einträge 1–${greases.length} von ${greases.length}`)
    expect(storedOf(page)).toEqual({ category: 'c-grease' })

    const exportButton = main(page).getByRole('button', { name: 'Als CSV exportieren' })
    await tabTo(page, exportButton, 80)
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toMatch(/^bestellte-artikel-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('"Produkt, Gebinde";Artikelnummer;Zuletzt bestellt;Bestellungen;Menge gesamt')
    expect(lines.slice(1, -1)).toEqual(
      greases.map((row) => `"${row.product.title}, ${row.variant.size} ${row.variant.container}";${row.productId};${formatDate(row.lastOrder.createdAt)};${row.orderCount};${row.totalQuantity}`),
    )
    await page.close()
  })

  it('shows the exact failure of an answer without its results, axe clean, and loads again on request', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/article-order-history/', status: 200 })
    await visit(page, '/konto/bestellte-artikel')
    const alert = main(page).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('API failure during orders/fetchOrders request.')
    expect(await main(page).getByRole('table').count()).toBe(0)
    await expectAxeClean(page)
    await tabTo(page, alert.getByRole('button', { name: 'Erneut versuchen' }), 80)
    await page.keyboard.press('Enter')
    await saysSummary(page, first)
    await page.close()
  })
})
