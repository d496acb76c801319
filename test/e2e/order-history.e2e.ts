import { expect } from 'vitest'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { chf } from '@/test/mocks/db/prices'
import { orderDay } from '@/test/mocks/handlers/orders'
import { getShop } from '@/test/mocks/shops'
import { expectAxeClean, settled, tabTo, useBrowser, DESKTOP, VIEWPORTS } from './browser'
import { hasFocus, openTablePage, openWithDataFailure, withStored } from './tables'

// Spec 1 §2, §3, §4, §8: the order history as the demo customer uses it, by keyboard, at phone and
// desktop width: the date range and a sort, the same view after a reload and back from an order, the CSV export of every page of the
// filtered table (its rows do not depend on the width: desktop only), and the unknown-error text of an answer without its data (its exact failure text in the
// console); axe with the filters open and in the error state. The shop's orders are the seed's (test/mocks/db/orders.ts), the same in this process.

const brunner = ordersOfCustomer(getShop().db, '0001004711')
const in2025 = brunner.filter((order) => orderDay(order) >= '2025-01-01' && orderDay(order) <= '2025-12-12').sort((a, b) => a.createdAt.localeCompare(b.createdAt))

describe.each(VIEWPORTS)('order history in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('filters by a date range and sorts by keyboard, and a reload shows the same view without shifting', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/bestellhistorie', { measureShifts: true })
    const firstCells = () => table.main.getByRole('table', { name: 'Ihre Bestellungen' }).locator('tbody tr').first().locator('td').allTextContents()
    await table.expectSummary('Einträge 1–20 von 500')
    // The fallback took the room of a full page (docs/cms-integration.md "Fallback markup").
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(await table.main.locator('tbody tr').count()).toBe(20)
    await expectAxeClean(page)

    // The filters open by keyboard; axe with them open.
    const { toggle, form } = await table.openFilters()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expectAxeClean(page)

    // Our own date range: two date fields typed as a keyboard user types them.
    await table.typeDateRange(form, { from: '2025-01-01', to: '2025-12-12' })
    expect([await form.getByLabel('Von').inputValue(), await form.getByLabel('Bis').inputValue()]).toEqual(['2025-01-01', '2025-12-12'])
    await table.applyFilters(form)
    await table.expectSummary(`Einträge 1–20 von ${in2025.length}`)
    expect(table.stored()).toEqual({ dateFrom: '2025-01-01', dateTo: '2025-12-12' })

    // Sort by date, ascending: the first order of 2025 comes first.
    const byDate = table.sortButton('Bestelldatum')
    await table.press(byDate, 40)
    await expect.poll(() => firstCells().then((cells) => cells[0])).toBe(in2025[0]!.orderNumber)
    expect(await table.ariaSortOf(byDate)).toBe('ascending')
    expect(table.stored()).toEqual({ sortField: 'date', sortOrder: 'asc', dateFrom: '2025-01-01', dateTo: '2025-12-12' })

    // The next page, then a reload: the same view, from the address alone.
    await table.press(table.pageButton(2))
    await table.expectSummary(`Einträge 21–40 von ${in2025.length}`)
    await page.reload()
    await settled(page)
    await table.expectSummary(`Einträge 21–40 von ${in2025.length}`)
    expect(await table.settledShift()).toBeLessThan(0.01)
    const order = in2025[20]!
    expect(await firstCells()).toEqual([order.orderNumber, formatDate(order.createdAt), expect.any(String), String(order.lines.length), formatPrice(chf(order.totalRappen))])
    expect(await table.ariaSortOf(table.sortButton('Bestelldatum'))).toBe('ascending')
    expect(await table.pageButton(2).getAttribute('aria-current')).toBe('page')
    expect(await table.main.getByRole('button', { name: 'Filter 1 aktiv' }).isVisible()).toBe(true)

    // Nothing scrolls sideways on a phone.
    expect(await table.fitsWidth()).toBe(true)

    // The order number leads to the order's page, and its back link to this view again (spec 1 §2).
    const view = table.stored()
    await table.press(table.main.getByRole('link', { name: order.orderNumber }), 120)
    await page.waitForURL((url) => url.pathname === '/konto/bestellung' && url.searchParams.get('order') === order.orderNumber)
    const back = table.main.getByRole('link', { name: 'Zurück zur Bestellhistorie' })
    await expect.poll(() => back.isVisible(), { timeout: 10_000 }).toBe(true)
    await table.press(back, 40)
    await page.waitForURL((url) => url.pathname.startsWith('/konto/bestell') && url.searchParams.has('stored'))
    await table.expectSummary(`Einträge 21–40 von ${in2025.length}`)
    expect(table.stored()).toEqual(view)
    expect(await firstCells()).toEqual([order.orderNumber, formatDate(order.createdAt), expect.any(String), String(order.lines.length), formatPrice(chf(order.totalRappen))])
    expect(await table.ariaSortOf(table.sortButton('Bestelldatum'))).toBe('ascending')
    expect(log.errors).toEqual([])
  })

  it('refuses a range that ends before it starts, at the field, and Escape closes the filters', async () => {
    const { page, table } = await openTablePage(browser(), '/konto/bestellhistorie')
    await table.expectSummary('Einträge 1–20 von 500')
    const filters = await table.openFilters()
    await table.typeDateRange(filters.form, { from: '2025-06-06', to: '2025-01-01' })
    await table.applyFilters(filters.form)
    await table.expectFieldRefused(filters.form, filters.form.getByLabel('Bis'), 'Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.')
    await expectAxeClean(page)
    await table.expectEscapeClosesFilters(filters)
    expect(await table.summary.textContent()).toBe('Einträge 1–20 von 500')
  })

  it('says an unknown error occurred when an answer lacks its data (its exact failure in the console), axe clean, and loads again on request', async () => {
    const { page, table, alert } = await openWithDataFailure(browser(), { api: '/api/orders/', path: '/konto/bestellhistorie', failure: 'API failure during orders/fetchOrders request.' })
    const retry = alert.getByRole('button', { name: 'Erneut versuchen' })
    await tabTo(page, retry, 80)
    expect(await hasFocus(retry)).toBe(true)
    await page.keyboard.press('Enter')
    await table.expectSummary('Einträge 1–20 von 500')
  })
})

// The export's rows depend on the stored view, not the width.
describe('order history in Chromium (desktop)', () => {
  const browser = useBrowser({ viewport: DESKTOP })

  it('exports every page of the filtered history as CSV for Excel: byte order mark, ; and one row per order', async () => {
    const { page, table } = await openTablePage(browser(), withStored('/konto/bestellhistorie', { status: 'delivered', dateFrom: '2026-01-01' }))
    const delivered = brunner.filter((order) => order.status === 'delivered' && orderDay(order) >= '2026-01-01').sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    await table.expectSummary(`Einträge 1–20 von ${delivered.length}`)
    const csv = await table.downloadCsv()
    expect(csv.fileName).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(csv.firstBytes).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.lines[0]).toBe('Bestellnummer;Bestelldatum;Status;Positionen;Total in CHF (Netto / exkl. MwSt.)')
    expect(csv.lines.slice(1, -1)).toEqual(delivered.map((order) => `${order.orderNumber};${formatDate(order.createdAt)};Geliefert;${order.lines.length};${chf(order.totalRappen).toFixed(2)}`))
    expect(csv.lines.at(-1)).toBe('')
    await expect.poll(() => page.getByText(`Als CSV exportierte Zeilen: ${delivered.length}`).isVisible()).toBe(true)
  })
})
