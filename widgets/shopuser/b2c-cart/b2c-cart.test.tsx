import { screen, waitFor, within } from '@testing-library/react'
import { formatPrice } from '@/src/lib/money'
import { LINE_UPDATE_DEBOUNCE_MS } from '@/store/cart'
import { pricedLines } from '@/test/mocks/db/cart-view'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount } from '@/test/mocks/db/index'
import { orderability } from '@/test/mocks/db/prices'
import { gate, injectFault } from '@/test/mocks/faults'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { B2cCartProps } from './b2c-cart.widget'

const consumer = 'konsument@example.ch'

const renderCart = (props: Partial<B2cCartProps> = { cartId: 'b2c-konsument' }, options: RenderWidgetOptions = { user: consumer }) =>
  renderWidget('shopuser/b2c-cart', props, options)

const serverCart = () => getShop().db.commerce.b2cCarts.get('b2c-konsument')!
const serverQuantities = () => serverCart().lines.map((line) => [line.itemKey, line.quantity])
/** What the server answers for the consumer's cart now: the amounts the page must show exactly. */
const priced = () => pricedLines(findAccount(consumer)!, serverCart().lines)
const lines = () => within(screen.getByRole('list', { name: 'Artikel im Warenkorb' })).getAllByRole('listitem')
const lineOf = (title: RegExp | string) => lines().find((line) => within(line).queryByRole('link', { name: title }))!

