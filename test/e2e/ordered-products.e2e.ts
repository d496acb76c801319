import { expect } from 'vitest'
import { formatDate } from '@/src/lib/dates'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { orderability } from '@/test/mocks/db/prices'
import { orderedArticlesOf } from '@/test/mocks/handlers/ordered-articles'
import { getShop } from '@/test/mocks/shops'
import { expectAxeClean, tabTo, useBrowser, PHONE } from './browser'
import { hasFocus, openTablePage, openWithDataFailure } from './tables'

// Spec 1 §2, §3, §7, §8: the ordered articles as the demo customer uses them, by keyboard: the server's sort select,
// the same view after a reload, a pack into the cart again with the header's count following, the filters open under
// axe, the CSV export of every row, and the unknown-error text of an answer without its results. On a phone the sort
// select stands above the table: the select, the open filters and a pack put into the cart there. The shop's orders
// are the seed's, the same in this process.

const rows = orderedArticlesOf(ordersOfCustomer(getShop().db, '0001004711'))
const lastOrderedFirst = [...rows].sort((a, b) => b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
const mostOrdered = [...rows].sort((a, b) => b.orderCount - a.orderCount || b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
const first = `Einträge 1–20 von ${rows.length}`
/** A pack of the first page that can be ordered and is not in the seeded cart, and its name in the table. */
const orderableOf = (sorted: typeof rows) => {
  const row = sorted.slice(0, 20).find((item) => orderability(item.productId).orderable && !['10-4111.004', '10-4211.020', '50-1111.004'].includes(item.productId))!
  return { row, item: `${row.product.title}, ${row.variant.size} ${row.variant.container}` }
}

describe('ordered products in Chromium', () => {
  const browser = useBrowser()

  it('sorts by the sort select by keyboard, keeps the view over a reload, and puts a pack into the cart again', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/bestellte-artikel', { measureShifts: true })
    // The pack's article number, over the pack in its cell.
    const packs = () => table.main.getByRole('table', { name: 'Ihre bestellten Artikel' }).locator('tbody tr td:nth-child(2) span > span:first-child').allTextContents()
    const headerSays = (count: number) => page.getByRole('banner').getByRole('link', { name: `Warenkorb, Positionen: ${count}`, exact: true }).isVisible()
    await table.expectSummary(first)
    // The fallback took the room of the select and a full page (docs/cms-integration.md "Fallback markup").
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(await packs()).toEqual(lastOrderedFirst.slice(0, 20).map((row) => row.productId))
    await expectAxeClean(page)

    // The server's sort select (spec 1 §3 listSortSelectField), by keyboard: the arrow keys choose an option.
    const select = table.main.getByRole('combobox', { name: 'Sortieren nach' })
    await tabTo(page, select, 60)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => table.stored()).toEqual({ sortField: 'orderCount', sortOrder: 'desc' })
    await expect.poll(packs).toEqual(mostOrdered.slice(0, 20).map((row) => row.productId))

    // A reload shows the same view, from the address alone, without shifting.
    await page.reload()
    await table.expectSummary(first)
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(await packs()).toEqual(mostOrdered.slice(0, 20).map((row) => row.productId))
    expect(await table.main.getByRole('combobox', { name: 'Sortieren nach' }).inputValue()).toBe('1')
    expect(await table.ariaSortOf(table.sortButton('Bestellungen'))).toBe('descending')

    // One pack into the cart again, with a quantity typed in: the header's count follows.
    const { row, item } = orderableOf(mostOrdered)
    expect(await headerSays(3)).toBe(true)
    const quantity = table.main.getByRole('spinbutton', { name: `Menge: ${item}` })
    await tabTo(page, quantity, 200)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('3')
    const add = table.main.getByRole('button', { name: `In den Warenkorb: ${item}` })
    await table.press(add, 4)
    await expect.poll(() => page.getByText(`3 × ${row.variant.size} ${row.variant.container}`).isVisible(), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => headerSays(4)).toBe(true)
    expect(await hasFocus(add)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })

  it('filters by product area with the filters open under axe, and exports every row as CSV for Excel', async () => {
    const { page, table } = await openTablePage(browser(), '/konto/bestellte-artikel')
    await table.expectSummary(first)
    const { form } = await table.openFilters()
    await expectAxeClean(page)
    await tabTo(page, form.getByLabel('Produktbereich'), 10)
    await form.getByLabel('Produktbereich').selectOption({ label: 'Schmierfette' })
    // Past the two date fields (three parts each in Chromium) to «Anwenden».
    await table.applyFilters(form, 20)
    const greases = lastOrderedFirst.filter((row) => row.product.categoryIds.includes('c-grease'))
    await table.expectSummary(`Einträge 1–${greases.length} von ${greases.length}`)
    expect(table.stored()).toEqual({ category: 'c-grease' })

    const csv = await table.downloadCsv()
    expect(csv.fileName).toMatch(/^bestellte-artikel-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(csv.firstBytes).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.lines[0]).toBe('"Produkt, Gebinde";Artikelnummer;Zuletzt bestellt;Bestellungen;Menge gesamt')
    expect(csv.lines.slice(1, -1)).toEqual(
      greases.map((row) => `"${row.product.title}, ${row.variant.size} ${row.variant.container}";${row.productId};${formatDate(row.lastOrder.createdAt)};${row.orderCount};${row.totalQuantity}`),
    )
  })

  it('says an unknown error occurred when an answer lacks its results (its exact failure in the console), axe clean, and loads again on request', async () => {
    const { table, alert } = await openWithDataFailure(browser(), {
      api: '/api/article-order-history/',
      path: '/konto/bestellte-artikel',
      failure: 'API failure during orders/fetchOrders request.',
    })
    await table.press(alert.getByRole('button', { name: 'Erneut versuchen' }))
    await table.expectSummary(first)
  })
})

describe('ordered products on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('sorts by the select, opens the filters and puts a pack into the cart again, by keyboard; axe clean, nothing scrolls sideways', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/bestellte-artikel')
    await table.expectSummary(first)
    await tabTo(page, table.main.getByRole('combobox', { name: 'Sortieren nach' }), 60)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => table.stored()).toEqual({ sortField: 'orderCount', sortOrder: 'desc' })

    const filters = await table.openFilters()
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, filters.form.getByLabel('Produktbereich'), 10)
    await table.expectEscapeClosesFilters(filters)

    const { row, item } = orderableOf(mostOrdered)
    await tabTo(page, table.main.getByRole('spinbutton', { name: `Menge: ${item}` }), 200)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('3')
    await table.press(table.main.getByRole('button', { name: `In den Warenkorb: ${item}` }), 4)
    await expect.poll(() => page.getByText(`3 × ${row.variant.size} ${row.variant.container}`).isVisible(), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Warenkorb, Positionen: 4', exact: true }).isVisible()).toBe(true)
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
