import { screen, waitFor, within } from '@testing-library/react'
import { formatDate } from '@/src/lib/dates'
import { formatPrice } from '@/src/lib/money'
import { readStoredParams } from '@/src/lib/stored-params'
import { findAccount } from '@/test/mocks/db/index'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { chf, orderability, VAT_RATE, variantByArticle } from '@/test/mocks/db/prices'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, CUSTOMER, EMPLOYEE, employeeActsFor, expectNotesInsteadOfTable, widgetRenderer } from '@/test/tables'

const BRUNNER = '0001004711'
const renderDetail = widgetRenderer('shopuser/order-detail', { user: CUSTOMER, urls: { ...ACCOUNT_URLS, orderHistoryUrl: '/konto/bestellhistorie' }, props: {} })

/** The page's address with `?order=…`, as the order history links it. */
const visitOrder = (orderNumber: string) => window.history.replaceState(null, '', `/konto/bestellung?order=${encodeURIComponent(orderNumber)}`)

const newestFirst = (customerId = BRUNNER) => [...ordersOfCustomer(getShop().db, customerId)].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
const orderable = (articleNumber: string) => orderability(articleNumber).orderable
// The seed's newest order with a pack that can no longer be ordered beside one that can, and one whose packs all can.
const mixedOrder = () => newestFirst().find((order) => order.lines.length >= 2 && order.lines.some((line) => !orderable(line.articleNumber)) && order.lines.some((line) => orderable(line.articleNumber)))!
// (None of its packs is in the customer's seeded cart, so each becomes a line of its own.)
const SEEDED_CART = new Set(['10-4111.004', '10-4211.020', '50-1111.004'])
const goodOrder = () => newestFirst().find((order) => order.lines.length >= 3 && order.lines.every((line) => orderable(line.articleNumber) && !SEEDED_CART.has(line.articleNumber)))!

const linesTable = (orderNumber: string) => screen.findByRole('table', { name: `Positionen der Bestellung ${orderNumber}` }, { timeout: 5000 })
const nameOf = (articleNumber: string) => {
  const { product, variant } = variantByArticle(articleNumber)!
  return `${product.title}, ${variant.size} ${variant.container}`
}
/** Opens the page of `order` (by its address, as the history links it) and waits for its lines. */
async function showOrder(order: { orderNumber: string }, options?: Parameters<typeof renderDetail>[1]) {
  visitOrder(order.orderNumber)
  const page = await renderDetail({}, options)
  await linesTable(order.orderNumber)
  return page
}
const cartLines = () => getShop().db.commerce.b2bCarts.get(CUSTOMER)!.lines

