import { screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { readStoredParams } from '@/src/lib/stored-params'
import { contractsOf, contractsOfCustomer, contractStatus, type ContractRecord } from '@/test/mocks/db/contracts'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable, EMPLOYEE, employeeActsFor, expectNotesInsteadOfTable, failWithoutDataThenRetry, visitWithStored, widgetRenderer } from '@/test/tables'

const renderList = widgetRenderer('shopuser/contract-list', { user: CUSTOMER, urls: { ...ACCOUNT_URLS, contractDetailUrl: '/konto/vertrag' }, props: {} })
const visitWith = (stored: Record<string, string>) => visitWithStored('/konto/vertraege', stored)

const brunner = () => contractsOfCustomer(getShop().db, '0001004711')
const latestFirst = (contracts: ContractRecord[] = brunner()) => [...contracts].sort((a, b) => b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber))
const table = dataTable('Ihre Verträge')
const numbers = () => table.column(0)
const cellsOf = (contractNumber: string) => table.cells(numbers().indexOf(contractNumber))
const STATUS = { active: 'Aktiv', upcoming: 'Zukünftig', expired: 'Abgelaufen', cancelled: 'Gekündigt' }

describe('contract-list', () => {
  it('asks a visitor to sign in, tells a consumer it is for business customers, and sends an employee to the customer overview', async () => {
    await expectNotesInsteadOfTable(renderList, [
      [null, 'Bitte melden Sie sich an, um Ihre Verträge zu sehen.'],
      ['konsument@example.ch', 'Die Verträge stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.'],
      [EMPLOYEE, 'Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine Verträge zu sehen.'],
    ])
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows as many skeleton rows as the CMS expects, then the first 20 of 25 contracts, the latest to begin first', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/contracts/', until: answer.opened })
    await renderList({ expectedRows: 20 })
    expect(table.summary('Wird geladen …')).toBeInTheDocument()
    expect(table.skeletonRows()).toHaveLength(20)

    answer.open()
    await table.expectSummary('Einträge 1–20 von 25')
    expect(numbers()).toEqual(latestFirst().slice(0, 20).map((contract) => contract.contractNumber))
    const latest = latestFirst()[0]!
    expect(cellsOf(latest.contractNumber)).toEqual([latest.contractNumber, 'Rahmenvertrag Motorenöle Nutzfahrzeuge 2027', '01.01.2027', '31.12.2027', 'Zukünftig', '4 484 l', '4 484 l'])
    expect(within(table.rows()[0]!).getByRole('link', { name: latest.contractNumber })).toHaveAttribute('href', `/konto/vertrag?contract=${latest.contractNumber}`)
    // A value contract in CHF as the server sent it, a grease contract in kilograms with its tenths.
    expect(cellsOf('4600001025')).toEqual(['4600001025', 'Wertkontrakt Gesamtsortiment Flotte 2026', '01.01.2026', '31.12.2026', 'Aktiv', 'CHF 255 000.00', 'CHF 56 801.00'])
    expect(cellsOf('4600001034').slice(5)).toEqual(['7 930.8 kg', '2 280.8 kg'])
    expect(table.pageButton(2)).toBeInTheDocument()
  })

  it('shows one row while an empty first page loads when the CMS expects none, then says there are no contracts', async () => {
    contractsOf(getShop().db).length = 0
    injectFault({ method: 'GET', path: '/api/contracts/', delayMs: 200 })
    await renderList({ expectedRows: 0 })
    expect(within(table.element()).getAllByRole('row')).toHaveLength(2)
    expect(await screen.findByText('Für Sie sind keine Verträge hinterlegt.')).toBeInTheDocument()
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
  })

  it('links to the contract page the props name, keeping its parameters; without one, the numbers are no links', async () => {
    const first = await renderList({ contractDetailUrl: '/vertraege/detail?ansicht=voll#positionen' })
    await table.expectSummary('Einträge 1–20 von 25')
    const latest = latestFirst()[0]!.contractNumber
    expect(screen.getByRole('link', { name: latest })).toHaveAttribute('href', `/vertraege/detail?ansicht=voll&contract=${latest}#positionen`)
    first.runtime.destroy()

    await renderList({}, { user: CUSTOMER, pageData: { session: { urls: ACCOUNT_URLS } } })
    await table.expectSummary('Einträge 1–20 von 25')
    expect(within(table.element()).queryAllByRole('link')).toEqual([])
    expect(numbers()[0]).toBe(latest)
  })

  it('sorts a column ascending, descending, then not at all (spec 1 §4), and keeps the sort in the address', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 25')
    const byEnd = (direction: 1 | -1) =>
      [...brunner()].sort((a, b) => direction * a.validTo.localeCompare(b.validTo) || b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber))

    await user.click(table.sortButton('Gültig bis'))
    await waitFor(() => expect(numbers()).toEqual(byEnd(1).slice(0, 20).map((contract) => contract.contractNumber)))
    expect(table.columnHeader('Gültig bis')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'validTo', sortOrder: 'asc' })

    await user.click(table.sortButton('Gültig bis'))
    await waitFor(() => expect(numbers()).toEqual(byEnd(-1).slice(0, 20).map((contract) => contract.contractNumber)))
    expect(readStoredParams()).toEqual({ sortField: 'validTo', sortOrder: 'desc' })

    await user.click(table.sortButton('Gültig bis'))
    await waitFor(() => expect(numbers()).toEqual(latestFirst().slice(0, 20).map((contract) => contract.contractNumber)))
    expect(table.columnHeader('Gültig bis')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})

    // A new column starts ascending.
    await user.click(table.sortButton('Status'))
    await waitFor(() => expect(table.columnHeader('Status')).toHaveAttribute('aria-sort', 'ascending'))
    expect(new Set(table.column(4).slice(0, 3))).toEqual(new Set(['Aktiv']))
  })

  it('filters by status and the validity range, back to page 1, and keeps both in the address', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 25')
    await user.click(table.pageButton(2))
    await table.expectSummary('Einträge 21–25 von 25')

    const form = await table.openFilters(user)
    await user.selectOptions(within(form).getByLabelText('Status'), 'Abgelaufen')
    table.enterDateRange(form, 'Gültig im Zeitraum', { from: '2025-06-01', to: '2025-06-30' })
    await table.applyFilters(user, form)

    const expected = latestFirst().filter((contract) => contractStatus(contract) === 'expired' && contract.validTo >= '2025-06-01' && contract.validFrom <= '2025-06-30')
    await table.expectSummary(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(numbers()).toEqual(expected.map((contract) => contract.contractNumber))
    expect(new Set(table.column(4))).toEqual(new Set(['Abgelaufen']))
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
    await table.expectSummary(`Einträge 1–${values.length} von ${values.length}`)
    expect(numbers()).toEqual(values.map((contract) => contract.contractNumber))
    expect(table.columnHeader('Bezeichnung')).toHaveAttribute('aria-sort', 'ascending')
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
    await table.expectSummary('Einträge 1–20 von 25')
    const shown = numbers()
    injectFault({ method: 'GET', path: '/api/contracts/', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.click(table.sortButton('Vertragsnummer'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
    expect(numbers()).toEqual(shown)
    expect(readStoredParams()).toEqual({})

    injectFault({ method: 'GET', path: '/api/contracts/', status: 500 })
    await user.click(table.pageButton(2))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    expect(table.pageButton(1)).toHaveAttribute('aria-current', 'page')
  })

  it('says an unknown error occurred, spec 1 §8’s text going to the console, when the answer lacks its data, resets the table, and loads again on request', async () => {
    await failWithoutDataThenRetry('/api/contracts/', renderList, 'API failure during contracts/fetchContracts request.')
    await table.expectSummary('Einträge 1–20 von 25')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the contracts of the customer an employee acts for', async () => {
    await employeeActsFor('0001004738', '0000310005')
    await renderList({}, { user: EMPLOYEE })
    const zuercher = latestFirst(contractsOfCustomer(getShop().db, '0001004738'))
    await table.expectSummary(`Einträge 1–${zuercher.length} von ${zuercher.length}`)
    expect(numbers()).toEqual(zuercher.map((contract) => contract.contractNumber))
  })

  it('opens the filters with the keyboard alone; Escape closes them and returns focus to the toggle', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 25')
    await table.expectFilterKeyboardPath(user, 'Vertragsnummer oder Bezeichnung')

    // Enter in a filter field applies the filters.
    await user.keyboard('{Enter}')
    await user.tab()
    await user.keyboard('Kühlerschutz{Enter}')
    await table.expectSummary('Einträge 1–3 von 3')
    expect(readStoredParams()).toEqual({ search: 'Kühlerschutz' })
  })

  it('exports every page of the filtered list as CSV, UTF-8 with byte order mark and ;', async () => {
    const downloads = catchDownloads()
    const { user } = await renderList({ pageSize: 10 })
    await table.expectSummary('Einträge 1–10 von 25')
    await table.exportCsv(user)
    expect(await screen.findByText('Als CSV exportierte Zeilen: 25')).toBeInTheDocument()
    const { text, lines } = await downloads.csv()
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(lines[0]).toBe('Vertragsnummer;Bezeichnung;Gültig ab;Gültig bis;Status;Vereinbart;Offen')
    expect(lines).toHaveLength(27)
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(latestFirst().map((contract) => contract.contractNumber))
    const fleet = brunner().find((contract) => contract.contractNumber === '4600001025')!
    expect(lines).toContain(`4600001025;${fleet.title};${formatDate(fleet.validFrom)};${formatDate(fleet.validTo)};${STATUS.active};255000.00 CHF;56801.00 CHF`)
    expect(lines).toContain('4600001034;Rahmenvertrag Schmierfette Werkstatt 2026;01.02.2026;31.01.2027;Aktiv;7930.8 kg;2280.8 kg')
  })
})
