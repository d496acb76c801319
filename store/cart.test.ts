import { waitFor } from '@testing-library/react'
import { delay, getResponse, http } from 'msw'
import { connectApi } from '@/api/connect'
import { onCartEvent, type CartEventDetail, type CartEventName } from '@/src/lib/cart-events'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { injectFault } from '@/test/mocks/faults'
import { sessionFor, USER_COOKIE, userDataFor } from '@/test/mocks/db/index'
import { cartHandlers } from '@/test/mocks/handlers/cart'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { mountPage, pageDataScript } from '@/test/render'
import {
  addToCart,
  commitCart,
  fetchCart,
  fetchCartData,
  flushCartChanges,
  LINE_UPDATE_DEBOUNCE_MS,
  selectB2bCart,
  selectB2bCheckout,
  selectB2cCart,
  selectB2cCartId,
  selectCommit,
  selectLineQuantity,
  setItemRefText,
  setLineQuantity,
  setShowItemRefTexts,
  updateCartLine,
} from './cart'
import { selectNotifications } from './notifications'

const consumer = 'konsument@example.ch'
const customer = 'kunde@example.ch'

/** A page for `user` as the CMS renders it (their cookie on every call): the real store, connected to the mock backend. */
async function pageFor(user: string | null) {
  if (user) document.cookie = `${USER_COOKIE}=${encodeURIComponent(user)}; path=/`
  const { store } = await mountPage(pageDataScript({ session: sessionFor(user), user: userDataFor(user) }))
  return store
}

/** Records the cart events of spec 2 §4 the page dispatches. */
function recordEvents() {
  const events: [CartEventName, CartEventDetail][] = []
  const names: CartEventName[] = ['countUpdated', 'itemChanged', 'removed', 'pricingChanged', 'variantChanged']
  const stops = names.map((name) => onCartEvent(name, (detail) => events.push([name, detail])))
  onTestFinished(() => stops.forEach((stop) => stop()))
  return events
}

const serverLines = (cartId: string) => getShop().db.commerce.b2cCarts.get(cartId)?.lines.map((line) => [line.itemKey, line.quantity])
const serverB2bLines = (username: string) => getShop().db.commerce.b2bCarts.get(username)?.lines.map((line) => [line.itemKey, line.quantity])

describe('cart store: reading and adding', () => {
  it('reads the consumer’s cart by the session and sets the header’s count', async () => {
    const store = await pageFor(consumer)
    await store.dispatch(fetchCart({ cart: 'b2c' }))

    expect(selectB2cCartId(store.getState())).toBe('b2c-konsument')
    expect(selectB2cCart(store.getState())?.entries.map((entry) => entry.itemKey)).toEqual(['c1', 'c2'])
    expect(store.getState().session.cartCounts.b2c).toBe(2)
  })

  it('adds to the B2B cart: resolves with the cart and the refused packs, sets the count, announces the change and notifies', async () => {
    const store = await pageFor(customer)
    const events = recordEvents()

    const result = await store
      .dispatch(addToCart({ cart: 'b2b', lines: [{ productId: '10-4111.020', quantity: 3 }] }))
      .unwrap()

    expect(result.rejected).toEqual([])
    expect(result.cart.count).toBe(4)
    expect(store.getState().session.cartCounts.b2b).toBe(4)
    const added = result.cart.entries.find((entry) => entry.productId === '10-4111.020')!
    expect(events).toEqual([
      ['countUpdated', { cart: 'b2b', count: 4 }],
      ['itemChanged', { cart: 'b2b', itemKey: added.itemKey, productId: '10-4111.020', quantity: 3 }],
      ['pricingChanged', { cart: 'b2b' }],
    ])
    // spec 2 §3: a message with meta.product shows as the add-to-cart notification.
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ type: 'success', display: 'add-to-cart', message: `3 × ${added.packSize}`, meta: { product: expect.objectContaining({ title: added.title }) } }),
    ])
  })

  it('warns about each pack it could not add, unless the caller lists them itself', async () => {
    const store = await pageFor(customer)
    const lines = [
      { productId: '10-4111.020', quantity: 1 },
      { productId: '10-4111.021', quantity: 1 },
      { productId: '99-9999.999', quantity: 2 },
    ]
    const { rejected } = await store.dispatch(addToCart({ cart: 'b2b', lines })).unwrap()

    expect(rejected.map((line) => line.productId)).toEqual(['10-4111.021', '99-9999.999'])
    expect(selectNotifications(store.getState()).map(({ type, message }) => [type, message])).toEqual([
      ['success', `${lines[0]!.quantity} × ${selectB2bCart(store.getState())!.entries.find((entry) => entry.productId === '10-4111.020')!.packSize}`],
      ['warning', 'Nicht in den Warenkorb gelegt: 10-4111.021 (Unbekannte Artikelnummer)'],
      ['warning', 'Nicht in den Warenkorb gelegt: 99-9999.999 (Unbekannte Artikelnummer)'],
    ])

    const quiet = await pageFor(customer)
    await quiet.dispatch(addToCart({ cart: 'b2b', lines, announceRejected: false })).unwrap()
    expect(selectNotifications(quiet.getState()).map(({ type }) => type)).toEqual(['success'])
  })

  it('makes a visitor’s cart on the first addition and keeps its id for the next calls', async () => {
    const store = await pageFor(null)
    const { cart } = await store.dispatch(addToCart({ cart: 'b2c', lines: [{ productId: '10-4111.004', quantity: 2 }] })).unwrap()

    const id = selectB2cCartId(store.getState())
    expect(id).toMatch(/^b2c-/)
    expect(cart.count).toBe(1)
    expect(store.getState().session.cartCounts.b2c).toBe(1)
    await store.dispatch(addToCart({ cart: 'b2c', lines: [{ productId: '10-4111.004', quantity: 1 }] }))
    expect(serverLines(id!)).toEqual([[cart.entries[0]!.itemKey, 3]])
  })
})

