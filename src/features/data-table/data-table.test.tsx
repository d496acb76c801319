import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import type { OrderEntry } from '@/api/orders'
import { readStoredParams } from '@/src/lib/stored-params'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { ok } from '@/test/mocks/envelope'
import { injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { route } from '@/test/mocks/route'
import { getShop } from '@/test/mocks/shops'
import { answerTable, withTableQuery, type TableSpec } from '@/test/mocks/table-query'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable, visitWithStored, widgetRenderer } from '@/test/tables'
import { EXPORT_MAX_ROWS } from './use-server-table'

// The one table pattern (DataTable, FilterPanel, CsvExportButton, useServerTable) as a user meets it, through its
// first widget, the order history, with the real store and the mock backend: what every table does and no
// widget's test owns (focus, skeletons, retry, export, an answer's incomplete page).

const renderHistory = widgetRenderer('shopuser/order-history', { user: CUSTOMER, urls: ACCOUNT_URLS, props: {} })
const table = dataTable('Ihre Bestellungen')
const brunner = () => ordersOfCustomer(getShop().db, '0001004711')
const region = () => screen.getByRole('region', { name: 'Ihre Bestellungen' })

/** The order history answered by a table of `count` plain orders, its pages without the members `leftOut`. */
function answerOrders(count: number, leftOut: readonly string[] = []) {
  const rows = Array.from({ length: count }, (_, index) => index)
  const spec: TableSpec<number, OrderEntry> = {
    sortColumns: {},
    naturalOrder: (a, b) => a - b,
    filters: [],
    entry: (index) => ({ orderNumber: String(4_600_000_000 + index), date: '2026-01-05T08:00:00Z', status: 'delivered', itemCount: 1, total: -12.5 }),
  }
  const page = (results: Record<string, unknown>) => Object.fromEntries(Object.entries(results).filter(([name]) => !leftOut.includes(name)))
  server.use(http.get(route('orders'), withTableQuery(({ query }) => ok({ results: page(answerTable(rows, query, spec).results) }))))
}

