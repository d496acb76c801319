import { screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { readStoredParams } from '@/src/lib/stored-params'
import { callApi } from '@/test/mocks/call-api'
import { contractsOfCustomer, type ContractPositionRecord } from '@/test/mocks/db/contracts'
import { chf, variantByArticle } from '@/test/mocks/db/prices'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable, EMPLOYEE, employeeActsFor, expectNotesInsteadOfTable, failWithoutDataThenRetry, widgetRenderer } from '@/test/tables'

const FLEET_2026 = '4600001025'
const renderPositions = widgetRenderer('shopuser/contract-positions', { user: CUSTOMER, urls: ACCOUNT_URLS, props: { backUrl: '/konto/vertraege' } })
const visit = (search: string) => window.history.replaceState(null, '', `/konto/vertrag${search}`)

const positionsOf = (contractNumber: string, customerId = '0001004711') => contractsOfCustomer(getShop().db, customerId).find((contract) => contract.contractNumber === contractNumber)!.positions
const open = (position: ContractPositionRecord) => position.agreedQuantity - position.calledOffQuantity
const table = (contractNumber = FLEET_2026) => dataTable(`Positionen des Vertrags ${contractNumber}`)
const positionNumbers = (contractNumber?: string) => table(contractNumber).column(0)

describe('contract-positions', () => {
  it('asks a visitor to sign in and sends an employee acting for nobody to the customer overview', async () => {
    visit(`?contract=${FLEET_2026}`)
    await expectNotesInsteadOfTable(renderPositions, [
      [null, 'Bitte melden Sie sich an, um Ihre Verträge zu sehen.'],
      [EMPLOYEE, 'Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine Verträge zu sehen.'],
    ])
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('says that no contract is chosen when the address names none, with the way back', async () => {
    visit('')
    await renderPositions()
    expect(screen.getByText('Es ist kein Vertrag gewählt. Wählen Sie einen Vertrag in der Liste Ihrer Verträge.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zu den Verträgen' })).toHaveAttribute('href', '/konto/vertraege')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('drops a contract number from the address that is none, with a warning, and says that no contract is chosen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    visit(`?contract=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
    await renderPositions()
    expect(screen.getByText('Es ist kein Vertrag gewählt. Wählen Sie einen Vertrag in der Liste Ihrer Verträge.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.contract'))
  })

  it('shows the first 20 of the contract’s 28 positions from the address, each with its product link, quantities, price and last call-off', async () => {
    visit(`?contract=${FLEET_2026}`)
    await renderPositions({ backUrl: '/konto/vertraege' })
    await table().expectSummary('Einträge 1–20 von 28')
    const positions = positionsOf(FLEET_2026)
    expect(positionNumbers()).toEqual(positions.slice(0, 20).map((position) => position.positionNumber))
    const first = positions[0]!
    const { product, variant } = variantByArticle(first.articleNumber)!
    expect(table().cells(0)).toEqual([
      '10',
      first.articleNumber,
      product.title,
      `${variant.size} ${variant.container}`,
      String(first.agreedQuantity),
      String(first.calledOffQuantity),
      String(open(first)),
      'CHF 484.15',
      '13.10.2026',
    ])
    expect(within(table().rows()[0]!).getByRole('link', { name: product.title })).toHaveAttribute('href', product.url)
    expect(table().columnHeader('Vertragspreis (Netto / exkl. MwSt.)')).toHaveTextContent('Vertragspreis (Netto / exkl. MwSt.)')
    expect(screen.getByRole('link', { name: 'Zurück zu den Verträgen' })).toHaveAttribute('href', '/konto/vertraege')
    expect(table().pageButton(2)).toBeInTheDocument()
  })

  it('keeps the room of the rows the CMS expects while a short contract loads, so nothing below it moves', async () => {
    const positions = positionsOf('4600001023')
    expect(positions.length).toBeLessThan(20)
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/contracts/4600001023/positions/', until: answer.opened })
    await renderPositions({ contractNumber: '4600001023', expectedRows: positions.length })
    expect(table('4600001023').skeletonRows()).toHaveLength(positions.length)
    answer.open()
    await table().expectSummary(`Einträge 1–${positions.length} von ${positions.length}`)
    expect(table('4600001023').rows()).toHaveLength(positions.length)
  })

  it('says when a position was never called off', async () => {
    const [contractNumber, positions] = contractsOfCustomer(getShop().db, '0001004711')
      .filter((contract) => contract.validFrom > '2026-11-24')
      .map((contract) => [contract.contractNumber, contract.positions] as const)[0]!
    await renderPositions({ contractNumber })
    await table().expectSummary(`Einträge 1–${positions.length} von ${positions.length}`)
    expect(new Set(table(contractNumber).column(8))).toEqual(new Set(['Noch kein Abruf']))
  })

  it('takes the contract of its props before the address’s', async () => {
    visit('?contract=4600001023')
    const positions = positionsOf('4600001034')
    await renderPositions({ contractNumber: '4600001034' })
    await table().expectSummary(`Einträge 1–${positions.length} von ${positions.length}`)
    expect(positionNumbers('4600001034')).toEqual(positions.map((position) => position.positionNumber))
  })

  it('sorts by what is open and filters the open positions by the day of their last call-off, kept in the address under its own key', async () => {
    visit(`?contract=${FLEET_2026}`)
    const { user } = await renderPositions({ backUrl: '/konto/vertraege', storedKey: 'positionen' })
    await table().expectSummary('Einträge 1–20 von 28')
    const positions = positionsOf(FLEET_2026)

    await user.click(table().sortButton('Offen'))
    const byOpen = [...positions].sort((a, b) => open(a) - open(b) || Number(a.positionNumber) - Number(b.positionNumber))
    await waitFor(() => expect(positionNumbers()).toEqual(byOpen.slice(0, 20).map((position) => position.positionNumber)))
    expect(readStoredParams('positionen')).toEqual({ sortField: 'remainingQuantity', sortOrder: 'asc' })

    const form = await table().openFilters(user)
    await user.selectOptions(within(form).getByLabelText('Offene Menge'), 'Noch offen')
    table().enterDateRange(form, 'Letzter Abruf', { from: '2026-09-01' })
    await table().applyFilters(user, form)
    const expected = byOpen.filter((position) => open(position) > 0 && position.lastCallOff !== null && position.lastCallOff >= '2026-09-01')
    await table().expectSummary(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(positionNumbers()).toEqual(expected.map((position) => position.positionNumber))
    expect(readStoredParams('positionen')).toEqual({ sortField: 'remainingQuantity', sortOrder: 'asc', remaining: 'open', dateFrom: '2026-09-01' })
    expect(readStoredParams()).toEqual({})
    expect(new URL(window.location.href).searchParams.get('contract')).toBe(FLEET_2026)
  })

  it('says that a contract of another customer was not found, as a note in the table’s place without a retry (spec 1 §8)', async () => {
    const other = contractsOfCustomer(getShop().db, '0001004712')[0]!.contractNumber
    visit(`?contract=${other}`)
    await renderPositions()
    expect(await screen.findByText(`Der Vertrag ${other} wurde nicht gefunden.`)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zu den Verträgen' })).toBeInTheDocument()
  })

  it('says an unknown error occurred, spec 1 §8’s text going to the console, when the answer lacks its data, and loads again on request', async () => {
    visit(`?contract=${FLEET_2026}`)
    await failWithoutDataThenRetry(`/api/contracts/${FLEET_2026}/positions/`, renderPositions, 'API failure during contracts/fetchContractPositions request.')
    await table().expectSummary('Einträge 1–20 von 28')
  })

  it('shows the positions of the customer an employee acts for, and gross prices to a retailer in retailer mode', async () => {
    const huber = contractsOfCustomer(getShop().db, '0001004712')[0]!
    await employeeActsFor('0001004712', '0000310003')
    const employee = await renderPositions({ contractNumber: huber.contractNumber }, { user: EMPLOYEE })
    await table().expectSummary(`Einträge 1–${huber.positions.length} von ${huber.positions.length}`)
    employee.runtime.destroy()

    const retailer = contractsOfCustomer(getShop().db, '0001005120').find((contract) => contract.kind === 'value')!
    await callApi('POST', '/api/user/retailer-mode', { as: 'haendler@example.ch', body: { enabled: true } })
    await renderPositions({ contractNumber: retailer.contractNumber }, { user: 'haendler@example.ch' })
    await table().expectSummary(`Einträge 1–${retailer.positions.length} von ${retailer.positions.length}`)
    const first = retailer.positions[0]!
    const gross = chf(Math.round((first.unitRappen * 1.081) / 5) * 5)
    expect(within(table(retailer.contractNumber).rows()[0]!).getAllByRole('cell')[7]).toHaveTextContent(formatPrice(gross))
    expect(table(retailer.contractNumber).sortButton('Vertragspreis (Brutto / inkl. MwSt.)')).toBeInTheDocument()
  })

  it('exports every position as CSV with the contract price in CHF', async () => {
    const downloads = catchDownloads()
    const { user } = await renderPositions({ contractNumber: FLEET_2026, pageSize: 10 })
    await table().expectSummary('Einträge 1–10 von 28')
    await table().exportCsv(user)
    expect(await screen.findByText('Als CSV exportierte Zeilen: 28')).toBeInTheDocument()
    const { lines } = await downloads.csv()
    expect(lines[0]).toBe('Position;Artikelnummer;Produkt;Gebinde;Vereinbart (Gebinde);Abgerufen (Gebinde);Offen (Gebinde);Vertragspreis in CHF (Netto / exkl. MwSt.);Letzter Abruf')
    const first = positionsOf(FLEET_2026)[0]!
    const { product, variant } = variantByArticle(first.articleNumber)!
    expect(lines[1]).toBe(`10;${first.articleNumber};${product.title};${variant.size} ${variant.container};${first.agreedQuantity};${first.calledOffQuantity};${open(first)};484.15;${formatDate(first.lastCallOff!)}`)
    expect(lines).toHaveLength(30)
  })
})