describe('cart store: a line’s quantity (spec 1 §4, §5: never lost)', { timeout: 15_000 }, () => {
  it('shows each change at once and sends the final value after the pause: twenty fast clicks end in the right count', async () => {
    const store = await pageFor(consumer)
    await store.dispatch(fetchCart({ cart: 'b2c' }))

    for (let click = 1; click <= 20; click++) {
      store.dispatch(setLineQuantity({ cart: 'b2c', itemKey: 'c1', quantity: 2 + click }))
      expect(selectLineQuantity(store.getState(), 'b2c', 'c1')).toBe(2 + click)
    }
    expect(serverLines('b2c-konsument')).toEqual([
      ['c1', 2],
      ['c2', 1],
    ])

    await waitFor(() => expect(serverLines('b2c-konsument')).toEqual([['c1', 22], ['c2', 1]]))
    await waitFor(() => expect(selectB2cCart(store.getState())?.entries[0]?.quantity).toBe(22))
    expect(selectLineQuantity(store.getState(), 'b2c', 'c1')).toBe(22)
  })

  it('removes a line at 0 (spec 1 §4) and announces removed, countUpdated and pricingChanged', async () => {
    const store = await pageFor(consumer)
    await store.dispatch(fetchCart({ cart: 'b2c' }))
    const events = recordEvents()

    store.dispatch(setLineQuantity({ cart: 'b2c', itemKey: 'c2', quantity: 0 }))

    await waitFor(() => expect(selectB2cCart(store.getState())?.entries.map((entry) => entry.itemKey)).toEqual(['c1']))
    expect(events).toEqual([
      ['countUpdated', { cart: 'b2c', count: 1 }],
      ['removed', { cart: 'b2c', itemKey: 'c2', productId: '10-4211.004' }],
      ['pricingChanged', { cart: 'b2c' }],
    ])
    expect(store.getState().session.cartCounts.b2c).toBe(1)
  })

  it('announces variantChanged when a line holds another pack of its product (spec 2 §4)', async () => {
    const store = await pageFor(consumer)
    await store.dispatch(fetchCart({ cart: 'b2c' }))
    const events = recordEvents()
    // The server swapped the line's pack, say for the size the shop delivers now; the line keeps its key.
    const line = getShop().db.commerce.b2cCarts.get('b2c-konsument')!.lines.find((entry) => entry.itemKey === 'c1')!
    const product = PRODUCTS.find((entry) => entry.variants.some((variant) => variant.articleNumber === line.articleNumber))!
    const other = product.variants.find((variant) => variant.articleNumber !== line.articleNumber)!.articleNumber
    line.articleNumber = other

    // The next answer, here to a change of the other line, carries the whole cart.
    await store.dispatch(updateCartLine({ cart: 'b2c', itemKey: 'c2', quantity: 5 }))

    expect(events.filter(([name]) => name === 'variantChanged' || name === 'itemChanged')).toEqual([
      ['variantChanged', { cart: 'b2c', itemKey: 'c1', productId: other }],
      ['itemChanged', { cart: 'b2c', itemKey: 'c2', productId: '10-4211.004', quantity: 5 }],
    ])
  })

  it('never lets a slower earlier answer overwrite a newer one: a cart’s requests run in turn', async () => {
    const store = await pageFor(customer)
    await store.dispatch(fetchCart({ cart: 'b2b' }))
    // The server applies the first change at once but its answer is slow; the second change is quick.
    server.use(
      http.post(
        '*/api/b2bcart/',
        async ({ request }) => {
          const response = await getResponse(cartHandlers, request)
          await delay(300)
          return response
        },
        { once: true },
      ),
    )

    const first = store.dispatch(updateCartLine({ cart: 'b2b', itemKey: 'k1', quantity: 5 }))
    const second = store.dispatch(updateCartLine({ cart: 'b2b', itemKey: 'k2', quantity: 7 }))
    await Promise.all([first, second])

    expect(selectB2bCart(store.getState())?.entries.map((entry) => [entry.itemKey, entry.quantity])).toEqual([
      ['k1', 5],
      ['k2', 7],
      ['k3', 3],
    ])
    expect(serverB2bLines(customer)).toEqual([
      ['k1', 5],
      ['k2', 7],
      ['k3', 3],
    ])
  })

  it('restores the last confirmed quantity when the update fails, and the user hears why', async () => {
    const store = await pageFor(consumer)
    await store.dispatch(fetchCart({ cart: 'b2c' }))
    injectFault({ method: 'POST', path: '/api/b2ccart/b2c-konsument', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })

    store.dispatch(setLineQuantity({ cart: 'b2c', itemKey: 'c1', quantity: 9 }))
    expect(selectLineQuantity(store.getState(), 'b2c', 'c1')).toBe(9)

    await waitFor(() => expect(selectLineQuantity(store.getState(), 'b2c', 'c1')).toBe(2))
    expect(selectNotifications(store.getState()).map(({ message }) => message)).toEqual(['Der Shop wird gerade gewartet.'])
    expect(serverLines('b2c-konsument')).toEqual([
      ['c1', 2],
      ['c2', 1],
    ])
  })

  it('sends the changes still in their pause at once when asked to (before going to the checkout)', async () => {
    const store = await pageFor(consumer)
    await store.dispatch(fetchCart({ cart: 'b2c' }))

    store.dispatch(setLineQuantity({ cart: 'b2c', itemKey: 'c1', quantity: 4 }))
    store.dispatch(setLineQuantity({ cart: 'b2c', itemKey: 'c2', quantity: 3 }))
    const started = Date.now()
    await store.dispatch(flushCartChanges('b2c'))

    expect(Date.now() - started).toBeLessThan(LINE_UPDATE_DEBOUNCE_MS)
    expect(serverLines('b2c-konsument')).toEqual([
      ['c1', 4],
      ['c2', 3],
    ])
    expect(selectB2cCart(store.getState())?.entries.map((entry) => entry.quantity)).toEqual([4, 3])
  })

  it('sends an update still in its pause when the page is left (pagehide, keepalive)', async () => {
    const store = await pageFor(null)
    const { cart } = await store.dispatch(addToCart({ cart: 'b2c', lines: [{ productId: '10-4111.004', quantity: 1 }] })).unwrap()
    const itemKey = cart.entries[0]!.itemKey
    const id = selectB2cCartId(store.getState())!

    store.dispatch(setLineQuantity({ cart: 'b2c', itemKey, quantity: 6 }))
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))

    // Sent at once, well before the pause would have ended.
    await waitFor(() => expect(serverLines(id)).toEqual([[itemKey, 6]]), { timeout: LINE_UPDATE_DEBOUNCE_MS / 2 })
    // The pause is over: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, LINE_UPDATE_DEBOUNCE_MS + 50))
    expect(serverLines(id)).toEqual([[itemKey, 6]])
  })
})

