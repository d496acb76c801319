import { screen, waitFor, within } from '@testing-library/react'
import { apiHooks, connectApi } from '@/api/connect'
import { readStoredParams } from '@/src/lib/stored-params'
import type { SelectedContact } from '@/store/account'
import { findAccount, userDataFor } from '@/test/mocks/db/index'
import { customersOf } from '@/test/mocks/db/customers'
import { gate, injectFault } from '@/test/mocks/faults'
import { dataTable, EMPLOYEE, expectNotesInsteadOfTable, widgetRenderer } from '@/test/tables'

const renderOverview = widgetRenderer('shopuser/customer-overview', { user: EMPLOYEE, props: {} })

/** Records the reload the overview asks for after choosing, in place of the page's navigate (window.location.assign, which jsdom cannot). */
function recordNavigation() {
  const navigate = vi.fn()
  connectApi({ ...apiHooks(), navigate })
  return navigate
}

const customers = () => customersOf(findAccount(EMPLOYEE)!)
const byCompany = () => [...customers()].sort((a, b) => a.company.localeCompare(b.company, 'de-CH'))
const table = dataTable('Kunden und Kontakte')
// The company's first line (its branch is the second).
const companies = () => table.rows().map((row) => within(row).getAllByRole('cell')[1]!.firstElementChild?.textContent)
const searchBox = () => screen.getByRole('searchbox', { name: 'Kunde oder Kontakt suchen' })
const actFor = (name: string, company: string) => screen.getByRole('button', { name: `Im Namen von ${name} (${company}) handeln` })

