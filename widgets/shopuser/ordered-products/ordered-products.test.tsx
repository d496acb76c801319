import { screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { readStoredParams } from '@/src/lib/stored-params'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { orderability } from '@/test/mocks/db/prices'
import { orderedArticlesOf, type OrderedArticle } from '@/test/mocks/handlers/ordered-articles'
import { orderDay } from '@/test/mocks/handlers/orders'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable, EMPLOYEE, employeeActsFor, expectNotesInsteadOfTable, failWithoutDataThenRetry, visitWithStored, widgetRenderer } from '@/test/tables'

const renderList = widgetRenderer('shopuser/ordered-products', { user: CUSTOMER, urls: ACCOUNT_URLS, props: {} })
const visitWith = (stored: Record<string, string>) => visitWithStored('/konto/bestellte-artikel', stored)

const rowsOf = (orders = ordersOfCustomer(getShop().db, '0001004711')) => orderedArticlesOf(orders)
const lastOrderedFirst = (rows: OrderedArticle[]) => [...rows].sort((a, b) => b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
const table = dataTable('Ihre bestellten Artikel')
// The pack's article number, over the pack in its cell.
const packs = () => table.rows().map((row) => within(row).getAllByRole('cell')[1]!.querySelector('span > span:first-child')?.textContent)
const sortSelect = () => screen.getByRole('combobox', { name: 'Sortieren nach' })
const itemOf = (row: OrderedArticle) => `${row.product.title}, ${row.variant.size} ${row.variant.container}`

// Twenty rows with a quantity field each: on a busy machine a test takes longer than Vitest's default 5 s.
describe('ordered-products', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in, tells a consumer it is for business customers, and sends an employee acting for nobody to the overview', async () => {
    await expectNotesInsteadOfTable(renderList, [
      [null, 'Bitte melden Sie sich an, um Ihre bestellten Artikel zu sehen.'],
      ['konsument@example.ch', 'Die bestellten Artikel stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.'],
      [EMPLOYEE, 'Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine bestellten Artikel zu sehen.'],
    ])
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows one page of the ordered packs, last ordered first, each with its figures and a way to order it again', async () => {
    const all = lastOrderedFirst(rowsOf())
    await renderList()
    await table.expectSummary(`Einträge 1–20 von ${all.length}`)
    expect(packs()).toEqual(all.slice(0, 20).map((row) => row.productId))
    const first = all[0]!
    const cells = within(table.rows()[0]!).getAllByRole('cell')
    expect(within(cells[0]!).getByRole('link', { name: first.product.title })).toHaveAttribute('href', first.product.url)
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      first.product.title,
      `${first.productId}${first.variant.size} ${first.variant.container}`,
      formatDate(first.lastOrder.createdAt),
      String(first.orderCount),
      String(first.totalQuantity),
    ])
    expect(table.headers()).toEqual(['Produkt', 'Art.-Nr. / Gebinde', 'Zuletzt bestellt', 'Bestellungen', 'Menge gesamt', 'Erneut bestellen'])
    // A pack that can no longer be ordered says why instead (the seed has one among the customer's last orders).
    const blocked = all.slice(0, 20).find((row) => !orderability(row.productId).orderable)!
    const state = orderability(blocked.productId)
    const row = table.rows()[all.indexOf(blocked)]!
    expect(within(row).getByText(state.orderable ? '' : state.reason)).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /^In den Warenkorb/ })).not.toBeInTheDocument()
    expect(within(table.rows()[0]!).getByRole('button', { name: `In den Warenkorb: ${itemOf(first)}` })).toBeInTheDocument()
  })

  it('orders a pack again with the quantity chosen; the count follows', async () => {
    const row = lastOrderedFirst(rowsOf()).find((item) => orderability(item.productId).orderable && !['10-4111.004', '10-4211.020', '50-1111.004'].includes(item.productId))!
    const { user, store } = await renderList()
    await table.expectSummary(`Einträge 1–20 von ${rowsOf().length}`)
    const quantity = screen.getByRole('spinbutton', { name: `Menge: ${itemOf(row)}` })
    await user.clear(quantity)
    await user.type(quantity, '4')
    await user.click(screen.getByRole('button', { name: `In den Warenkorb: ${itemOf(row)}` }))
    expect(await screen.findByText(`4 × ${row.variant.size} ${row.variant.container}`)).toBeInTheDocument()
    expect(store.getState().session.cartCounts.b2b).toBe(4)
    expect(getShop().db.commerce.b2bCarts.get(CUSTOMER)!.lines.find((line) => line.articleNumber === row.productId)?.quantity).toBe(4)
  })

  it('sorts by the server’s sort select (spec 1 §3 listSortSelectField), keeps it in the address, and shows a header’s sort in it', async () => {
    const { user } = await renderList()
    await table.expectSummary(`Einträge 1–20 von ${rowsOf().length}`)
    expect(sortSelect()).toHaveValue('none')
    expect(within(sortSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standardreihenfolge',
      'Zuletzt bestellt',
      'Am häufigsten bestellt',
      'Grösste Gesamtmenge',
      'Produkt A–Z',
      'Artikelnummer',
    ])

    await user.selectOptions(sortSelect(), 'Am häufigsten bestellt')
    const byCount = [...rowsOf()].sort((a, b) => b.orderCount - a.orderCount || b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
    await waitFor(() => expect(packs()).toEqual(byCount.slice(0, 20).map((row) => row.productId)))
    expect(readStoredParams()).toEqual({ sortField: 'orderCount', sortOrder: 'desc' })
    expect(table.columnHeader('Bestellungen')).toHaveAttribute('aria-sort', 'descending')

    // A header's sort the select does not list shows as such; the select still goes back to the server's order.
    // spec 1 §4: the header cycles on from descending to none, then ascending.
    await user.click(table.sortButton('Bestellungen'))
    await waitFor(() => expect(readStoredParams()).toEqual({}))
    expect(sortSelect()).toHaveValue('none')
    await user.click(table.sortButton('Bestellungen'))
    await waitFor(() => expect(readStoredParams()).toEqual({ sortField: 'orderCount', sortOrder: 'asc' }))
    expect(sortSelect()).toHaveValue('column')
    expect(within(sortSelect()).getByRole('option', { selected: true })).toHaveTextContent('Bestellungen, aufsteigend sortiert')
    await user.selectOptions(sortSelect(), 'Standardreihenfolge')
    await waitFor(() => expect(readStoredParams()).toEqual({}))
    expect(packs()).toEqual(lastOrderedFirst(rowsOf()).slice(0, 20).map((row) => row.productId))
  })

  it('counts only the orders of the period, filters by product area, and keeps both in the address', async () => {
    const { user } = await renderList()
    await table.expectSummary(`Einträge 1–20 von ${rowsOf().length}`)
    const form = await table.openFilters(user)
    await user.selectOptions(within(form).getByLabelText('Produktbereich'), 'Schmierfette')
    table.enterDateRange(form, 'Bestellt im Zeitraum', { from: '2025-01-01', to: '2025-12-31' })
    await table.applyFilters(user, form)

    const in2025 = ordersOfCustomer(getShop().db, '0001004711').filter((order) => orderDay(order) >= '2025-01-01' && orderDay(order) <= '2025-12-31')
    const expected = lastOrderedFirst(rowsOf(in2025).filter((row) => row.product.categoryIds.includes('c-grease')))
    expect(expected.length).toBeGreaterThan(0)
    await table.expectSummary(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(packs()).toEqual(expected.map((row) => row.productId))
    expect(table.column(3)).toEqual(expected.map((row) => String(row.orderCount)))
    expect(readStoredParams()).toEqual({ category: 'c-grease', dateFrom: '2025-01-01', dateTo: '2025-12-31' })
  })

  it('says nothing was found for filters that leave nothing, and that there is nothing when nothing was ordered', async () => {
    visitWith({ article: 'gibt es nicht' })
    const first = await renderList()
    expect(await screen.findByText('Zu Ihren Filtern wurde kein bestellter Artikel gefunden.')).toBeInTheDocument()
    first.runtime.destroy()

    window.history.replaceState(null, '', '/')
    ordersOfCustomer(getShop().db, '0001004711').forEach((order) => (order.status = 'cancelled'))
    await renderList()
    expect(await screen.findByText('Sie haben noch keine Artikel bestellt.')).toBeInTheDocument()
  })

  it('says an unknown error occurred, spec 1 §8’s text going to the console, when the answer lacks its results, and loads again on request', async () => {
    await failWithoutDataThenRetry('/api/article-order-history/', renderList, 'API failure during orders/fetchOrders request.')
    await table.expectSummary(`Einträge 1–20 von ${rowsOf().length}`)
  })

  it('fails the same way when the results lack their entries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server } = await import('@/test/mocks/node')
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.get('*/api/article-order-history/', () => HttpResponse.json({ data: { results: { tableFilterFields: [], tableSortColumns: [], tableSortOrder: null } } }), { once: true }),
    )
    await renderList()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(alert).not.toHaveTextContent('API failure')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during orders/fetchOrders request.'))
  })

  it('shows the packs of the customer an employee acts for', async () => {
    await employeeActsFor('0001004712', '0000310003')
    await renderList({}, { user: EMPLOYEE })
    const huber = rowsOf(ordersOfCustomer(getShop().db, '0001004712'))
    await table.expectSummary(`Einträge 1–${Math.min(20, huber.length)} von ${huber.length}`)
  })

  describe('CSV export', () => {
    it('exports every ordered pack of the view, with the figures and without the order controls', async () => {
      const downloads = catchDownloads()
      const { user } = await renderList({ pageSize: 10 })
      const all = lastOrderedFirst(rowsOf())
      await table.expectSummary(`Einträge 1–10 von ${all.length}`)
      await table.exportCsv(user)
      expect(await screen.findByText(`Als CSV exportierte Zeilen: ${all.length}`)).toBeInTheDocument()
      const { lines } = await downloads.csv()
      expect(lines[0]).toBe('"Produkt, Gebinde";Artikelnummer;Zuletzt bestellt;Bestellungen;Menge gesamt')
      const row = all[0]!
      expect(lines[1]).toBe(`"${row.product.title}, ${row.variant.size} ${row.variant.container}";${row.productId};${formatDate(row.lastOrder.createdAt)};${row.orderCount};${row.totalQuantity}`)
      expect(lines).toHaveLength(all.length + 2)
    })
  })
})
