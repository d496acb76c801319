import { screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { readStoredParams } from '@/src/lib/stored-params'
import { chooseContact } from '@/store/contacts'
import { holdNextAnswer } from '@/test/held-answer'
import { gate, injectFault } from '@/test/mocks/faults'
import { orderHistoryOf, ordersOfCustomer } from '@/test/mocks/db/orders'
import { chf } from '@/test/mocks/db/prices'
import { orderDay } from '@/test/mocks/handlers/orders'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable, EMPLOYEE, employeeActsFor, expectNotesInsteadOfTable, failWithoutDataThenRetry, visitWithStored, widgetRenderer } from '@/test/tables'

const renderHistory = widgetRenderer('shopuser/order-history', { user: CUSTOMER, urls: ACCOUNT_URLS, props: {} })
const visitWith = (stored: Record<string, string>) => visitWithStored('/konto/bestellhistorie', stored)

const brunner = () => ordersOfCustomer(getShop().db, '0001004711')
const newestFirst = () => [...brunner()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
const table = dataTable('Ihre Bestellungen')
const orderNumbers = () => table.column(0)
const TOTAL = 'Total (Netto / exkl. MwSt.)'

describe('order-history', () => {
  it('asks a visitor to sign in, and tells a consumer it is for business customers', async () => {
    await expectNotesInsteadOfTable(renderHistory, [[null, 'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.']])
  })

  it('tells a consumer the history is for business customers with shop access', async () => {
    await expectNotesInsteadOfTable(renderHistory, [['konsument@example.ch', 'Die Bestellhistorie steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.']])
  })

  it('sends an employee acting for nobody to the customer overview', async () => {
    await expectNotesInsteadOfTable(renderHistory, [[EMPLOYEE, 'Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine Bestellungen zu sehen.']])
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows skeleton rows while the first page loads, then one page of 20 of the 500 orders, newest first', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/orders/', until: answer.opened })
    await renderHistory()
    expect(table.summary('Wird geladen …')).toBeInTheDocument()
    expect(table.skeletonRows()).toHaveLength(20)
    expect(table.element()).toHaveAttribute('aria-busy', 'true')

    answer.open()
    await table.expectSummary('Einträge 1–20 von 500')
    const newest = newestFirst()[0]!
    expect(orderNumbers()).toEqual(newestFirst().slice(0, 20).map((order) => order.orderNumber))
    expect(within(table.rows()[0]!).getByRole('link', { name: newest.orderNumber })).toHaveAttribute('href', `/konto/bestellung?order=${newest.orderNumber}`)
    expect(table.cells(0)).toEqual([
      newest.orderNumber,
      formatDate(newest.createdAt),
      { received: 'Eingegangen', inProcess: 'In Bearbeitung', shipped: 'Versandt', delivered: 'Geliefert', cancelled: 'Storniert' }[newest.status],
      String(newest.lines.length),
      formatPrice(chf(newest.totalRappen)),
    ])
    expect(table.columnHeader(TOTAL)).toHaveTextContent('Total (Netto / exkl. MwSt.)')
    expect(screen.getByRole('navigation', { name: /^Seitennavigation: / })).toBeInTheDocument()
    expect(table.pageButton(25)).toBeInTheDocument()
    expect(table.element()).toHaveAttribute('aria-busy', 'false')
  })

  it('links to the order detail page the props name, keeping its parameters', async () => {
    await renderHistory({ orderDetailUrl: '/bestellungen/detail?ansicht=voll' })
    await table.expectSummary('Einträge 1–20 von 500')
    const newest = newestFirst()[0]!.orderNumber
    expect(screen.getByRole('link', { name: newest })).toHaveAttribute('href', `/bestellungen/detail?ansicht=voll&order=${newest}`)
  })

  it('carries the view it shows into each order’s link, so that the detail’s way back returns to it (spec 1 §2)', async () => {
    const backOf = (orderNumber: string) => {
      const href = screen.getByRole('link', { name: orderNumber }).getAttribute('href') ?? ''
      return JSON.parse(new URL(href, 'http://shop.test').searchParams.get('back') ?? 'null') as unknown
    }
    visitWithStored('/konto/bestellhistorie', { sortField: 'total', sortOrder: 'desc', status: 'delivered', page: '2' }, 'bestellungen')
    const { user } = await renderHistory({ storedKey: 'bestellungen' })
    const delivered = brunner().filter((order) => order.status === 'delivered').length
    await table.expectSummary(`Einträge 21–40 von ${delivered}`)
    expect(backOf(orderNumbers()[0]!)).toEqual({ bestellungen: { sortField: 'total', sortOrder: 'desc', status: 'delivered', page: '2' } })

    // The links follow the view the table shows.
    await user.click(table.pageButton(1))
    await table.expectSummary(`Einträge 1–20 von ${delivered}`)
    expect(backOf(orderNumbers()[0]!)).toEqual({ bestellungen: { sortField: 'total', sortOrder: 'desc', status: 'delivered' } })
  })

  it('sorts a column ascending, descending, then not at all (spec 1 §4), and keeps the sort in the address', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    const byTotal = [...brunner()].sort((a, b) => a.totalRappen - b.totalRappen || b.createdAt.localeCompare(a.createdAt))

    await user.click(table.sortButton(TOTAL))
    await waitFor(() => expect(orderNumbers()).toEqual(byTotal.slice(0, 20).map((order) => order.orderNumber)))
    expect(table.columnHeader(TOTAL)).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'total', sortOrder: 'asc' })

    await user.click(table.sortButton(TOTAL))
    const descending = [...brunner()].sort((a, b) => b.totalRappen - a.totalRappen || b.createdAt.localeCompare(a.createdAt))
    await waitFor(() => expect(orderNumbers()).toEqual(descending.slice(0, 20).map((order) => order.orderNumber)))
    expect(readStoredParams()).toEqual({ sortField: 'total', sortOrder: 'desc' })

    await user.click(table.sortButton(TOTAL))
    await waitFor(() => expect(orderNumbers()).toEqual(newestFirst().slice(0, 20).map((order) => order.orderNumber)))
    expect(table.columnHeader(TOTAL)).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})
  })

  it('filters by status and date range, back to page 1, and keeps both in the address', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    await user.click(table.pageButton(2))
    await table.expectSummary('Einträge 21–40 von 500')

    const toggle = table.filterToggle()
    const form = await table.openFilters(user)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', form.id)
    await user.selectOptions(within(form).getByLabelText('Status'), 'Geliefert')
    table.enterDateRange(form, 'Bestelldatum', { from: '2025-03-01', to: '2025-03-31' })
    await table.applyFilters(user, form)

    const expected = newestFirst().filter((order) => order.status === 'delivered' && orderDay(order) >= '2025-03-01' && orderDay(order) <= '2025-03-31')
    await table.expectSummary(`Einträge 1–${Math.min(20, expected.length)} von ${expected.length}`)
    expect(orderNumbers()).toEqual(expected.slice(0, 20).map((order) => order.orderNumber))
    expect(new Set(table.column(2))).toEqual(new Set(['Geliefert']))
    expect(readStoredParams()).toEqual({ status: 'delivered', dateFrom: '2025-03-01', dateTo: '2025-03-31' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 2 aktiv')
    // The form starts again with the applied view; the button pressed keeps the focus.
    expect(within(table.filterForm()).getByRole('button', { name: 'Anwenden' })).toHaveFocus()
  })

  it('refuses a range whose end is before its start, at the field, and sends nothing', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    const form = await table.openFilters(user)
    table.enterDateRange(form, 'Bestelldatum', { from: '2025-06-10', to: '2025-06-01' })
    await table.applyFilters(user, form)
    const to = within(form).getByLabelText('Bis')
    expect(to).toHaveAccessibleDescription('Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.')
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveFocus()
    expect(readStoredParams()).toEqual({})
    expect(table.summary('Einträge 1–20 von 500')).toBeInTheDocument()
  })

  it('refuses a day outside the history with the days it allows', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    const form = await table.openFilters(user)
    const from = within(form).getByLabelText('Von')
    expect(from).toHaveAttribute('min', '2024-01-01')
    table.enterDateRange(form, 'Bestelldatum', { from: '2023-12-01' })
    await table.applyFilters(user, form)
    expect(from).toHaveAccessibleDescription(expect.stringMatching(/^Bitte wählen Sie ein Datum zwischen dem 01\.01\.2024 und dem \d\d\.\d\d\.\d{4}\.$/))
  })

  it('shows the view of the address on load, drops what does not fit, and corrects the address', async () => {
    visitWith({ sortField: 'date', sortOrder: 'asc', status: 'delivered', page: '2', colour: 'red', dateFrom: 'gestern', article: '', dateTo: '2025-06-30' })
    await renderHistory()
    const delivered = [...brunner()].filter((order) => order.status === 'delivered' && orderDay(order) <= '2025-06-30').sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    await table.expectSummary(`Einträge 21–40 von ${delivered.length}`)
    expect(orderNumbers()).toEqual(delivered.slice(20, 40).map((order) => order.orderNumber))
    expect(table.columnHeader('Bestelldatum')).toHaveAttribute('aria-sort', 'ascending')
    expect(table.pageButton(2)).toHaveAttribute('aria-current', 'page')
    expect(readStoredParams()).toEqual({ sortField: 'date', sortOrder: 'asc', status: 'delivered', dateTo: '2025-06-30', page: '2' })
  })

  it('shows the last page for a page after it from an outdated link, and says so in the address', async () => {
    visitWith({ status: 'received', page: '9' })
    await renderHistory()
    const received = brunner().filter((order) => order.status === 'received')
    await table.expectSummary(`Einträge 1–${received.length} von ${received.length}`)
    expect(readStoredParams()).toEqual({ status: 'received' })
  })

  it('says no order was found when the filters leave none, and that there are none when there are none', async () => {
    visitWith({ orderNumber: '99999999' })
    const first = await renderHistory()
    expect(await screen.findByText('Zu Ihren Filtern wurde keine Bestellung gefunden.')).toBeInTheDocument()
    first.runtime.destroy()

    orderHistoryOf(getShop().db).length = 0
    window.history.replaceState(null, '', '/')
    await renderHistory()
    expect(await screen.findByText('Sie haben noch keine Bestellungen aufgegeben.')).toBeInTheDocument()
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
  })

  it('keeps the page shown and its sort when a request fails, and shows the server’s message', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    const shown = orderNumbers()
    injectFault({ method: 'GET', path: '/api/orders/', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.click(table.sortButton('Bestellnummer'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
    expect(orderNumbers()).toEqual(shown)
    expect(table.columnHeader('Bestellnummer')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})

    // The next change works again and clears the message.
    await user.click(table.sortButton('Bestellnummer'))
    await waitFor(() => expect(table.columnHeader('Bestellnummer')).toHaveAttribute('aria-sort', 'ascending'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the unknown-error text for a failure without messages (spec 1 §8)', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    injectFault({ method: 'GET', path: '/api/orders/', status: 500 })
    await user.click(table.pageButton(2))
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(table.pageButton(1)).toHaveAttribute('aria-current', 'page')
  })

  it('says an unknown error occurred, spec 1 §8’s text going to the console, when the answer lacks its data, resets the table, and loads again on request', async () => {
    await failWithoutDataThenRetry('/api/orders/', renderHistory, 'API failure during orders/fetchOrders request.')
    await table.expectSummary('Einträge 1–20 von 500')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('never lets a slower earlier answer replace a newer view', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    const second = holdNextAnswer('/api/orders/', 'GET')
    await user.click(table.pageButton(2))
    await user.click(table.pageButton(3))
    await table.expectSummary('Einträge 41–60 von 500')
    await second.release()
    expect(table.summary('Einträge 41–60 von 500')).toBeInTheDocument()
    expect(readStoredParams()).toEqual({ page: '3' })
  })

  it('shows the orders of the customer an employee acts for', async () => {
    await employeeActsFor('0001004712', '0000310003')
    await renderHistory({}, { user: EMPLOYEE })
    const huber = ordersOfCustomer(getShop().db, '0001004712')
    await table.expectSummary(`Einträge 1–20 von ${huber.length}`)
  })

  it('starts again for the new customer when the employee chooses another contact on the same page', async () => {
    await employeeActsFor('0001004712', '0000310003')
    const { store } = await renderHistory({}, { user: EMPLOYEE })
    await table.expectSummary(`Einträge 1–20 von ${ordersOfCustomer(getShop().db, '0001004712').length}`)
    // The header's contact menu does this, in another island of the same store.
    await store.dispatch(chooseContact({ id: '0001004738', contactId: '0000310005' }))
    const zuercher = [...ordersOfCustomer(getShop().db, '0001004738')].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    await table.expectSummary(`Einträge 1–20 von ${zuercher.length}`)
    expect(orderNumbers()[0]).toBe(zuercher[0]!.orderNumber)
  })

  it('opens and closes the filters with the keyboard alone; Escape returns focus to the toggle', async () => {
    const { user } = await renderHistory()
    await table.expectSummary('Einträge 1–20 von 500')
    await table.expectFilterKeyboardPath(user, 'Bestellnummer')
  })

  describe('CSV export', () => {
    let downloads: ReturnType<typeof catchDownloads>
    beforeEach(() => {
      downloads = catchDownloads()
    })

    it('exports every page of the filtered history, UTF-8 with byte order mark and ;, and says how many rows', async () => {
      visitWith({ status: 'inProcess' })
      const { user } = await renderHistory()
      const inProcess = newestFirst().filter((order) => order.status === 'inProcess')
      await table.expectSummary(`Einträge 1–${inProcess.length} von ${inProcess.length}`)
      await table.exportCsv(user)
      expect(await screen.findByText(`Als CSV exportierte Zeilen: ${inProcess.length}`)).toBeInTheDocument()
      const { text, lines } = await downloads.csv()
      expect(text.charCodeAt(0)).toBe(0xfeff)
      expect(lines[0]).toBe('Bestellnummer;Bestelldatum;Status;Positionen;Total in CHF (Netto / exkl. MwSt.)')
      expect(lines.slice(1, -1)).toEqual(inProcess.map((order) => `${order.orderNumber};${formatDate(order.createdAt)};In Bearbeitung;${order.lines.length};${chf(order.totalRappen).toFixed(2)}`))
    })

    it('reads all 500 orders in pages, not only the one shown', async () => {
      const { user } = await renderHistory()
      await table.expectSummary('Einträge 1–20 von 500')
      await table.exportCsv(user)
      expect(await screen.findByText('Als CSV exportierte Zeilen: 500')).toBeInTheDocument()
      const { lines } = await downloads.csv()
      expect(lines).toHaveLength(502)
      expect(new Set(lines.slice(1, -1).map((line) => line.split(';')[0])).size).toBe(500)
      expect(table.rows()).toHaveLength(20)
    })

    it('says so when the export fails, and downloads nothing', async () => {
      const { user } = await renderHistory()
      await table.expectSummary('Einträge 1–20 von 500')
      injectFault({ method: 'GET', path: '/api/orders/', status: 500 })
      await table.exportCsv(user)
      expect(await screen.findByText('Der Export ist fehlgeschlagen. Bitte versuchen Sie es nochmals.')).toBeInTheDocument()
      expect(downloads.saved).toEqual([])
    })

    it('says the export failed when a page lacks its data, and leaves spec 1 §8’s text to the console', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { user } = await renderHistory()
      await table.expectSummary('Einträge 1–20 von 500')
      injectFault({ method: 'GET', path: '/api/orders/', status: 200 })
      await table.exportCsv(user)
      expect(await screen.findByText('Der Export ist fehlgeschlagen. Bitte versuchen Sie es nochmals.')).toBeInTheDocument()
      expect(screen.queryByText(/API failure/)).not.toBeInTheDocument()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during orders/fetchOrders request.'))
      expect(downloads.saved).toEqual([])
    })
  })
})