describe('customer-overview', () => {
  it('asks a visitor to sign in, and tells a customer the overview is for employees; no table for either', async () => {
    await expectNotesInsteadOfTable(renderOverview, [
      [null, 'Bitte melden Sie sich an, um die Kundenübersicht zu sehen.'],
      ['haendler@example.ch', 'Die Kundenübersicht steht nur Mitarbeitenden zur Verfügung, die im Namen von Kunden handeln.'],
    ])
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
  })

  it('lists the employee’s customers with a button per contact to act on their behalf, 20 per page', async () => {
    await renderOverview()
    await table.expectSummary('Einträge 1–20 von 40')
    expect(table.headers()).toEqual(['Kundennummer', 'Firma', 'Kontakt wählen'])
    expect(companies()).toEqual(byCompany().slice(0, 20).map((customer) => customer.company))
    const brunner = table.rows().find((row) => within(row).queryByText('Brunner Transporte AG'))!
    const [number, company] = within(brunner).getAllByRole('cell')
    expect(number).toHaveTextContent('0001004711')
    expect([...company!.children].map((line) => line.textContent)).toEqual(['Brunner Transporte AG', '8404 Winterthur'])
    // A button per contact, named by the person; what it does is in its accessible name.
    const buttons = within(brunner).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Thomas Brunner', 'Monika Frei'])
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Im Namen von Thomas Brunner (Brunner Transporte AG) handeln',
      'Im Namen von Monika Frei (Brunner Transporte AG) handeln',
    ])
    // Nobody is acted for yet: no contact is marked.
    expect(screen.queryByText('Aktueller Kontakt')).not.toBeInTheDocument()
  })

  it('searches a contact with the search box, keeps the search in the address, and says when nothing is found', async () => {
    const { user } = await renderOverview()
    await table.expectSummary('Einträge 1–20 von 40')
    await user.type(searchBox(), 'zurbriggen{Enter}')
    await table.expectSummary('Einträge 1–1 von 1')
    expect(companies()).toEqual(['Tiefbau Imboden AG'])
    expect(readStoredParams()).toEqual({ search: 'zurbriggen' })
    // The search is the list's text filter: the filter bar says so and shows it.
    const toggle = screen.getByRole('button', { name: 'Filter 1 aktiv' })
    await user.click(toggle)
    expect(within(table.filterForm()).getByLabelText('Kunde, Kontakt oder Ort')).toHaveValue('zurbriggen')

    await user.clear(searchBox())
    await user.type(searchBox(), 'Raffinerie')
    await user.click(screen.getByRole('button', { name: 'Suchen' }))
    expect(await screen.findByText('Zu Ihrer Suche wurde kein Kunde gefunden.')).toBeInTheDocument()

    // A reset in the filter bar empties the search box too.
    await user.click(within(table.filterForm()).getByRole('button', { name: 'Filter zurücksetzen' }))
    await table.expectSummary('Einträge 1–20 von 40')
    expect(searchBox()).toHaveValue('')
    expect(readStoredParams()).toEqual({})
  })

  it('sorts by customer number and pages', async () => {
    const { user } = await renderOverview()
    await table.expectSummary('Einträge 1–20 von 40')
    await user.click(table.sortButton('Kundennummer'))
    const ascending = [...customers()].sort((a, b) => a.customerId.localeCompare(b.customerId))
    await waitFor(() => expect(companies()).toEqual(ascending.slice(0, 20).map((customer) => customer.company)))
    await user.click(table.pageButton(2))
    await table.expectSummary('Einträge 21–40 von 40')
    expect(companies()).toEqual(ascending.slice(20).map((customer) => customer.company))
    expect(readStoredParams()).toEqual({ sortField: 'customerId', sortOrder: 'asc', page: '2' })
  })

  it('acts on behalf of the chosen contact, the state the header reads, then loads the page again', async () => {
    const { user, store } = await renderOverview()
    const navigate = recordNavigation()
    await table.expectSummary('Einträge 1–20 von 40')
    await user.type(searchBox(), 'Imboden{Enter}')
    await table.expectSummary('Einträge 1–1 von 1')
    await user.click(actFor('Nicole Zurbriggen', 'Tiefbau Imboden AG'))

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(window.location.href.split('#')[0]))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(store.getState().account.selectedContact).toEqual({ name: 'Tiefbau Imboden AG', customerId: '0001004781', contactPerson: { name: 'Nicole Zurbriggen' } })
    expect(findAccount(EMPLOYEE)!.selectedContact).toMatchObject({ customerId: '0001004781' })
    // Until the page has loaded again, the chosen contact is marked and the others cannot be chosen.
    const row = table.rows()[0]!
    expect(within(row).getByText('Aktueller Kontakt')).toBeInTheDocument()
    expect(actFor('Raphael Imboden', 'Tiefbau Imboden AG')).toHaveAttribute('aria-disabled', 'true')
  })

  it('marks the contact the employee acts for after a page load, and may switch to another', async () => {
    const huber: SelectedContact = { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } }
    findAccount(EMPLOYEE)!.selectedContact = huber
    const { user, store } = await renderOverview({}, { user: EMPLOYEE, pageData: { user: { ...userDataFor(EMPLOYEE)!, selectedContact: huber } } })
    const navigate = recordNavigation()
    await user.type(searchBox(), 'Huber{Enter}')
    await table.expectSummary('Einträge 1–1 von 1')
    const row = table.rows()[0]!
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Peter HuberAktueller Kontakt', 'Claudia Huber'])
    expect(within(row).getAllByRole('button', { name: /^Im Namen von/ })).toHaveLength(1)
    await user.click(actFor('Claudia Huber', 'Garage Huber GmbH'))
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    expect(store.getState().account.selectedContact).toMatchObject({ contactPerson: { name: 'Claudia Huber' } })
  })

  it('chooses once, however often it is pressed, and no other contact while the server answers', async () => {
    const { user, store } = await renderOverview()
    const navigate = recordNavigation()
    await table.expectSummary('Einträge 1–20 von 40')
    const answer = gate()
    injectFault({ method: 'POST', path: '/api/contact/select', until: answer.opened })
    const button = actFor('Monika Frei', 'Brunner Transporte AG')
    await user.dblClick(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    const other = actFor('Thomas Brunner', 'Brunner Transporte AG')
    expect(other).toHaveAttribute('aria-disabled', 'true')
    await user.click(other)
    answer.open()
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(store.getState().account.selectedContact).toMatchObject({ contactPerson: { name: 'Monika Frei' } })
  })

  it('stays for another try when the server refuses the contact, with its message, and does not reload', async () => {
    const { user } = await renderOverview()
    const navigate = recordNavigation()
    await table.expectSummary('Einträge 1–20 von 40')
    injectFault({ method: 'POST', path: '/api/contact/select', status: 400, messages: [{ type: 'error', message: 'Der gewählte Kontakt ist nicht verfügbar.' }] })
    const button = actFor('Thomas Brunner', 'Brunner Transporte AG')
    await user.click(button)
    expect(await screen.findByText('Der gewählte Kontakt ist nicht verfügbar.')).toBeInTheDocument()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
    expect(navigate).not.toHaveBeenCalled()
    expect(findAccount(EMPLOYEE)!.selectedContact).toBeNull()

    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1))
  })

  it('works with the keyboard alone: search, then act for a contact', async () => {
    const { user, store } = await renderOverview()
    recordNavigation()
    await table.expectSummary('Einträge 1–20 von 40')
    await user.tab()
    expect(searchBox()).toHaveFocus()
    await user.keyboard('Favre{Enter}')
    await table.expectSummary('Einträge 1–1 von 1')
    const button = actFor('Olivier Favre', 'Carrosserie Favre SA')
    for (let presses = 0; presses < 20 && document.activeElement !== button; presses++) await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(store.getState().account.selectedContact).toMatchObject({ customerId: '0001004705', contactPerson: { name: 'Olivier Favre' } }))
  })

  it('says an unknown error occurred when the answer lacks its data, and leaves spec 1 §8’s text to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    injectFault({ method: 'GET', path: '/api/customers/list', status: 200 })
    await renderOverview()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(alert).not.toHaveTextContent('API failure')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during customers/fetchCustomers request.'))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    // The search stays, so the employee can try again with a term.
    expect(searchBox()).toBeInTheDocument()
  })
})
