import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { readStoredParams } from '@/src/lib/stored-params'
import { findAccount } from '@/test/mocks/db/index'
import { customersOf, type CustomerRecord } from '@/test/mocks/db/customers'
import { ok } from '@/test/mocks/envelope'
import { gate, injectFault } from '@/test/mocks/faults'
import { customerTable } from '@/test/mocks/handlers/customers'
import { server } from '@/test/mocks/node'
import { route } from '@/test/mocks/route'
import { answerTable, withTableQuery } from '@/test/mocks/table-query'
import { catchDownloads, CUSTOMER, dataTable, EMPLOYEE, expectNotesInsteadOfTable, failWithoutDataThenRetry, visitWithStored, widgetRenderer } from '@/test/tables'

const renderList = widgetRenderer('shopuser/customer-list', { user: EMPLOYEE, props: {} })
const visitWith = (stored: Record<string, string>) => visitWithStored('/konto/kundenliste', stored)

const customers = () => customersOf(findAccount(EMPLOYEE)!)
const byCompany = (list: CustomerRecord[]) => [...list].sort((a, b) => a.company.localeCompare(b.company, 'de-CH'))
const table = dataTable('Ihre Kunden')
const numbers = () => table.column(0)

describe('customer-list', () => {
  it('asks a visitor to sign in, and tells a customer the list is for employees', async () => {
    await expectNotesInsteadOfTable(renderList, [
      [null, 'Bitte melden Sie sich an, um Ihre Kunden zu sehen.'],
      [CUSTOMER, 'Die Kundenliste steht nur Mitarbeitenden zur Verfügung.'],
    ])
  })

  it('shows skeleton rows while the first page loads, then 20 of the employee’s 40 customers by company, each with its details', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/customers/list', until: answer.opened })
    await renderList()
    expect(table.summary('Wird geladen …')).toBeInTheDocument()
    expect(table.skeletonRows()).toHaveLength(20)

    answer.open()
    await table.expectSummary('Einträge 1–20 von 40')
    expect(numbers()).toEqual(byCompany(customers()).slice(0, 20).map((customer) => customer.customerId))
    expect(table.headers()).toEqual(['Kundennummer', 'Firma', 'Kontaktpersonen', 'Adresse'])
    const brunner = table.rows().find((row) => within(row).queryByText('Brunner Transporte AG'))!
    const [number, company, people, address] = within(brunner).getAllByRole('cell')
    expect(number).toHaveTextContent('0001004711')
    expect([...company!.children].map((line) => line.textContent)).toEqual(['Brunner Transporte AG', 'Transport und Logistik'])
    expect(people).toHaveTextContent(/^Thomas Brunner \(Geschäftsführer\), Monika Frei \(Einkauf\)$/)
    expect([...address!.children].map((line) => line.textContent)).toEqual(['Industriestrasse 24', '8404 Winterthur'])
    expect(table.pageButton(2)).toBeInTheDocument()
  })

  it('keeps as many placeholder rows as the CMS says the first page has, so a short page does not move what follows', async () => {
    visitWith({ search: 'lehmann' })
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/customers/list', until: answer.opened })
    await renderList({ expectedRows: 1 })
    expect(table.skeletonRows()).toHaveLength(1)
    answer.open()
    await table.expectSummary('Einträge 1–1 von 1')
    expect(table.rows()).toHaveLength(1)
  })

  it('sorts by place (the address column) ascending, descending, then not at all, and keeps the sort in the address', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 40')
    const byCity = [...customers()].sort((a, b) => a.city.localeCompare(b.city, 'de-CH') || a.postalCode.localeCompare(b.postalCode))

    await user.click(table.sortButton('Adresse'))
    await waitFor(() => expect(numbers()).toEqual(byCity.slice(0, 20).map((customer) => customer.customerId)))
    expect(table.columnHeader('Adresse')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'city', sortOrder: 'asc' })

    await user.click(table.sortButton('Adresse'))
    await waitFor(() => expect(numbers()).toEqual([...byCity].reverse().slice(0, 20).map((customer) => customer.customerId)))
    expect(readStoredParams()).toEqual({ sortField: 'city', sortOrder: 'desc' })

    await user.click(table.sortButton('Adresse'))
    await waitFor(() => expect(numbers()).toEqual(byCompany(customers()).slice(0, 20).map((customer) => customer.customerId)))
    expect(readStoredParams()).toEqual({})
  })

  it('searches and filters by canton and branch, back to page 1, and keeps them in the address', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 40')
    await user.click(table.pageButton(2))
    await table.expectSummary('Einträge 21–40 von 40')

    const form = await table.openFilters(user)
    await user.selectOptions(within(form).getByLabelText('Kanton'), 'Bern')
    await user.selectOptions(within(form).getByLabelText('Branche'), 'Garage und Werkstatt')
    await table.applyFilters(user, form)
    const garagesInBern = byCompany(customers().filter((customer) => customer.canton === 'BE' && customer.industry === 'garage'))
    await table.expectSummary(`Einträge 1–${garagesInBern.length} von ${garagesInBern.length}`)
    expect(numbers()).toEqual(garagesInBern.map((customer) => customer.customerId))
    expect(readStoredParams()).toEqual({ canton: 'BE', industry: 'garage' })

    const search = within(table.filterForm()).getByLabelText('Kunde, Kontakt oder Ort')
    await user.type(search, 'lehmann')
    await table.applyFilters(user, table.filterForm())
    await table.expectSummary('Einträge 1–1 von 1')
    expect(table.rows()[0]).toHaveTextContent('Carrosserie Lehmann AG')
    expect(readStoredParams()).toEqual({ search: 'lehmann', canton: 'BE', industry: 'garage' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 3 aktiv')
  })

  it('shows the view of the address on load, and says no customer was found when the filters leave none', async () => {
    visitWith({ sortField: 'customerId', sortOrder: 'desc', page: '2' })
    const first = await renderList()
    const descending = [...customers()].sort((a, b) => b.customerId.localeCompare(a.customerId))
    await table.expectSummary('Einträge 21–40 von 40')
    expect(numbers()).toEqual(descending.slice(20).map((customer) => customer.customerId))
    expect(table.columnHeader('Kundennummer')).toHaveAttribute('aria-sort', 'descending')
    first.runtime.destroy()

    visitWith({ location: 'Timbuktu' })
    await renderList()
    expect(await screen.findByText('Zu Ihren Filtern wurde kein Kunde gefunden.')).toBeInTheDocument()
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
  })

  it('says so when no customers are assigned to the employee', async () => {
    server.use(http.get(route('customers'), withTableQuery(({ query }) => ok(answerTable([], query, customerTable([]))))))
    await renderList()
    expect(await screen.findByText('Ihnen sind noch keine Kunden zugeordnet.')).toBeInTheDocument()
  })

  it('keeps the page shown when a request fails, with the server’s message, and the unknown-error text without one', async () => {
    const { user } = await renderList()
    await table.expectSummary('Einträge 1–20 von 40')
    const shown = numbers()
    injectFault({ method: 'GET', path: '/api/customers/list', status: 503, messages: [{ type: 'error', message: 'Das CRM ist gerade nicht erreichbar.' }] })
    await user.click(table.sortButton('Kundennummer'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Das CRM ist gerade nicht erreichbar.')
    expect(numbers()).toEqual(shown)
    expect(table.columnHeader('Kundennummer')).not.toHaveAttribute('aria-sort')

    injectFault({ method: 'GET', path: '/api/customers/list', status: 500 })
    await user.click(table.pageButton(2))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    expect(table.pageButton(1)).toHaveAttribute('aria-current', 'page')
  })

  it('says an unknown error occurred, spec 1 §8’s text going to the console, when the answer lacks its data, and loads again on request', async () => {
    await failWithoutDataThenRetry('/api/customers/list', renderList, 'API failure during customers/fetchCustomers request.')
    await table.expectSummary('Einträge 1–20 von 40')
  })

  it('exports every page of the filtered list as CSV, UTF-8 with byte order mark and ;', async () => {
    const downloads = catchDownloads()
    visitWith({ canton: 'ZH' })
    const { user } = await renderList({ pageSize: 10 })
    const zurich = byCompany(customers().filter((customer) => customer.canton === 'ZH'))
    await table.expectSummary(`Einträge 1–${zurich.length} von ${zurich.length}`)
    await table.exportCsv(user)
    expect(await screen.findByText(`Als CSV exportierte Zeilen: ${zurich.length}`)).toBeInTheDocument()
    const { text, lines } = await downloads.csv()
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(lines[0]).toBe('Kundennummer;Firma;Kontaktpersonen;Adresse')
    // Quoted where a comma is (src/lib/csv.ts); the contacts with their roles and e-mail addresses.
    expect(lines).toContain(
      '0001004711;Brunner Transporte AG;"Thomas Brunner (Geschäftsführer, thomas.brunner@example.ch) / Monika Frei (Einkauf, monika.frei@example.ch)";"Industriestrasse 24, 8404 Winterthur"',
    )
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(zurich.map((customer) => customer.customerId))
  })
})
