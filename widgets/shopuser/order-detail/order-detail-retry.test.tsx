import { screen, waitFor, within } from '@testing-library/react'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, CUSTOMER, widgetRenderer } from '@/test/tables'

const renderDetail = widgetRenderer('shopuser/order-detail', { user: CUSTOMER, urls: ACCOUNT_URLS, props: {} })
const newest = () => [...ordersOfCustomer(getShop().db, '0001004711')].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!

/** Opens the page of the customer's newest order, whose first request fails. */
async function failFirst() {
  const { orderNumber } = newest()
  window.history.replaceState(null, '', `/konto/bestellung?order=${orderNumber}`)
  const path = `/api/orders/${orderNumber}`
  injectFault({ method: 'GET', path, status: 503, times: 1 })
  const page = await renderDetail()
  const alert = await screen.findByRole('alert')
  return { ...page, orderNumber, path, retry: within(alert).getByRole('button', { name: 'Erneut versuchen' }) }
}

describe('order-detail: the retry', { timeout: 20_000 }, () => {
  it('stays on the page as busy while the order is asked for again, and the focus goes to the order’s heading when it is there', async () => {
    const { user, orderNumber, path, retry } = await failFirst()
    const answer = gate()
    injectFault({ method: 'GET', path, until: answer.opened, times: 1 })
    await user.click(retry)
    // Still the same button, busy, with the focus: not gone from under the keyboard.
    expect(retry).toBeInTheDocument()
    expect(retry).toHaveAttribute('aria-busy', 'true')
    expect(retry).toHaveFocus()
    answer.open()
    await screen.findByRole('table', { name: `Positionen der Bestellung ${orderNumber}` }, { timeout: 5000 })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: `Bestellung ${orderNumber}` })).toHaveFocus()
  })

  it('keeps the focus on the button when the order fails again, no longer busy', async () => {
    const { user, path, retry } = await failFirst()
    const answer = gate()
    injectFault({ method: 'GET', path, status: 500, until: answer.opened, times: 1 })
    await user.click(retry)
    expect(retry).toHaveAttribute('aria-busy', 'true')
    answer.open()
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'))
    expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(retry).toHaveFocus()
  })
})