describe('order-detail', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in, tells a consumer it is for business customers, and sends an employee acting for nobody to the overview', async () => {
    visitOrder(mixedOrder().orderNumber)
    await expectNotesInsteadOfTable(renderDetail, [
      [null, 'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.'],
      ['konsument@example.ch', 'Die Bestellhistorie steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.'],
      [EMPLOYEE, 'Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seine Bestellungen zu sehen.'],
    ])
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows the order’s head, addresses and lines exactly as the server sent them', async () => {
    const order = goodOrder()
    visitOrder(order.orderNumber)
    const answer = gate()
    injectFault({ method: 'GET', path: `/api/orders/${order.orderNumber}`, until: answer.opened })
    await renderDetail()
    expect(screen.getByRole('heading', { level: 2, name: `Bestellung ${order.orderNumber}` })).toBeInTheDocument()
    expect(screen.getByText('Die Bestellung wird geladen …', { selector: '[role="status"]' })).toBeInTheDocument()

    answer.open()
    const table = await linesTable(order.orderNumber)
    expect(screen.getByRole('link', { name: 'Zurück zur Bestellhistorie' })).toHaveAttribute('href', '/konto/bestellhistorie')
    const facts = Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]))
    expect(facts).toEqual({
      Bestelldatum: formatDate(order.createdAt),
      Status: { received: 'Eingegangen', inProcess: 'In Bearbeitung', shipped: 'Versandt', delivered: 'Geliefert', cancelled: 'Storniert' }[order.status],
      Total: `${formatPrice(chf(order.totalRappen))}Netto / exkl. MwSt.`,
    })
    const delivery = screen.getByRole('heading', { level: 3, name: 'Lieferadresse' }).closest('section')!
    expect(within(delivery).getByText('Brunner Transporte AG').closest('address')).toHaveTextContent('Brunner Transporte AGIndustriestrasse 248404 Winterthur')
    expect(screen.getByRole('heading', { level: 3, name: 'Rechnungsadresse' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Positionen' })).toBeInTheDocument()

    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(order.lines.length)
    const line = order.lines[0]!
    const { product, variant } = variantByArticle(line.articleNumber)!
    const cells = within(rows[0]!).getAllByRole('cell')
    expect(within(cells[0]!).getByRole('checkbox', { name: `Position auswählen: ${nameOf(line.articleNumber)}` })).not.toBeChecked()
    expect(within(cells[1]!).getByRole('link', { name: product.title })).toHaveAttribute('href', product.url)
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      `${product.title}Art.-Nr. ${line.articleNumber}`,
      `${variant.size} ${variant.container}`,
      String(line.quantity),
      formatPrice(chf(line.unitRappen)),
      formatPrice(chf(line.unitRappen * line.quantity)),
    ])
  })

  it('shows the wish date, the comment and the reference texts the checkout took', async () => {
    const order = { ...structuredClone(goodOrder()), orderNumber: '4500012001', createdAt: '2026-11-24T09:00:00.000Z', status: 'received' as const }
    order.delivery = { shipToPartnerId: '0001004721', billToPartnerId: '0001004731', requestedDate: '2026-12-01', comment: 'Bitte an die Rampe 3 liefern.' }
    order.lines[0]!.itemRefText = 'Werkstatt Halle 2'
    getShop().db.commerce.orders.push(order)
    visitOrder('4500012001')
    await renderDetail()
    await linesTable('4500012001')
    expect(screen.getByText('Wunschtermin').nextElementSibling).toHaveTextContent('01.12.2026')
    expect(screen.getByText('Eingegangen')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Bemerkung' }).nextElementSibling).toHaveTextContent('Bitte an die Rampe 3 liefern.')
    expect(screen.getByRole('heading', { name: 'Lieferadresse' }).nextElementSibling).toHaveTextContent('Brunner Transporte AGLager FrauenfeldZürcherstrasse 3108500 Frauenfeld')
    expect(screen.getByText('Referenz: Werkstatt Halle 2')).toBeInTheDocument()
  })

  it('says the order was not found, for an unknown order and for another customer’s alike (spec 1 §8)', async () => {
    visitOrder('4599999999')
    const first = await renderDetail()
    expect(await screen.findByText('Die Bestellung 4599999999 wurde nicht gefunden.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    first.runtime.destroy()

    const foreign = newestFirst('0001004712')[0]!.orderNumber
    visitOrder(foreign)
    await renderDetail()
    expect(await screen.findByText(`Die Bestellung ${foreign} wurde nicht gefunden.`)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says no order is chosen for an address without one, or with one that is no order number, and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await renderDetail()
    expect(screen.getByText('Es ist keine Bestellung ausgewählt.')).toBeInTheDocument()
    first.runtime.destroy()

    injectFault({ method: 'GET', path: '/api/orders/*', status: 500 })
    window.history.replaceState(null, '', '/konto/bestellung?order=%3Cscript%3E')
    await renderDetail()
    expect(screen.getByText('Es ist keine Bestellung ausgewählt.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zur Bestellhistorie' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.order'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('goes back to the order history in the view the order was opened from (spec 1 §2)', async () => {
    const order = goodOrder()
    const view = { sortField: 'total', sortOrder: 'desc', status: 'delivered', page: '2' }
    window.history.replaceState(null, '', `/konto/bestellung?order=${order.orderNumber}&back=${encodeURIComponent(JSON.stringify({ bestellungen: view }))}`)
    await renderDetail()
    await linesTable(order.orderNumber)
    const back = new URL(screen.getByRole('link', { name: 'Zurück zur Bestellhistorie' }).getAttribute('href') ?? '', 'http://shop.test')
    expect(back.pathname).toBe('/konto/bestellhistorie')
    expect(readStoredParams('bestellungen', back.search)).toEqual(view)
  })

  it.each([
    ['no JSON', 'kaputt'],
    ['a list', '["stored"]'],
    ['a name that is no query parameter', '{"a b":{"page":"2"}}'],
    ['a value that is no string', '{"stored":{"page":2}}'],
  ])('goes back to the plain order history for a way back that is no view (%s), with a warning', async (_, back) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const order = goodOrder()
    window.history.replaceState(null, '', `/konto/bestellung?order=${order.orderNumber}&back=${encodeURIComponent(back)}`)
    await renderDetail()
    await linesTable(order.orderNumber)
    expect(screen.getByRole('link', { name: 'Zurück zur Bestellhistorie' })).toHaveAttribute('href', '/konto/bestellhistorie')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.back'))
  })

  it('shows the order the props name, whatever the address says', async () => {
    const order = goodOrder()
    visitOrder('4599999999')
    await renderDetail({ orderNumber: order.orderNumber, headingLevel: 1 })
    await linesTable(order.orderNumber)
    expect(screen.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Positionen' })).toBeInTheDocument()
  })

  it('shows the server’s messages, or the unknown-error text, when the order cannot be loaded, and loads it again on request', async () => {
    const order = goodOrder()
    visitOrder(order.orderNumber)
    injectFault({ method: 'GET', path: `/api/orders/${order.orderNumber}`, status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }], times: 1 })
    const { user } = await renderDetail()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Die Bestellung konnte nicht geladen werden.Der Shop wird gerade gewartet.')
    injectFault({ method: 'GET', path: `/api/orders/${order.orderNumber}`, status: 500, times: 1 })
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }))
    await linesTable(order.orderNumber)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says an unknown error occurred when the answer lacks the order; “API failure during orders/fetchOrderDetail request.” goes to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const order = goodOrder()
    visitOrder(order.orderNumber)
    injectFault({ method: 'GET', path: `/api/orders/${order.orderNumber}`, status: 200 })
    await renderDetail()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(alert).not.toHaveTextContent('API failure')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during orders/fetchOrderDetail request.'))
  })

  it('puts the chosen lines into the cart in one step, the count follows, and names each line the cart did not take', async () => {
    const order = mixedOrder()
    const [bad, good] = [order.lines.find((line) => !orderable(line.articleNumber))!, order.lines.find((line) => orderable(line.articleNumber))!]
    const { user, store } = await showOrder(order)
    expect(store.getState().session.cartCounts.b2b).toBe(3)
    const chosen = screen.getByRole('button', { name: 'Auswahl in den Warenkorb (0)' })
    expect(chosen).toBeDisabled()

    await user.click(screen.getByRole('checkbox', { name: `Position auswählen: ${nameOf(bad.articleNumber)}` }))
    await user.click(screen.getByRole('checkbox', { name: `Position auswählen: ${nameOf(good.articleNumber)}` }))
    await user.click(screen.getByRole('button', { name: 'Auswahl in den Warenkorb (2)' }))

    const report = await screen.findByText(`Diese Positionen der Bestellung ${order.orderNumber} konnten nicht in den Warenkorb gelegt werden:`)
    const reason = orderability(bad.articleNumber)
    expect(report.closest('[role="status"]')).toHaveTextContent(`${bad.quantity} × ${nameOf(bad.articleNumber)} (${bad.articleNumber}): ${reason.orderable ? '' : reason.reason}`)
    expect(store.getState().session.cartCounts.b2b).toBe(4)
    expect(cartLines().find((line) => line.articleNumber === good.articleNumber)?.quantity).toBe(good.quantity)
    expect(cartLines().some((line) => line.articleNumber === bad.articleNumber)).toBe(false)
    expect(await screen.findByText(`${good.quantity} × ${variantByArticle(good.articleNumber)!.variant.size} ${variantByArticle(good.articleNumber)!.variant.container}`)).toBeInTheDocument()

    await user.click(within(report.closest('[role="status"]')!).getByRole('button', { name: 'Benachrichtigung schließen' }))
    expect(screen.queryByText(/konnten nicht in den Warenkorb gelegt werden/)).not.toBeInTheDocument()
  })

  it('puts the whole order into the cart, once however often it is pressed, and reports nothing when all went in', async () => {
    const order = goodOrder()
    const { user, store } = await showOrder(order)
    const answer = gate()
    injectFault({ method: 'POST', path: '/api/b2bcart/', until: answer.opened })
    const button = screen.getByRole('button', { name: 'Ganze Bestellung in den Warenkorb' })
    await user.click(button)
    await user.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    answer.open()
    expect(await screen.findByText(`Positionen in den Warenkorb gelegt: ${order.lines.length}`)).toBeInTheDocument()
    expect(store.getState().session.cartCounts.b2b).toBe(3 + order.lines.length)
    for (const line of order.lines) expect(cartLines().find((item) => item.articleNumber === line.articleNumber)?.quantity).toBe(line.quantity)
    expect(screen.queryByText(/konnten nicht in den Warenkorb gelegt werden/)).not.toBeInTheDocument()
  })

  it('says what the reorder put into the cart beside its buttons, where it covers no line, until the next reorder', async () => {
    const order = goodOrder()
    const { user } = await showOrder(order)
    await user.click(screen.getByRole('button', { name: 'Ganze Bestellung in den Warenkorb' }))
    const said = `Positionen in den Warenkorb gelegt: ${order.lines.length}`
    const notice = await screen.findByText(said)
    const lines = screen.getByRole('heading', { level: 3, name: 'Positionen' }).closest('section')!
    // In the lines' section, before their table; not in the page's stack, which floats over the page.
    expect(lines).toContainElement(notice)
    expect(notice.compareDocumentPosition(within(lines).getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryByText(said)).not.toBeInTheDocument()
    // It stays: its leaving would move the table under the reader's eyes.
    await new Promise((resolve) => setTimeout(resolve, 3600))
    expect(screen.getByText(said)).toBeInTheDocument()

    // The next reorder replaces it.
    await user.click(screen.getByRole('checkbox', { name: `Position auswählen: ${nameOf(order.lines[0]!.articleNumber)}` }))
    await user.click(screen.getByRole('button', { name: 'Auswahl in den Warenkorb (1)' }))
    expect(await within(lines).findByText('Zum Warenkorb hinzugefügt')).toBeInTheDocument()
    expect(screen.queryByText(said)).not.toBeInTheDocument()
  })

  it('chooses all lines at once, shows a partial choice as mixed, and works with the keyboard alone', async () => {
    const order = goodOrder()
    const { user } = await showOrder(order)
    const all = screen.getByRole('checkbox', { name: 'Alle Positionen auswählen' })
    await user.tab()
    await user.tab()
    expect(all).toHaveFocus()
    await user.keyboard(' ')
    expect(all).toBeChecked()
    expect(screen.getByRole('button', { name: `Auswahl in den Warenkorb (${order.lines.length})` })).toBeEnabled()

    const first = screen.getByRole('checkbox', { name: `Position auswählen: ${nameOf(order.lines[0]!.articleNumber)}` })
    first.focus()
    await user.keyboard(' ')
    expect(first).not.toBeChecked()
    expect(all).not.toBeChecked()
    expect(all).toHaveProperty('indeterminate', true)
    expect(all).toHaveAccessibleName('Alle Positionen auswählen')

    await user.click(all)
    expect(all).toBeChecked()
    await user.click(all)
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true)
    expect(screen.getByRole('button', { name: 'Auswahl in den Warenkorb (0)' })).toBeDisabled()
  })

  it('keeps the cart and the choice when the reorder fails, and shows the server’s message', async () => {
    const order = goodOrder()
    const { user, store } = await showOrder(order)
    injectFault({ method: 'POST', path: '/api/b2bcart/', status: 503, messages: [{ type: 'error', message: 'Der Warenkorb ist gerade nicht erreichbar.' }] })
    await user.click(screen.getByRole('checkbox', { name: `Position auswählen: ${nameOf(order.lines[0]!.articleNumber)}` }))
    await user.click(screen.getByRole('button', { name: 'Auswahl in den Warenkorb (1)' }))
    expect(await screen.findByText('Der Warenkorb ist gerade nicht erreichbar.')).toBeInTheDocument()
    expect(store.getState().session.cartCounts.b2b).toBe(3)
    expect(screen.getByRole('checkbox', { name: `Position auswählen: ${nameOf(order.lines[0]!.articleNumber)}` })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Auswahl in den Warenkorb (1)' })).not.toHaveAttribute('aria-busy')
  })

  it('shows an employee the order of the customer acted for, and reorders into that customer’s cart', async () => {
    await employeeActsFor('0001004712', '0000310003')
    const order = newestFirst('0001004712').find((item) => item.lines.some((line) => orderable(line.articleNumber)))!
    const { user } = await showOrder(order, { user: EMPLOYEE })
    expect(screen.getByRole('heading', { name: 'Lieferadresse' }).nextElementSibling).toHaveTextContent('Garage Huber GmbH')
    await user.click(screen.getByRole('button', { name: 'Ganze Bestellung in den Warenkorb' }))
    await waitFor(() => expect(getShop().db.commerce.b2bCarts.get('customer:0001004712')?.lines.length).toBeGreaterThan(0))
  })

  it('shows a retailer in retailer mode gross amounts with “Brutto / inkl. MwSt.” (spec 1 §6)', async () => {
    findAccount('haendler@example.ch')!.retailerMode.enabled = true
    const order = newestFirst('0001005120')[0]!
    await showOrder(order, { user: 'haendler@example.ch' })
    const total = screen.getByText('Total').nextElementSibling!
    expect(total).toHaveTextContent(`${formatPrice(chf(Math.round((order.totalRappen * (1 + VAT_RATE)) / 5) * 5))}Brutto / inkl. MwSt.`)
  })
})