describe('data-table', () => {
  describe('the filter panel', () => {
    it('keeps the focus on «Anwenden» when the fields were filled in another order than the server lists them', async () => {
      const { user } = await renderHistory()
      await table.expectSummary('Einträge 1–20 von 500')
      const form = await table.openFilters(user)
      // The server lists Bestellnummer before Status; the user fills Status first.
      await user.selectOptions(within(form).getByLabelText('Status'), 'Geliefert')
      await user.type(within(form).getByLabelText('Bestellnummer'), '4500')
      await table.applyFilters(user, form)
      const delivered = brunner().filter((order) => order.status === 'delivered').length
      await table.expectSummary(`Einträge 1–20 von ${delivered}`)
      expect(readStoredParams()).toEqual({ orderNumber: '4500', status: 'delivered' })
      expect(within(table.filterForm()).getByRole('button', { name: 'Anwenden' })).toHaveFocus()
    })

    it('puts the fields back after a failed request, and the focus stays on «Anwenden»', async () => {
      const { user } = await renderHistory()
      await table.expectSummary('Einträge 1–20 von 500')
      const form = await table.openFilters(user)
      await user.type(within(form).getByLabelText('Bestellnummer'), '4500')
      await table.applyFilters(user, form)
      await waitFor(() => expect(readStoredParams()).toEqual({ orderNumber: '4500' }))
      await table.expectSummary('Einträge 1–20 von 500')

      injectFault({ method: 'GET', path: '/api/orders/', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
      await user.selectOptions(within(table.filterForm()).getByLabelText('Status'), 'Versandt')
      await table.applyFilters(user, table.filterForm())
      expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
      const shown = table.filterForm()
      expect(within(shown).getByLabelText('Status')).toHaveValue('')
      expect(within(shown).getByLabelText('Bestellnummer')).toHaveValue('4500')
      expect(within(shown).getByRole('button', { name: 'Anwenden' })).toHaveFocus()
      expect(readStoredParams()).toEqual({ orderNumber: '4500' })
    })
  })

  it('shows skeleton rows only before the first answer, not over an empty result filtered again', async () => {
    visitWithStored('/konto/bestellhistorie', { orderNumber: '99999999' })
    const { user } = await renderHistory()
    expect(await screen.findByText('Zu Ihren Filtern wurde keine Bestellung gefunden.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filter 1 aktiv' }))
    const form = table.filterForm()
    const number = within(form).getByLabelText('Bestellnummer')
    await user.clear(number)
    await user.type(number, '99999998')
    injectFault({ method: 'GET', path: '/api/orders/', delayMs: 300 })
    await table.applyFilters(user, form)
    expect(table.element()).toHaveAttribute('aria-busy', 'true')
    expect(table.skeletonRows()).toHaveLength(0)
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
    await waitFor(() => expect(readStoredParams()).toEqual({ orderNumber: '99999998' }))
    expect(await screen.findByText('Zu Ihren Filtern wurde keine Bestellung gefunden.')).toBeInTheDocument()
    await waitFor(() => expect(table.element()).toHaveAttribute('aria-busy', 'false'))
  })

  describe('a failed first page', () => {
    it('keeps «Erneut versuchen» busy while it asks again, then gives the focus to the table that came', async () => {
      injectFault({ method: 'GET', path: '/api/orders/', status: 503 })
      const { user } = await renderHistory()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
      const retry = within(alert).getByRole('button', { name: 'Erneut versuchen' })
      injectFault({ method: 'GET', path: '/api/orders/', delayMs: 300 })
      await user.click(retry)
      // Still there, busy, and still focused while the answer is on its way.
      expect(retry).toBeInTheDocument()
      expect(retry).toHaveAttribute('aria-busy', 'true')
      expect(retry).toHaveFocus()
      await table.expectSummary('Einträge 1–20 von 500')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(region()).toHaveFocus()
    })

    it('offers no retry for a 4xx answer, which asking again would get again, and shows its message', async () => {
      injectFault({ method: 'GET', path: '/api/orders/', status: 404, messages: [{ type: 'error', message: 'Diese Bestellungen gibt es nicht.' }] })
      await renderHistory()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Diese Bestellungen gibt es nicht.')
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    })

    it('offers a retry after a timeout (408), which may pass the next time', async () => {
      injectFault({ method: 'GET', path: '/api/orders/', status: 408 })
      const { user } = await renderHistory()
      const alert = await screen.findByRole('alert')
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
      await table.expectSummary('Einträge 1–20 von 500')
    })
  })

  describe('an answer with an incomplete page', () => {
    it('derives the offset from the page and counts the rows it shows when the total is missing', async () => {
      visitWithStored('/konto/bestellhistorie', { page: '2' })
      answerOrders(40, ['total', 'offset', 'pages'])
      await renderHistory()
      await table.expectSummary('Einträge 21–40 von 40')
      expect(table.rows()).toHaveLength(20)
      expect(table.pageButton(2)).toHaveAttribute('aria-current', 'page')
      expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).not.toHaveAttribute('aria-disabled')
    })

    it('derives the page from the offset when the page is missing', async () => {
      visitWithStored('/konto/bestellhistorie', { page: '3' })
      answerOrders(50, ['page'])
      await renderHistory()
      await table.expectSummary('Einträge 41–50 von 50')
      expect(table.pageButton(3)).toHaveAttribute('aria-current', 'page')
      expect(readStoredParams()).toEqual({ page: '3' })
    })
  })

  describe('the CSV export', () => {
    let downloads: ReturnType<typeof catchDownloads>
    beforeEach(() => {
      downloads = catchDownloads()
    })

    it('ends quietly when the island goes away while it runs', async () => {
      const { user, runtime, el } = await renderHistory()
      await table.expectSummary('Einträge 1–20 von 500')
      injectFault({ method: 'GET', path: '/api/orders/', delayMs: 300 })
      await table.exportCsv(user)
      runtime.unmount(el)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(screen.queryByText('Der Export ist fehlgeschlagen. Bitte versuchen Sie es nochmals.')).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(downloads.saved).toEqual([])
    })

    it(`says so when it stops at ${EXPORT_MAX_ROWS} rows, and writes negative amounts as numbers`, { timeout: 30_000 }, async () => {
      answerOrders(EXPORT_MAX_ROWS + 100)
      const { user } = await renderHistory()
      await table.expectSummary(`Einträge 1–20 von ${EXPORT_MAX_ROWS + 100}`)
      await table.exportCsv(user)
      const message = `Als CSV exportierte Zeilen: ${EXPORT_MAX_ROWS} von ${EXPORT_MAX_ROWS + 100} (ein Export umfasst höchstens ${EXPORT_MAX_ROWS} Zeilen). Grenzen Sie die Tabelle mit den Filtern ein, um die übrigen zu exportieren.`
      expect(await screen.findByText(message, {}, { timeout: 25_000 })).toBeInTheDocument()
      const { lines } = await downloads.csv()
      expect(lines).toHaveLength(EXPORT_MAX_ROWS + 2)
      expect(lines[1]).toBe('4600000000;05.01.2026;Geliefert;1;-12.50')
    })
  })
})
