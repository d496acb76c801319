import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { readStoredParams } from '@/src/lib/stored-params'
import { callApi } from '@/test/mocks/call-api'
import { contractsOf, contractsOfCustomer, contractStatus, type ContractRecord } from '@/test/mocks/db/contracts'
import { injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const customer = 'kunde@example.ch'
const URLS = { customerOverviewUrl: '/konto/kunden', contractDetailUrl: '/konto/vertrag' }
const renderList = (props: WidgetInputs['shopuser/contract-list'] = {}, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/contract-list', props, { ...options, pageData: { ...options.pageData, session: { urls: URLS, ...options.pageData?.session } } })

/** The address with these stored parameters, as a reload or a shared link brings them. */
const visitWith = (stored: Record<string, string>, key = 'stored') => window.history.replaceState(null, '', `/konto/vertraege?${key}=${encodeURIComponent(JSON.stringify(stored))}`)

const brunner = () => contractsOfCustomer(getShop().db, '0001004711')
const latestFirst = (contracts: ContractRecord[] = brunner()) => [...contracts].sort((a, b) => b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber))
const table = () => screen.getByRole('table', { name: 'Ihre Verträge' })
/** The body rows that hold a contract (skeleton rows aside). */
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-placeholder'))
const numbers = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)
const cellsOf = (contractNumber: string) => within(rows().find((row) => within(row).getAllByRole('cell')[0]!.textContent === contractNumber)!).getAllByRole('cell').map((cell) => cell.textContent)
const loaded = async (summary: string) => expect(await screen.findByText(summary, { selector: '[role="status"]' })).toBeInTheDocument()
const sortButton = (label: string) => within(table()).getByRole('button', { name: `Nach ${label} sortieren` })
const STATUS = { active: 'Aktiv', upcoming: 'Zukünftig', expired: 'Abgelaufen', cancelled: 'Gekündigt' }

