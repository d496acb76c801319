import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { readStoredParams } from '@/src/lib/stored-params'
import { callApi } from '@/test/mocks/call-api'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { orderability } from '@/test/mocks/db/prices'
import { injectFault } from '@/test/mocks/faults'
import { orderedArticlesOf, type OrderedArticle } from '@/test/mocks/handlers/ordered-articles'
import { orderDay } from '@/test/mocks/handlers/orders'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const customer = 'kunde@example.ch'
const renderList = (props: WidgetInputs['shopuser/ordered-products'] = {}, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/ordered-products', props, { ...options, pageData: { ...options.pageData, session: { urls: { customerOverviewUrl: '/konto/kunden' }, ...options.pageData?.session } } })

/** The address with these stored parameters, as a reload or a shared link brings them. */
const visitWith = (stored: Record<string, string>) => window.history.replaceState(null, '', `/konto/bestellte-artikel?stored=${encodeURIComponent(JSON.stringify(stored))}`)

const rowsOf = (orders = ordersOfCustomer(getShop().db, '0001004711')) => orderedArticlesOf(orders)
const lastOrderedFirst = (rows: OrderedArticle[]) => [...rows].sort((a, b) => b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
const table = () => screen.getByRole('table', { name: 'Ihre bestellten Artikel' })
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-placeholder'))
// The pack's article number, over the pack in its cell.
const packs = () => rows().map((row) => within(row).getAllByRole('cell')[1]!.querySelector('span > span:first-child')?.textContent)
const loaded = async (summary: string) => expect(await screen.findByText(summary, { selector: '[role="status"]' }, { timeout: 5000 })).toBeInTheDocument()
const sortSelect = () => screen.getByRole('combobox', { name: 'Sortieren nach' })
const itemOf = (row: OrderedArticle) => `${row.product.title}, ${row.variant.size} ${row.variant.container}`

// Twenty rows with a quantity field each: on a busy machine a test takes longer than Vitest's default 5 s.
describe('ordered-products', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in, tells a consumer it is for business customers, and sends an employee acting for nobody to the overview', async () => {
    const visitor = await renderList({}, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre bestellten Artikel zu sehen.')).toBeInTheDocument()
    visitor.runtime.destroy()
    const consumer = await renderList({}, { user: 'konsument@example.ch' })
    expect(screen.getByText('Die bestellten Artikel stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
    consumer.runtime.destroy()
    await renderList({}, { user: 'mitarbeiter@example.ch' })
    expect(screen.getByText('Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine bestellten Artikel zu sehen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows one page of the ordered packs, last ordered first, each with its figures and a way to order it again', async () => {
    const all = lastOrderedFirst(rowsOf())
    await renderList()
    await loaded(`Einträge 1–20 von ${all.length}`)
    expect(packs()).toEqual(all.slice(0, 20).map((row) => row.productId))
    const first = all[0]!
    const cells = within(rows()[0]!).getAllByRole('cell')
    expect(within(cells[0]!).getByRole('link', { name: first.product.title })).toHaveAttribute('href', first.product.url)
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      first.product.title,
      `${first.productId}${first.variant.size} ${first.variant.container}`,
      formatDate(first.lastOrder.createdAt),
      String(first.orderCount),
      String(first.totalQuantity),
    ])
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Produkt', 'Art.-Nr. / Gebinde', 'Zuletzt bestellt', 'Bestellungen', 'Menge gesamt', 'Erneut bestellen'])
    // A pack that can no longer be ordered says why instead (the seed has one among the customer's last orders).
    const blocked = all.slice(0, 20).find((row) => !orderability(row.productId).orderable)!
    const state = orderability(blocked.productId)
    const row = rows()[all.indexOf(blocked)]!
    expect(within(row).getByText(state.orderable ? '' : state.reason)).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /^In den Warenkorb/ })).not.toBeInTheDocument()
    expect(within(rows()[0]!).getByRole('button', { name: `In den Warenkorb: ${itemOf(first)}` })).toBeInTheDocument()
  })

  it('orders a pack again with the quantity chosen; the count follows', async () => {
    const row = lastOrderedFirst(rowsOf()).find((item) => orderability(item.productId).orderable && !['10-4111.004', '10-4211.020', '50-1111.004'].includes(item.productId))!
    const { user, store } = await renderList()
    await loaded(`Einträge 1–20 von ${rowsOf().length}`)
    const quantity = screen.getByRole('spinbutton', { name: `Menge: ${itemOf(row)}` })
    await user.clear(quantity)
    await user.type(quantity, '4')
    await user.click(screen.getByRole('button', { name: `In den Warenkorb: ${itemOf(row)}` }))
    expect(await screen.findByText(`4 × ${row.variant.size} ${row.variant.container}`)).toBeInTheDocument()
    expect(store.getState().session.cartCounts.b2b).toBe(4)
    expect(getShop().db.commerce.b2bCarts.get(customer)!.lines.find((line) => line.articleNumber === row.productId)?.quantity).toBe(4)
  })

  it('sorts by the server’s sort select (spec 1 §3 listSortSelectField), keeps it in the address, and shows a header’s sort in it', async () => {
    const { user } = await renderList()
    await loaded(`Einträge 1–20 von ${rowsOf().length}`)
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
    expect(within(table()).getByRole('button', { name: 'Nach Bestellungen sortieren' }).closest('th')).toHaveAttribute('aria-sort', 'descending')

    // A header's sort the select does not list shows as such; the select still goes back to the server's order.
    // spec 1 §4: the header cycles on from descending to none, then ascending.
    await user.click(within(table()).getByRole('button', { name: 'Nach Bestellungen sortieren' }))
    await waitFor(() => expect(readStoredParams()).toEqual({}))
    expect(sortSelect()).toHaveValue('none')
    await user.click(within(table()).getByRole('button', { name: 'Nach Bestellungen sortieren' }))
    await waitFor(() => expect(readStoredParams()).toEqual({ sortField: 'orderCount', sortOrder: 'asc' }))
    expect(sortSelect()).toHaveValue('column')
    expect(within(sortSelect()).getByRole('option', { selected: true })).toHaveTextContent('Bestellungen, aufsteigend sortiert')
    await user.selectOptions(sortSelect(), 'Standardreihenfolge')
    await waitFor(() => expect(readStoredParams()).toEqual({}))
    expect(packs()).toEqual(lastOrderedFirst(rowsOf()).slice(0, 20).map((row) => row.productId))
  })

  it('counts only the orders of the period, filters by product area, and keeps both in the address', async () => {
    const { user } = await renderList()
    await loaded(`Einträge 1–20 von ${rowsOf().length}`)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const form = screen.getByRole('form', { name: 'Filter' })
    await user.selectOptions(within(form).getByLabelText('Produktbereich'), 'Schmierfette')
    const range = within(form).getByRole('group', { name: 'Bestellt im Zeitraum' })
    fireEvent.change(within(range).getByLabelText('Von'), { target: { value: '2025-01-01' } })
    fireEvent.change(within(range).getByLabelText('Bis'), { target: { value: '2025-12-31' } })
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))

    const in2025 = ordersOfCustomer(getShop().db, '0001004711').filter((order) => orderDay(order) >= '2025-01-01' && orderDay(order) <= '2025-12-31')
    const expected = lastOrderedFirst(rowsOf(in2025).filter((row) => row.product.categoryIds.includes('c-grease')))
    expect(expected.length).toBeGreaterThan(0)
    await loaded(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(packs()).toEqual(expected.map((row) => row.productId))
    expect(rows().map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(expected.map((row) => String(row.orderCount)))
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

  it('fails with the exact text of spec 1 §8 when the answer lacks its results, and loads again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    injectFault({ method: 'GET', path: '/api/article-order-history/', status: 200 })
    const { user } = await renderList()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('API failure during orders/fetchOrders request.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await loaded(`Einträge 1–20 von ${rowsOf().length}`)
  })

  it('fails with the same text when the results lack their entries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server } = await import('@/test/mocks/node')
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.get('*/api/article-order-history/', () => HttpResponse.json({ data: { results: { tableFilterFields: [], tableSortColumns: [], tableSortOrder: null } } }), { once: true }),
    )
    await renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('API failure during orders/fetchOrders request.')
  })

  it('shows the packs of the customer an employee acts for', async () => {
    await callApi('POST', '/api/contact/select', { as: 'mitarbeiter@example.ch', body: { id: '0001004712', contactId: '0000310003' } })
    await renderList({}, { user: 'mitarbeiter@example.ch' })
    const huber = rowsOf(ordersOfCustomer(getShop().db, '0001004712'))
    await loaded(`Einträge 1–${Math.min(20, huber.length)} von ${huber.length}`)
  })

  describe('CSV export', () => {
    let saved: Blob[] = []
    beforeEach(() => {
      saved = []
      URL.createObjectURL = (blob: Blob) => {
        saved.push(blob)
        return 'blob:test'
      }
      URL.revokeObjectURL = () => {}
    })

    it('exports every ordered pack of the view, with the figures and without the order controls', async () => {
      const { user } = await renderList({ pageSize: 10 })
      const all = lastOrderedFirst(rowsOf())
      await loaded(`Einträge 1–10 von ${all.length}`)
      await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }))
      expect(await screen.findByText(`Als CSV exportierte Zeilen: ${all.length}`)).toBeInTheDocument()
      const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.arrayBuffer()).slice(1).split('\r\n')
      expect(lines[0]).toBe('"Produkt, Gebinde";Artikelnummer;Zuletzt bestellt;Bestellungen;Menge gesamt')
      const row = all[0]!
      expect(lines[1]).toBe(`"${row.product.title}, ${row.variant.size} ${row.variant.container}";${row.productId};${formatDate(row.lastOrder.createdAt)};${row.orderCount};${row.totalQuantity}`)
      expect(lines).toHaveLength(all.length + 2)
    })
  })
})
