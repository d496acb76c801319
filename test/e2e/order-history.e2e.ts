import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { chf } from '@/test/mocks/db/prices'
import { orderDay } from '@/test/mocks/handlers/orders'
import { getShop } from '@/test/mocks/shops'
import { baseUrl, expectAxeClean, newPage, tabTo, useBrowser, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// Issue 10 (spec 1 §2, §3, §4, §8): the order history as the demo customer uses it, by keyboard, at phone and
// desktop width: the date range and a sort, the same view after a reload, the CSV export of every page of the
// filtered table, and the exact failure text of an answer without its data; axe with the filters open and in
// the error state. The shop's orders are the seed's (test/mocks/db/orders.ts), the same in this process.

const signIn = (browser: Browser) => browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent('kunde@example.ch'), url: baseUrl() }])
const main = (page: Page) => page.locator('main')
const summary = (page: Page) => main(page).locator('p[role="status"]')
const saysSummary = (page: Page, text: string) => expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text)
const firstCells = (page: Page) => main(page).getByRole('table', { name: 'Ihre Bestellungen' }).locator('tbody tr').first().locator('td').allTextContents()
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')
const storedOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('stored') ?? '{}') as Record<string, string>


const brunner = ordersOfCustomer(getShop().db, '0001004711')
const in2025 = brunner.filter((order) => orderDay(order) >= '2025-01-01' && orderDay(order) <= '2025-12-12').sort((a, b) => a.createdAt.localeCompare(b.createdAt))

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('order history in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('filters by a date range and sorts by keyboard, and a reload shows the same view without shifting', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/bestellhistorie')
    await saysSummary(page, 'Einträge 1–20 von 500')
    await page.waitForTimeout(100)
    // The fallback took the room of a full page (README "Fallback markup").
    expect(await shifted(page)).toBeLessThan(0.01)
    expect(await main(page).locator('tbody tr').count()).toBe(20)
    await expectAxeClean(page)

    // The filters open by keyboard; axe with them open.
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expectAxeClean(page)

    // Our own date range: two date fields typed as a keyboard user types them. Day and month are equal, so
    // the typing means the same whether the browser's date fields take the day or the month first.
    await tabTo(page, form.getByLabel('Von'), 10)
    await page.keyboard.type('01012025')
    await tabTo(page, form.getByLabel('Bis'), 6)
    await page.keyboard.type('12122025')
    expect([await form.getByLabel('Von').inputValue(), await form.getByLabel('Bis').inputValue()]).toEqual(['2025-01-01', '2025-12-12'])
    await tabTo(page, form.getByRole('button', { name: 'Anwenden' }), 6)
    await page.keyboard.press('Enter')
    await saysSummary(page, `Einträge 1–20 von ${in2025.length}`)
    expect(storedOf(page)).toEqual({ dateFrom: '2025-01-01', dateTo: '2025-12-12' })

    // Sort by date, ascending: the first order of 2025 comes first.
    const byDate = main(page).getByRole('button', { name: 'Nach Bestelldatum sortieren' })
    await tabTo(page, byDate, 40)
    await page.keyboard.press('Enter')
    await expect.poll(() => firstCells(page).then((cells) => cells[0])).toBe(in2025[0]!.orderNumber)
    expect(await byDate.locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('ascending')
    expect(storedOf(page)).toEqual({ sortField: 'date', sortOrder: 'asc', dateFrom: '2025-01-01', dateTo: '2025-12-12' })

    // The next page, then a reload: the same view, from the address alone.
    await tabTo(page, main(page).getByRole('button', { name: 'Seite 2', exact: true }), 80)
    await page.keyboard.press('Enter')
    await saysSummary(page, `Einträge 21–40 von ${in2025.length}`)
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-island="pending"]') === null)
    await saysSummary(page, `Einträge 21–40 von ${in2025.length}`)
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)
    const order = in2025[20]!
    expect(await firstCells(page)).toEqual([order.orderNumber, formatDate(order.createdAt), expect.any(String), String(order.lines.length), formatPrice(chf(order.totalRappen))])
    expect(await main(page).getByRole('button', { name: 'Nach Bestelldatum sortieren' }).locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('ascending')
    expect(await main(page).getByRole('button', { name: 'Seite 2', exact: true }).getAttribute('aria-current')).toBe('page')
    expect(await main(page).getByRole('button', { name: 'Filter 1 aktiv' }).isVisible()).toBe(true)

    // The order number leads to the order's page.
    const link = main(page).getByRole('link', { name: order.orderNumber })
    expect(await link.getAttribute('href')).toBe(`/konto/bestellung?order=${order.orderNumber}`)

    // Nothing scrolls sideways on a phone (the table scrolls in its own region), and nothing went wrong.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(log.errors).toEqual([])
    await page.close()
  })

  it('refuses a range that ends before it starts, at the field, and Escape closes the filters', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/konto/bestellhistorie')
    await saysSummary(page, 'Einträge 1–20 von 500')
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await tabTo(page, form.getByLabel('Von'), 10)
    await page.keyboard.type('06062025')
    await tabTo(page, form.getByLabel('Bis'), 6)
    await page.keyboard.type('01012025')
    await tabTo(page, form.getByRole('button', { name: 'Anwenden' }), 6)
    await page.keyboard.press('Enter')
    const to = form.getByLabel('Bis')
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByText('Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.').isVisible()).toBe(true)
    expect(await to.evaluate((element) => element === document.activeElement)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => form.count()).toBe(0)
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await summary(page).textContent()).toBe('Einträge 1–20 von 500')
    await page.close()
  })

  it('exports every page of the filtered history as CSV for Excel: byte order mark, ; and one row per order', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    const delivered = brunner.filter((order) => order.status === 'delivered' && orderDay(order) >= '2026-01-01').sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    await visit(page, `/konto/bestellhistorie?stored=${encodeURIComponent(JSON.stringify({ status: 'delivered', dateFrom: '2026-01-01' }))}`)
    await saysSummary(page, `Einträge 1–20 von ${delivered.length}`)
    const exportButton = main(page).getByRole('button', { name: 'Als CSV exportieren' })
    await tabTo(page, exportButton, 80)
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('Bestellnummer;Bestelldatum;Status;Positionen;Total in CHF (Netto / exkl. MwSt.)')
    expect(lines.slice(1, -1)).toEqual(delivered.map((order) => `${order.orderNumber};${formatDate(order.createdAt)};Geliefert;${order.lines.length};${chf(order.totalRappen).toFixed(2)}`))
    expect(lines.at(-1)).toBe('')
    await expect.poll(() => page.getByText(`Als CSV exportierte Zeilen: ${delivered.length}`).isVisible()).toBe(true)
    await page.close()
  })

  it('shows the exact failure of an answer without its data, axe clean, and loads again on request', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/orders/', status: 200 })
    await visit(page, '/konto/bestellhistorie')
    const alert = main(page).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('API failure during orders/fetchOrders request.')
    expect(await main(page).getByRole('table').count()).toBe(0)
    await expectAxeClean(page)
    await tabTo(page, alert.getByRole('button', { name: 'Erneut versuchen' }), 80)
    expect(await focused(page)).toBe('Erneut versuchen')
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 1–20 von 500')
    await page.close()
  })
})