describe('contract-list', () => {
  it('asks a visitor to sign in, tells a consumer it is for business customers, and sends an employee to the customer overview', async () => {
    const visitor = await renderList({}, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre Verträge zu sehen.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    visitor.runtime.destroy()

    const consumer = await renderList({}, { user: 'konsument@example.ch' })
    expect(screen.getByText('Die Verträge stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
    consumer.runtime.destroy()

    await renderList({}, { user: 'mitarbeiter@example.ch' })
    expect(screen.getByText('Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine Verträge zu sehen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows as many skeleton rows as the CMS expects, then the first 20 of 25 contracts, the latest to begin first', async () => {
    injectFault({ method: 'GET', path: '/api/contracts/', delayMs: 300 })
    await renderList({ expectedRows: 20 })
    expect(screen.getByText('Wird geladen …', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(within(table()).getAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-placeholder'))).toHaveLength(20)

    await loaded('Einträge 1–20 von 25')
    expect(numbers()).toEqual(latestFirst().slice(0, 20).map((contract) => contract.contractNumber))
    const latest = latestFirst()[0]!
    expect(cellsOf(latest.contractNumber)).toEqual([latest.contractNumber, 'Rahmenvertrag Motorenöle Nutzfahrzeuge 2027', '01.01.2027', '31.12.2027', 'Zukünftig', '4 484 l', '4 484 l'])
    expect(within(rows()[0]!).getByRole('link', { name: latest.contractNumber })).toHaveAttribute('href', `/konto/vertrag?contract=${latest.contractNumber}`)
    // A value contract in CHF as the server sent it, a grease contract in kilograms with its tenths.
    expect(cellsOf('4600001025')).toEqual(['4600001025', 'Wertkontrakt Gesamtsortiment Flotte 2026', '01.01.2026', '31.12.2026', 'Aktiv', 'CHF 255 000.00', 'CHF 56 801.00'])
    expect(cellsOf('4600001034').slice(5)).toEqual(['7 930.8 kg', '2 280.8 kg'])
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeInTheDocument()
  })

  it('shows one row while an empty first page loads when the CMS expects none, then says there are no contracts', async () => {
    contractsOf(getShop().db).length = 0
    injectFault({ method: 'GET', path: '/api/contracts/', delayMs: 200 })
    await renderList({ expectedRows: 0 })
    expect(within(table()).getAllByRole('row')).toHaveLength(2)
    expect(await screen.findByText('Für Sie sind keine Verträge hinterlegt.')).toBeInTheDocument()
    expect(screen.getByText('Keine Einträge', { selector: '[role="status"]' })).toBeInTheDocument()
  })

  it('links to the contract page the props name, keeping its parameters; without one, the numbers are no links', async () => {
    const first = await renderList({ contractDetailUrl: '/vertraege/detail?ansicht=voll#positionen' })
    await loaded('Einträge 1–20 von 25')
    const latest = latestFirst()[0]!.contractNumber
    expect(screen.getByRole('link', { name: latest })).toHaveAttribute('href', `/vertraege/detail?ansicht=voll&contract=${latest}#positionen`)
    first.runtime.destroy()

    await renderList({}, { user: customer, pageData: { session: { urls: { customerOverviewUrl: '/konto/kunden' } } } })
    await loaded('Einträge 1–20 von 25')
    expect(within(table()).queryAllByRole('link')).toEqual([])
    expect(numbers()[0]).toBe(latest)
  })

  it('sorts a column ascending, descending, then not at all (spec 1 §4), and keeps the sort in the address', async () => {
    const { user } = await renderList()
    await loaded('Einträge 1–20 von 25')
    const byEnd = (direction: 1 | -1) =>
      [...brunner()].sort((a, b) => direction * a.validTo.localeCompare(b.validTo) || b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber))

    await user.click(sortButton('Gültig bis'))
    await waitFor(() => expect(numbers()).toEqual(byEnd(1).slice(0, 20).map((contract) => contract.contractNumber)))
    expect(sortButton('Gültig bis').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'validTo', sortOrder: 'asc' })

    await user.click(sortButton('Gültig bis'))
    await waitFor(() => expect(numbers()).toEqual(byEnd(-1).slice(0, 20).map((contract) => contract.contractNumber)))
    expect(readStoredParams()).toEqual({ sortField: 'validTo', sortOrder: 'desc' })

    await user.click(sortButton('Gültig bis'))
    await waitFor(() => expect(numbers()).toEqual(latestFirst().slice(0, 20).map((contract) => contract.contractNumber)))
    expect(sortButton('Gültig bis').closest('th')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})

    // A new column starts ascending.
    await user.click(sortButton('Status'))
    await waitFor(() => expect(sortButton('Status').closest('th')).toHaveAttribute('aria-sort', 'ascending'))
    expect(new Set(rows().slice(0, 3).map((row) => within(row).getAllByRole('cell')[4]!.textContent))).toEqual(new Set(['Aktiv']))
  })

  it('filters by status and the validity range, back to page 1, and keeps both in the address', async () => {
    const { user } = await renderList()
    await loaded('Einträge 1–20 von 25')
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    await loaded('Einträge 21–25 von 25')

    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const form = screen.getByRole('form', { name: 'Filter' })
    await user.selectOptions(within(form).getByLabelText('Status'), 'Abgelaufen')
    const range = within(form).getByRole('group', { name: 'Gültig im Zeitraum' })
    fireEvent.change(within(range).getByLabelText('Von'), { target: { value: '2025-06-01' } })
    fireEvent.change(within(range).getByLabelText('Bis'), { target: { value: '2025-06-30' } })
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))

    const expected = latestFirst().filter((contract) => contractStatus(contract) === 'expired' && contract.validTo >= '2025-06-01' && contract.validFrom <= '2025-06-30')
    await loaded(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(numbers()).toEqual(expected.map((contract) => contract.contractNumber))
    expect(new Set(rows().map((row) => within(row).getAllByRole('cell')[4]!.textContent))).toEqual(new Set(['Abgelaufen']))
    expect(readStoredParams()).toEqual({ status: 'expired', dateFrom: '2025-06-01', dateTo: '2025-06-30' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 2 aktiv')
  })

  it('shows the view of its own stored key on load and corrects the address, leaving another table’s key alone', async () => {
    window.history.replaceState(
      null,
      '',
      `/konto/vertraege?stored=${encodeURIComponent(JSON.stringify({ page: '2' }))}&vertraege=${encodeURIComponent(JSON.stringify({ sortField: 'title', sortOrder: 'asc', kind: 'value', page: '4', farbe: 'rot' }))}`,
    )
    await renderList({ storedKey: 'vertraege' })
    const values = [...brunner()].filter((contract) => contract.kind === 'value').sort((a, b) => a.title.localeCompare(b.title, 'de'))
    await loaded(`Einträge 1–${values.length} von ${values.length}`)
    expect(numbers()).toEqual(values.map((contract) => contract.contractNumber))
    expect(sortButton('Bezeichnung').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams('vertraege')).toEqual({ sortField: 'title', sortOrder: 'asc', kind: 'value' })
    expect(readStoredParams()).toEqual({ page: '2' })
  })

  it('says no contract was found when the filters leave none', async () => {
    visitWith({ search: 'Schmierstoff für Raumfähren' })
    await renderList()
    expect(await screen.findByText('Zu Ihren Filtern wurde kein Vertrag gefunden.')).toBeInTheDocument()
  })

  it('keeps the page shown when a request fails and shows the server’s message, or the unknown-error text', async () => {
    const { user } = await renderList()
    await loaded('Einträge 1–20 von 25')
    const shown = numbers()
    injectFault({ method: 'GET', path: '/api/contracts/', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.click(sortButton('Vertragsnummer'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
    expect(numbers()).toEqual(shown)
    expect(readStoredParams()).toEqual({})

    injectFault({ method: 'GET', path: '/api/contracts/', status: 500 })
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page')
  })

  it('fails with the exact text of spec 1 §8 when the answer lacks its data, resets the table, and loads again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    injectFault({ method: 'GET', path: '/api/contracts/', status: 200 })
    const { user } = await renderList()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('API failure during contracts/fetchContracts request.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await loaded('Einträge 1–20 von 25')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the contracts of the customer an employee acts for', async () => {
    await callApi('POST', '/api/contact/select', { as: 'mitarbeiter@example.ch', body: { id: '0001004738', contactId: '0000310005' } })
    await renderList({}, { user: 'mitarbeiter@example.ch' })
    const zuercher = latestFirst(contractsOfCustomer(getShop().db, '0001004738'))
    await loaded(`Einträge 1–${zuercher.length} von ${zuercher.length}`)
    expect(numbers()).toEqual(zuercher.map((contract) => contract.contractNumber))
  })

  it('opens the filters with the keyboard alone; Escape closes them and returns focus to the toggle', async () => {
    const { user } = await renderList()
    await loaded('Einträge 1–20 von 25')
    await user.tab()
    const toggle = screen.getByRole('button', { name: 'Filter' })
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    const form = screen.getByRole('form', { name: 'Filter' })
    await user.tab()
    expect(within(form).getByLabelText('Vertragsnummer oder Bezeichnung')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'Filter' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Enter in a filter field applies the filters.
    await user.keyboard('{Enter}')
    await user.tab()
    await user.keyboard('Kühlerschutz{Enter}')
    await loaded('Einträge 1–3 von 3')
    expect(readStoredParams()).toEqual({ search: 'Kühlerschutz' })
  })

  it('exports every page of the filtered list as CSV, UTF-8 with byte order mark and ;', async () => {
    const saved: Blob[] = []
    // jsdom has no object URLs: keep what would be downloaded.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob)
      return 'blob:test'
    }
    URL.revokeObjectURL = () => {}
    const { user } = await renderList({ pageSize: 10 })
    await loaded('Einträge 1–10 von 25')
    await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }))
    expect(await screen.findByText('Als CSV exportierte Zeilen: 25')).toBeInTheDocument()
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.arrayBuffer())
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe('Vertragsnummer;Bezeichnung;Gültig ab;Gültig bis;Status;Vereinbart;Offen')
    expect(lines).toHaveLength(27)
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(latestFirst().map((contract) => contract.contractNumber))
    const fleet = brunner().find((contract) => contract.contractNumber === '4600001025')!
    expect(lines).toContain(`4600001025;${fleet.title};${formatDate(fleet.validFrom)};${formatDate(fleet.validTo)};${STATUS.active};255000.00 CHF;56801.00 CHF`)
    expect(lines).toContain('4600001034;Rahmenvertrag Schmierfette Werkstatt 2026;01.02.2026;31.01.2027;Aktiv;7930.8 kg;2280.8 kg')
  })
})