describe('cart store: the B2B checkout’s calls', () => {
  it('reads the cart data into the cart and the checkout', async () => {
    const store = await pageFor(customer)
    await store.dispatch(fetchCartData())

    expect(selectB2bCart(store.getState())?.count).toBe(3)
    expect(selectB2bCheckout(store.getState())).toMatchObject({
      checkoutConfig: { agbContentLink: '/api/content/agb' },
      delivery: { shipToPartnerId: '0001004711', billToPartnerId: '0001004711' },
    })
  })

  it('refuses a reference text with # quietly, for the field to show, and clears texts when the setting changes', async () => {
    const store = await pageFor(customer)
    await store.dispatch(fetchCart({ cart: 'b2b' }))

    const refused = await store.dispatch(setItemRefText({ itemKey: 'k1', text: 'Nr. #7' }))
    expect(refused.payload).toMatchObject({ status: 422, messages: [{ message: '# Zeichen darf nicht enthalten sein', source: { field: 'text' } }] })
    expect(selectNotifications(store.getState())).toEqual([])

    await store.dispatch(setItemRefText({ itemKey: 'k1', text: 'Werkstatt' }))
    expect(selectB2bCart(store.getState())?.entries[0]?.itemRefText).toBe('Werkstatt')
    await store.dispatch(setShowItemRefTexts(true))
    expect(selectB2bCart(store.getState())?.entries[0]?.itemRefText).toBe('')
  })

  it('submits once however often it is asked while a submission runs, and follows the redirect to the confirmation', async () => {
    const store = await pageFor(customer)
    const navigate = vi.fn()
    const notify = vi.fn()
    connectApi({ locale: () => 'de', tenant: () => 'lubricants-ch', notify, unknownError: notify, navigate })

    const submissions = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()].map((submissionId) => store.dispatch(commitCart({ submissionId })))
    await Promise.all(submissions)

    expect(getShop().db.commerce.orders).toHaveLength(1)
    // The later ones were never sent: no 'Ihr Warenkorb ist leer' for the cart the first one emptied.
    expect(notify).not.toHaveBeenCalled()
    expect(selectCommit(store.getState())).toEqual({ status: 'done', orderNumber: '4500012001' })
    expect(store.getState().session.cartCounts.b2b).toBe(0)
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/bestellung/bestaetigung?order=4500012001`)
  })
})
