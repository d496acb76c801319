import { screen, waitFor } from '@testing-library/react'
import { emptyQuery, queryParams } from '@/src/lib/table-query'
import { chooseContact } from '@/store/contacts'
import { callApi } from '@/test/mocks/call-api'
import { contractsOfCustomer } from '@/test/mocks/db/contracts'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { getShop } from '@/test/mocks/shops'
import { renderWidget } from '@/test/render'
import { ACCOUNT_URLS, dataTable, EMPLOYEE, employeeActsFor } from '@/test/tables'

// The employee acts for Garage Huber GmbH, then, on the same page, for Landmaschinen Zürcher AG (test/mocks/db/users.ts).
const HUBER = { id: '0001004712', contactId: '0000310003' }
const ZUERCHER = { id: '0001004738', contactId: '0000310005' }

type Entry = Record<string, string | number | null | undefined>
type Results = { entries: Entry[]; total: number }

/** The first page of a table's GET as the server answers the employee now (for the customer acted for): the rows to expect. */
async function firstPage(path: string): Promise<Results> {
  const { json } = await callApi('GET', `${path}?${new URLSearchParams(Object.entries(queryParams(emptyQuery(20))).map(([name, value]) => [name, String(value)]))}`, { as: EMPLOYEE })
  return (json as { data: { results: Results } }).data.results
}

const render = (name: Parameters<typeof renderWidget>[0]) => renderWidget(name, {}, { user: EMPLOYEE, pageData: { session: { urls: ACCOUNT_URLS } } })

// Each table by its caption, its GET, and what one of its columns shows of an entry.
const TABLES = [
  { widget: 'shopuser/order-history', caption: 'Ihre Bestellungen', path: '/api/orders/', column: 0, cell: (entry: Entry) => String(entry.orderNumber) },
  { widget: 'shopuser/ordered-products', caption: 'Ihre bestellten Artikel', path: '/api/article-order-history/', column: 1, cell: (entry: Entry) => `${entry.productId}${entry.packSize ?? ''}` },
  { widget: 'shopuser/contract-list', caption: 'Ihre Verträge', path: '/api/contracts/', column: 0, cell: (entry: Entry) => String(entry.contractNumber) },
  { widget: 'shopuser/safety-data-sheets', caption: 'Sicherheitsdatenblätter Ihrer Produkte', path: '/api/safety-data-sheet', column: 5, cell: (entry: Entry) => String(entry.fileName) },
] as const

describe('AccountTableGate', { timeout: 20_000 }, () => {
  // The store can change whom the employee acts for under a mounted island (the header's menu is another island
  // of the same store; another tab's answer): the table starts again for the new customer.
  it.each(TABLES)('$widget shows the rows of the customer the employee acts for once another contact is chosen on the same page', async ({ widget, caption, path, column, cell }) => {
    await employeeActsFor(HUBER.id, HUBER.contactId)
    const { store } = await render(widget)
    const table = dataTable(caption)
    const expectRows = async ({ entries, total }: Results) => {
      await table.expectSummary(`Einträge 1–${entries.length} von ${total}`)
      await waitFor(() => expect(table.column(column)).toHaveLength(entries.length))
      entries.forEach((entry, index) => expect(table.column(column)[index]).toContain(cell(entry)))
    }
    const huber = await firstPage(path)
    await expectRows(huber)

    await store.dispatch(chooseContact({ id: ZUERCHER.id, contactId: ZUERCHER.contactId }))
    const zuercher = await firstPage(path)
    // The two customers' first pages differ, so the table cannot pass by showing the previous one's.
    expect(zuercher.entries.map(cell)).not.toEqual(huber.entries.map(cell))
    await waitFor(() => expect(table.column(column)[0]).toContain(cell(zuercher.entries[0]!)), { timeout: 5000 })
    await expectRows(zuercher)
  })

  it.each([
    {
      widget: 'shopuser/order-detail',
      visit: () => `/konto/bestellung?order=${ordersOfCustomer(getShop().db, HUBER.id)[0]!.orderNumber}`,
      shown: (number: string) => screen.findByRole('table', { name: `Positionen der Bestellung ${number}` }, { timeout: 5000 }),
      notFound: (number: string) => `Die Bestellung ${number} wurde nicht gefunden.`,
    },
    {
      widget: 'shopuser/contract-positions',
      visit: () => `/konto/vertrag?contract=${contractsOfCustomer(getShop().db, HUBER.id)[0]!.contractNumber}`,
      shown: (number: string) => screen.findByRole('table', { name: `Positionen des Vertrags ${number}` }, { timeout: 5000 }),
      notFound: (number: string) => `Der Vertrag ${number} wurde nicht gefunden.`,
    },
  ] as const)('$widget asks again for the customer the employee acts for once another contact is chosen: the previous one’s is not found', async ({ widget, visit, shown, notFound }) => {
    const address = visit()
    window.history.replaceState(null, '', address)
    const number = new URL(address, 'http://localhost').searchParams.values().next().value!
    await employeeActsFor(HUBER.id, HUBER.contactId)
    const { store } = await render(widget)
    await shown(number)

    await store.dispatch(chooseContact({ id: ZUERCHER.id, contactId: ZUERCHER.contactId }))
    expect(await screen.findByText(notFound(number), {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
