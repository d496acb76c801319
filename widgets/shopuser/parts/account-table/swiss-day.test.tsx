import { screen, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import type { OrderRecord } from '@/test/mocks/db/commerce'
import { getShop } from '@/test/mocks/shops'
import { renderWidget } from '@/test/render'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable } from '@/test/tables'

// An order placed at 23:30 UTC on 23 November 2026: 00:30 on the 24th in Zurich (UTC+1), the day the server's date
// range files it under. The tests run in UTC, where a date written in the browser's zone (dates.ts formatDate)
// would say the 23rd.
const PLACED = '2026-11-23T23:30:00Z'
const SWISS_DAY = '24.11.2026'
const ORDER_NUMBER = '4500019999'
const PACK = '10-4111.004'

/** The order the checkout would have stored, after every order of the seeded history (which ends the day before). */
function placeLateOrder() {
  const order: OrderRecord = {
    orderNumber: ORDER_NUMBER,
    createdAt: PLACED,
    username: CUSTOMER,
    customerId: '0001004711',
    lines: [{ itemKey: 'late-1', articleNumber: PACK, quantity: 2, itemRefText: '', unitRappen: 4850 }],
    totalRappen: 9700,
    delivery: null,
    status: 'received',
  }
  getShop().db.commerce.orders.push(order)
}

const render = (name: Parameters<typeof renderWidget>[0]) => renderWidget(name, {}, { user: CUSTOMER, pageData: { session: { urls: ACCOUNT_URLS } } })

describe('the account’s order dates', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The check of the test itself: in this zone the browser's day is another one.
    expect(formatDate(PLACED)).not.toBe(SWISS_DAY)
    placeLateOrder()
  })

  it('order-history writes an order’s date as its Swiss day, on the page and in the export', async () => {
    const downloads = catchDownloads()
    const { user } = await render('shopuser/order-history')
    const table = dataTable('Ihre Bestellungen')
    await table.expectSummary('Einträge 1–20 von 501')
    expect(table.cells(0).slice(0, 2)).toEqual([ORDER_NUMBER, SWISS_DAY])
    await table.exportCsv(user)
    expect(await screen.findByText('Als CSV exportierte Zeilen: 501')).toBeInTheDocument()
    const { lines } = await downloads.csv()
    expect(lines[1]).toContain(`${ORDER_NUMBER};${SWISS_DAY};`)
  })

  it('ordered-products writes the last order date as its Swiss day', async () => {
    await render('shopuser/ordered-products')
    const table = dataTable('Ihre bestellten Artikel')
    const row = await within(document.body).findByText(PACK, { selector: 'td span > span' }, { timeout: 5000 })
    expect(within(row.closest('tr')!).getAllByRole('cell')[2]).toHaveTextContent(SWISS_DAY)
    expect(table.rows()[0]).toBe(row.closest('tr'))
  })

  it('order-detail writes the order date as its Swiss day', async () => {
    window.history.replaceState(null, '', `/konto/bestellung?order=${ORDER_NUMBER}`)
    await render('shopuser/order-detail')
    await screen.findByRole('table', { name: `Positionen der Bestellung ${ORDER_NUMBER}` }, { timeout: 5000 })
    expect(screen.getByText('Bestelldatum', { selector: 'dt' }).nextElementSibling).toHaveTextContent(SWISS_DAY)
  })
})