// Each test waits out the debounce and a round of requests; on a busy machine that takes longer than the default 5 s.
describe('b2c-cart', { timeout: 15_000 }, () => {
  it('shows each line with pack, article number, unit price and sum, and the totals, exactly as the server sent them', async () => {
    await renderCart()
    const { entries, totals } = priced()

    expect(await screen.findByRole('heading', { name: 'Warenkorb', level: 2 })).toBeInTheDocument()
    await waitFor(() => expect(lines()).toHaveLength(2))
    for (const entry of entries) {
      const line = lineOf(entry.title)
      expect(within(line).getByRole('link', { name: entry.title })).toHaveAttribute('href', entry.url)
      expect(line).toHaveTextContent(entry.packSize!)
      expect(line).toHaveTextContent(`Art.-Nr. ${entry.productId}`)
      expect(line).toHaveTextContent(`Einzelpreis${formatPrice(entry.price)}`)
      expect(line).toHaveTextContent(`Summe${formatPrice(entry.sum)}`)
      expect(within(line).getByRole('spinbutton', { name: `Menge: ${entry.title}, ${entry.packSize}` })).toHaveValue(String(entry.quantity))
      expect(within(line).getByRole('button', { name: `${entry.title}, ${entry.packSize} entfernen` })).toBeInTheDocument()
    }
    const sums = screen.getByText('Zwischensumme').closest('dl')!
    expect(sums).toHaveTextContent(`Zwischensumme${formatPrice(totals.subtotal)}enthaltene MwSt.${formatPrice(totals.vat)}Total${formatPrice(totals.total)}`)
    // spec 1 §6: the consumers' price text.
    expect(screen.getByText('Netto / inkl. Mwst')).toBeInTheDocument()
  })

  it('changes a quantity with the keyboard at once, sends it after the pause and keeps the header’s count', async () => {
    const { user, store } = await renderCart()
    const { entries } = priced()
    const field = await screen.findByRole('spinbutton', { name: `Menge: ${entries[0]!.title}, ${entries[0]!.packSize}` })

    await user.click(field)
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')

    expect(field).toHaveValue('5')
    expect(serverQuantities()).toEqual([
      ['c1', 2],
      ['c2', 1],
    ])
    await waitFor(() => expect(serverQuantities()).toEqual([['c1', 5], ['c2', 1]]))
    await waitFor(() => expect(lineOf(entries[0]!.title)).toHaveTextContent(`Summe${formatPrice(priced().entries[0]!.sum)}`))
    expect(store.getState().session.cartCounts.b2c).toBe(2)
  })

  it('counts twenty fast clicks on plus to the right quantity on the server', async () => {
    const { user } = await renderCart()
    const { entries } = priced()
    await waitFor(() => expect(lines()).toHaveLength(2))
    const plus = within(lineOf(entries[1]!.title)).getByRole('button', { name: 'Menge erhöhen' })

    for (let click = 0; click < 20; click++) await user.click(plus)

    expect(within(lineOf(entries[1]!.title)).getByRole('spinbutton')).toHaveValue('21')
    await waitFor(() => expect(serverQuantities()).toEqual([['c1', 2], ['c2', 21]]))
  })

  it('removes a line with its button: focus moves to the next line, the removal is announced and the count follows', async () => {
    const { user, store } = await renderCart()
    const [first, second] = priced().entries
    await waitFor(() => expect(lines()).toHaveLength(2))

    await user.click(screen.getByRole('button', { name: `${first!.title}, ${first!.packSize} entfernen` }))

    await waitFor(() => expect(lines()).toHaveLength(1))
    expect(screen.getByRole('link', { name: second!.title })).toHaveFocus()
    expect(screen.getByText(`${first!.title} wurde aus dem Warenkorb entfernt.`)).toBeInTheDocument()
    expect(serverQuantities()).toEqual([['c2', 1]])
    expect(store.getState().session.cartCounts.b2c).toBe(1)
  })

  it('removes the last line by typing 0: focus goes to the heading and the empty cart leads back to the shop', async () => {
    getShop().db.commerce.b2cCarts.get('b2c-konsument')!.lines.splice(1)
    const { user, store } = await renderCart({ cartId: 'b2c-konsument', shopUrl: '/katalog' })
    const field = await screen.findByRole('spinbutton')

    await user.tripleClick(field)
    await user.keyboard('0')
    await waitFor(() => expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument(), { timeout: LINE_UPDATE_DEBOUNCE_MS + 3000 })

    expect(screen.getByRole('heading', { name: 'Warenkorb' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/katalog')
    expect(store.getState().session.cartCounts.b2c).toBe(0)
  })

  it('restores the last confirmed quantity when an update fails, and shows the message', async () => {
    const { user } = await renderCart()
    const field = await screen.findByRole('spinbutton', { name: new RegExp(`^Menge: ${priced().entries[0]!.title}`) })
    injectFault({ method: 'POST', path: '/api/b2ccart/b2c-konsument', status: 500 })

    await user.click(within(field.closest('li')!).getByRole('button', { name: 'Menge erhöhen' }))
    expect(field).toHaveValue('3')

    expect(await within(await screen.findByRole('region', { name: 'Benachrichtigungen' })).findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveValue('2'))
    expect(serverQuantities()).toEqual([
      ['c1', 2],
      ['c2', 1],
    ])
  })

  it('shows lines that cannot be ordered apart, with why, and lets them be removed', async () => {
    const blocked = PRODUCTS.flatMap((product) => product.variants).find((variant) => !orderability(variant.articleNumber).orderable)!
    serverCart().lines.push({ itemKey: 'c9', articleNumber: blocked.articleNumber, quantity: 1, itemRefText: '' })
    const { user } = await renderCart()

    const list = await screen.findByRole('list', { name: 'Nicht bestellbar' })
    const reason = (orderability(blocked.articleNumber) as { reason: string }).reason
    expect(list).toHaveTextContent(reason)
    expect(within(list).queryByRole('spinbutton')).not.toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: /entfernen$/ }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Nicht bestellbar' })).not.toBeInTheDocument())
    expect(serverQuantities()).toEqual([
      ['c1', 2],
      ['c2', 1],
    ])
  })

  it('does not go to the checkout while a quantity field is emptied: says so and stays at the field', async () => {
    const { user } = await renderCart({ cartId: 'b2c-konsument', checkoutUrl: '/kasse' })
    const { entries } = priced()
    const field = await screen.findByRole('spinbutton', { name: `Menge: ${entries[0]!.title}, ${entries[0]!.packSize}` })
    await user.clear(field)
    // Whether the browser would follow the link: the page's own handler has run when the click reaches the document.
    const followed: boolean[] = []
    const record = (event: MouseEvent) => followed.push(!event.defaultPrevented)
    document.addEventListener('click', record)
    onTestFinished(() => document.removeEventListener('click', record))
    await user.click(screen.getByRole('link', { name: 'Zur Kasse' }))

    expect(followed).toEqual([false])
    expect(await screen.findByText('Bitte korrigieren Sie die markierten Mengen.')).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveFocus())
    expect(field).toHaveValue('')
  })

  it('offers the checkout only when the page gives its address', async () => {
    await renderCart({ cartId: 'b2c-konsument', checkoutUrl: '/kasse' })
    expect(await screen.findByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/kasse')
  })

  it('shows a visitor without a cart the empty cart', async () => {
    await renderCart({}, {})
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument()
  })

  it('says when the cart could not be loaded, and loads it on request', async () => {
    injectFault({ method: 'GET', path: '/api/b2ccart/b2c-konsument', network: true })
    const { user } = await renderCart()

    expect(await screen.findByText('Der Warenkorb konnte nicht geladen werden.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(lines()).toHaveLength(2))
  })

  it('holds the place of the session’s lines while the cart loads', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/b2ccart/b2c-konsument', until: answer.opened })
    const { el } = await renderCart()

    expect(screen.getByRole('status')).toHaveTextContent('Der Warenkorb wird geladen.')
    expect(el.querySelectorAll('[data-part="line"]')).toHaveLength(2)
    answer.open()
    await waitFor(() => expect(lines()).toHaveLength(2))
  })
})
