import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { readStoredParams } from '@/src/lib/stored-params'
import { chooseContact } from '@/store/contacts'
import { callApi } from '@/test/mocks/call-api'
import { injectFault } from '@/test/mocks/faults'
import { orderHistoryOf, ordersOfCustomer } from '@/test/mocks/db/orders'
import { chf } from '@/test/mocks/db/prices'
import { orderDay } from '@/test/mocks/handlers/orders'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const customer = 'kunde@example.ch'
const renderHistory = (props: WidgetInputs['shopuser/order-history'] = {}, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/order-history', props, { ...options, pageData: { ...options.pageData, session: { urls: { customerOverviewUrl: '/konto/kunden' }, ...options.pageData?.session } } })

/** The address with these stored parameters, as a reload or a shared link brings them. */
const visitWith = (stored: Record<string, string>) => window.history.replaceState(null, '', `/konto/bestellhistorie?stored=${encodeURIComponent(JSON.stringify(stored))}`)

const brunner = () => ordersOfCustomer(getShop().db, '0001004711')
const newestFirst = () => [...brunner()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
const table = () => screen.getByRole('table', { name: 'Ihre Bestellungen' })
/** The body rows that hold an order (skeleton rows aside). */
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-placeholder'))
const orderNumbers = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)
const column = (index: number) => rows().map((row) => within(row).getAllByRole('cell')[index]!.textContent)
const loaded = async (summary: string) => expect(await screen.findByText(summary, { selector: '[role="status"]' })).toBeInTheDocument()
const sortButton = (label: string) => within(table()).getByRole('button', { name: `Nach ${label} sortieren` })
const openFilters = async (user: ReturnType<typeof import('@testing-library/user-event').default.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Filter' }))
  return screen.getByRole('form', { name: 'Filter' })
}

describe('order-history', () => {
  it('asks a visitor to sign in, and tells a consumer it is for business customers', async () => {
    await renderHistory({}, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('tells a consumer the history is for business customers with shop access', async () => {
    await renderHistory({}, { user: 'konsument@example.ch' })
    expect(screen.getByText('Die Bestellhistorie steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
  })

  it('sends an employee acting for nobody to the customer overview', async () => {
    await renderHistory({}, { user: 'mitarbeiter@example.ch' })
    expect(screen.getByText('Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine Bestellungen zu sehen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows skeleton rows while the first page loads, then one page of 20 of the 500 orders, newest first', async () => {
    injectFault({ method: 'GET', path: '/api/orders/', delayMs: 300 })
    await renderHistory()
    expect(screen.getByText('Wird geladen …', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(within(table()).getAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-placeholder'))).toHaveLength(20)
    expect(table()).toHaveAttribute('aria-busy', 'true')

    await loaded('Einträge 1–20 von 500')
    const newest = newestFirst()[0]!
    expect(orderNumbers()).toEqual(newestFirst().slice(0, 20).map((order) => order.orderNumber))
    const first = rows()[0]!
    expect(within(first).getByRole('link', { name: newest.orderNumber })).toHaveAttribute('href', `/konto/bestellung?order=${newest.orderNumber}`)
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      newest.orderNumber,
      formatDate(newest.createdAt),
      { received: 'Eingegangen', inProcess: 'In Bearbeitung', shipped: 'Versandt', delivered: 'Geliefert', cancelled: 'Storniert' }[newest.status],
      String(newest.lines.length),
      formatPrice(chf(newest.totalRappen)),
    ])
    expect(sortButton('Total (Netto / exkl. MwSt.)').closest('th')).toHaveTextContent('Total (Netto / exkl. MwSt.)')
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Seite 25' })).toBeInTheDocument()
    expect(table()).toHaveAttribute('aria-busy', 'false')
  })

  it('links to the order detail page the props name, keeping its parameters', async () => {
    await renderHistory({ orderDetailUrl: '/bestellungen/detail?ansicht=voll' })
    await loaded('Einträge 1–20 von 500')
    const newest = newestFirst()[0]!.orderNumber
    expect(screen.getByRole('link', { name: newest })).toHaveAttribute('href', `/bestellungen/detail?ansicht=voll&order=${newest}`)
  })

  it('sorts a column ascending, descending, then not at all (spec 1 §4), and keeps the sort in the address', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    const byTotal = [...brunner()].sort((a, b) => a.totalRappen - b.totalRappen || b.createdAt.localeCompare(a.createdAt))

    await user.click(sortButton('Total (Netto / exkl. MwSt.)'))
    await waitFor(() => expect(orderNumbers()).toEqual(byTotal.slice(0, 20).map((order) => order.orderNumber)))
    expect(sortButton('Total (Netto / exkl. MwSt.)').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'total', sortOrder: 'asc' })

    await user.click(sortButton('Total (Netto / exkl. MwSt.)'))
    const descending = [...brunner()].sort((a, b) => b.totalRappen - a.totalRappen || b.createdAt.localeCompare(a.createdAt))
    await waitFor(() => expect(orderNumbers()).toEqual(descending.slice(0, 20).map((order) => order.orderNumber)))
    expect(readStoredParams()).toEqual({ sortField: 'total', sortOrder: 'desc' })

    await user.click(sortButton('Total (Netto / exkl. MwSt.)'))
    await waitFor(() => expect(orderNumbers()).toEqual(newestFirst().slice(0, 20).map((order) => order.orderNumber)))
    expect(sortButton('Total (Netto / exkl. MwSt.)').closest('th')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})
  })

  it('filters by status and date range, back to page 1, and keeps both in the address', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    await loaded('Einträge 21–40 von 500')

    const toggle = screen.getByRole('button', { name: 'Filter' })
    const form = await openFilters(user)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', form.id)
    await user.selectOptions(within(form).getByLabelText('Status'), 'Geliefert')
    const range = within(form).getByRole('group', { name: 'Bestelldatum' })
    fireEvent.change(within(range).getByLabelText('Von'), { target: { value: '2025-03-01' } })
    fireEvent.change(within(range).getByLabelText('Bis'), { target: { value: '2025-03-31' } })
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))

    const expected = newestFirst().filter((order) => order.status === 'delivered' && orderDay(order) >= '2025-03-01' && orderDay(order) <= '2025-03-31')
    await loaded(`Einträge 1–${Math.min(20, expected.length)} von ${expected.length}`)
    expect(orderNumbers()).toEqual(expected.slice(0, 20).map((order) => order.orderNumber))
    expect(new Set(column(2))).toEqual(new Set(['Geliefert']))
    expect(readStoredParams()).toEqual({ status: 'delivered', dateFrom: '2025-03-01', dateTo: '2025-03-31' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 2 aktiv')
    // The form starts again with the applied view; the button pressed keeps the focus.
    expect(within(screen.getByRole('form', { name: 'Filter' })).getByRole('button', { name: 'Anwenden' })).toHaveFocus()
  })

  it('refuses a range whose end is before its start, at the field, and sends nothing', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    const form = await openFilters(user)
    const to = within(form).getByLabelText('Bis')
    fireEvent.change(within(form).getByLabelText('Von'), { target: { value: '2025-06-10' } })
    fireEvent.change(to, { target: { value: '2025-06-01' } })
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))
    expect(to).toHaveAccessibleDescription('Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.')
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveFocus()
    expect(readStoredParams()).toEqual({})
    expect(screen.getByText('Einträge 1–20 von 500', { selector: '[role="status"]' })).toBeInTheDocument()
  })

  it('refuses a day outside the history with the days it allows', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    const form = await openFilters(user)
    const from = within(form).getByLabelText('Von')
    expect(from).toHaveAttribute('min', '2024-01-01')
    fireEvent.change(from, { target: { value: '2023-12-01' } })
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))
    expect(from).toHaveAccessibleDescription(expect.stringMatching(/^Bitte wählen Sie ein Datum zwischen dem 01\.01\.2024 und dem \d\d\.\d\d\.\d{4}\.$/))
  })

  it('shows the view of the address on load, drops what does not fit, and corrects the address', async () => {
    visitWith({ sortField: 'date', sortOrder: 'asc', status: 'delivered', page: '2', colour: 'red', dateFrom: 'gestern', article: '', dateTo: '2025-06-30' })
    await renderHistory()
    const delivered = [...brunner()].filter((order) => order.status === 'delivered' && orderDay(order) <= '2025-06-30').sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    await loaded(`Einträge 21–40 von ${delivered.length}`)
    expect(orderNumbers()).toEqual(delivered.slice(20, 40).map((order) => order.orderNumber))
    expect(sortButton('Bestelldatum').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')
    expect(readStoredParams()).toEqual({ sortField: 'date', sortOrder: 'asc', status: 'delivered', dateTo: '2025-06-30', page: '2' })
  })

  it('shows the last page for a page after it from an outdated link, and says so in the address', async () => {
    visitWith({ status: 'received', page: '9' })
    await renderHistory()
    const received = brunner().filter((order) => order.status === 'received')
    await loaded(`Einträge 1–${received.length} von ${received.length}`)
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
    expect(screen.getByText('Keine Einträge', { selector: '[role="status"]' })).toBeInTheDocument()
  })

  it('keeps the page shown and its sort when a request fails, and shows the server’s message', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    const shown = orderNumbers()
    injectFault({ method: 'GET', path: '/api/orders/', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.click(sortButton('Bestellnummer'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
    expect(orderNumbers()).toEqual(shown)
    expect(sortButton('Bestellnummer').closest('th')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})

    // The next change works again and clears the message.
    await user.click(sortButton('Bestellnummer'))
    await waitFor(() => expect(sortButton('Bestellnummer').closest('th')).toHaveAttribute('aria-sort', 'ascending'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the unknown-error text for a failure without messages (spec 1 §8)', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    injectFault({ method: 'GET', path: '/api/orders/', status: 500 })
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page')
  })

  it('fails with the exact text of spec 1 §8 when the answer lacks its data, resets the table, and loads again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    injectFault({ method: 'GET', path: '/api/orders/', status: 200 })
    const { user } = await renderHistory()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('API failure during orders/fetchOrders request.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await loaded('Einträge 1–20 von 500')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('never lets a slower earlier answer replace a newer view', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    injectFault({ method: 'GET', path: '/api/orders/', delayMs: 500 })
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    await user.click(screen.getByRole('button', { name: 'Seite 3' }))
    await loaded('Einträge 41–60 von 500')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(screen.getByText('Einträge 41–60 von 500', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(readStoredParams()).toEqual({ page: '3' })
  })

  it('shows the orders of the customer an employee acts for', async () => {
    await callApi('POST', '/api/contact/select', { as: 'mitarbeiter@example.ch', body: { id: '0001004712', contactId: '0000310003' } })
    await renderHistory({}, { user: 'mitarbeiter@example.ch' })
    const huber = ordersOfCustomer(getShop().db, '0001004712')
    await loaded(`Einträge 1–20 von ${huber.length}`)
  })

  it('starts again for the new customer when the employee chooses another contact on the same page', async () => {
    await callApi('POST', '/api/contact/select', { as: 'mitarbeiter@example.ch', body: { id: '0001004712', contactId: '0000310003' } })
    const { store } = await renderHistory({}, { user: 'mitarbeiter@example.ch' })
    await loaded(`Einträge 1–20 von ${ordersOfCustomer(getShop().db, '0001004712').length}`)
    // The header's contact menu does this, in another island of the same store.
    await store.dispatch(chooseContact({ id: '0001004738', contactId: '0000310005' }))
    const zuercher = [...ordersOfCustomer(getShop().db, '0001004738')].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    await loaded(`Einträge 1–20 von ${zuercher.length}`)
    expect(orderNumbers()[0]).toBe(zuercher[0]!.orderNumber)
  })

  it('opens and closes the filters with the keyboard alone; Escape returns focus to the toggle', async () => {
    const { user } = await renderHistory()
    await loaded('Einträge 1–20 von 500')
    await user.tab()
    const toggle = screen.getByRole('button', { name: 'Filter' })
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    const form = screen.getByRole('form', { name: 'Filter' })
    await user.tab()
    expect(within(form).getByLabelText('Bestellnummer')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'Filter' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  describe('CSV export', () => {
    let saved: Blob[] = []
    beforeEach(() => {
      saved = []
      // jsdom has no object URLs: keep what would be downloaded.
      URL.createObjectURL = (blob: Blob) => {
        saved.push(blob)
        return 'blob:test'
      }
      URL.revokeObjectURL = () => {}
    })
    const text = async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.arrayBuffer())

    it('exports every page of the filtered history, UTF-8 with byte order mark and ;, and says how many rows', async () => {
      visitWith({ status: 'inProcess' })
      const { user } = await renderHistory()
      const inProcess = newestFirst().filter((order) => order.status === 'inProcess')
      await loaded(`Einträge 1–${inProcess.length} von ${inProcess.length}`)
      await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }))
      expect(await screen.findByText(`Als CSV exportierte Zeilen: ${inProcess.length}`)).toBeInTheDocument()
      const csv = await text()
      expect(csv.charCodeAt(0)).toBe(0xfeff)
      const lines = csv.slice(1).split('\r\n')
      expect(lines[0]).toBe('Bestellnummer;Bestelldatum;Status;Positionen;Total in CHF (Netto / exkl. MwSt.)')
      expect(lines.slice(1, -1)).toEqual(inProcess.map((order) => `${order.orderNumber};${formatDate(order.createdAt)};In Bearbeitung;${order.lines.length};${chf(order.totalRappen).toFixed(2)}`))
    })

    it('reads all 500 orders in pages, not only the one shown', async () => {
      const { user } = await renderHistory()
      await loaded('Einträge 1–20 von 500')
      await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }))
      expect(await screen.findByText('Als CSV exportierte Zeilen: 500')).toBeInTheDocument()
      const lines = (await text()).split('\r\n')
      expect(lines).toHaveLength(502)
      expect(new Set(lines.slice(1, -1).map((line) => line.split(';')[0])).size).toBe(500)
      expect(rows()).toHaveLength(20)
    })

    it('says so when the export fails, and downloads nothing', async () => {
      const { user } = await renderHistory()
      await loaded('Einträge 1–20 von 500')
      injectFault({ method: 'GET', path: '/api/orders/', status: 500 })
      await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }))
      expect(await screen.findByText('Der Export ist fehlgeschlagen. Bitte versuchen Sie es nochmals.')).toBeInTheDocument()
      expect(saved).toEqual([])
    })
  })
})
