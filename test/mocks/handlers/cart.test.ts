import type { B2bCart, CartEntry } from '@/api/cart-schemas'
import { callApi } from '../call-api'
import { CONFIRMATION_GONE_MESSAGE, CONFIRMED_MESSAGE, LARGE_QUANTITY, LARGE_QUANTITY_TYPE } from '../db/cart-confirmations'
import { PRODUCTS } from '../db/catalogue'
import { sessionFor } from '../db/index'
import { orderability } from '../db/prices'
import { getShop } from '../shops'
import { B2C_CART_COOKIE, HASH_MESSAGE, ORDER_CONFIRMATION_PATH, RETAILER_MODE_MESSAGE, TERMS_CONTENT_PATH, TERMS_HTML } from './cart'

const consumer = 'konsument@example.ch'
const customer = 'kunde@example.ch'
const retailer = 'haendler@example.ch'
const employee = 'mitarbeiter@example.ch'

type Answer<T> = { status: number; json: { data: T; messages?: unknown[]; redirectUrl?: string } }
const call = async <T = Record<string, unknown>>(method: string, path: string, options: Parameters<typeof callApi>[2] = {}) => (await callApi(method, path, options)) as Answer<T>
type B2cAnswer = { id: string; entries: CartEntry[]; entriesNotOrderable: CartEntry[]; totals: B2bCart['totals']; count: number; rejected?: { productId: string; reason: string }[] }

const orderablePacks = PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.articleNumber)).filter((pack) => orderability(pack).orderable)
const cents = (value: number) => Math.round(value * 100)
const uuid = () => crypto.randomUUID()

describe('B2C cart: /api/b2ccart/{id}', () => {
  it('answers the consumer’s cart by its id, priced including VAT, sums and totals from the server', async () => {
    const { status, json } = await call<B2cAnswer>('GET', '/api/b2ccart/b2c-konsument', { as: consumer })

    expect(status).toBe(200)
    const cart = json.data
    expect(cart.id).toBe('b2c-konsument')
    expect(cart.count).toBe(2)
    expect(cart.entries.map((entry) => [entry.itemKey, entry.productId, entry.quantity])).toEqual([
      ['c1', '10-4111.001', 2],
      ['c2', '10-4211.004', 1],
    ])
    for (const entry of cart.entries) expect(cents(entry.sum)).toBe(cents(entry.price) * entry.quantity)
    // Consumer prices include VAT: the total is the subtotal, the VAT is what it contains.
    expect(cents(cart.totals.subtotal)).toBe(cart.entries.reduce((sum, entry) => sum + cents(entry.sum), 0))
    expect(cart.totals.total).toBe(cart.totals.subtotal)
    expect(cart.totals.vat).toBeGreaterThan(0)
  })

  it('finds the same cart as the session’s cart, and an empty one for a visitor without a cart', async () => {
    expect((await call<B2cAnswer>('GET', '/api/b2ccart/session', { as: consumer })).json.data.id).toBe('b2c-konsument')
    expect((await call<B2cAnswer>('GET', '/api/b2ccart/session')).json.data).toEqual({ id: 'session', entries: [], entriesNotOrderable: [], totals: { subtotal: 0, vat: 0, total: 0 }, count: 0 })
  })

  it('keeps a consumer’s cart to its owner: 401 for a visitor, 403 for another account, 404 for an unknown id', async () => {
    expect((await call('GET', '/api/b2ccart/b2c-konsument')).status).toBe(401)
    const other = await call('GET', '/api/b2ccart/b2c-konsument', { as: customer })
    expect(other.status).toBe(403)
    expect(other.json.messages).toEqual([{ type: 'error', message: 'Dieser Warenkorb gehört zu einem anderen Konto.' }])
    expect((await call('GET', '/api/b2ccart/b2c-gibt-es-nicht', { as: consumer })).status).toBe(404)
  })

  it('sets a line’s quantity, removes it at 0 (spec 1 §4) and keeps the session’s count in step', async () => {
    const set = await call<B2cAnswer>('POST', '/api/b2ccart/b2c-konsument', { as: consumer, body: { itemKey: 'c1', quantity: 7 } })
    expect(set.status).toBe(200)
    expect(set.json.data.entries.find((entry) => entry.itemKey === 'c1')?.quantity).toBe(7)
    expect(set.json.data.count).toBe(2)

    const removed = await call<B2cAnswer>('POST', '/api/b2ccart/b2c-konsument', { as: consumer, body: { itemKey: 'c1', quantity: 0 } })
    expect(removed.json.data.entries.map((entry) => entry.itemKey)).toEqual(['c2'])
    expect(removed.json.data.count).toBe(1)
    expect(sessionFor(consumer).cartCounts.b2c).toBe(1)
    expect((await call<B2cAnswer>('GET', '/api/b2ccart/b2c-konsument', { as: consumer })).json.data.count).toBe(1)

    // Removing a line that is gone already is done already; changing it is refused.
    expect((await call('POST', '/api/b2ccart/b2c-konsument', { as: consumer, body: { itemKey: 'c1', quantity: 0 } })).status).toBe(200)
    const gone = await call('POST', '/api/b2ccart/b2c-konsument', { as: consumer, body: { itemKey: 'c1', quantity: 3 } })
    expect(gone.status).toBe(404)
    expect(gone.json.messages).toEqual([{ type: 'error', message: 'Diese Position ist nicht mehr im Warenkorb.' }])
  })

  it('adds packs, to an existing line or a new one, and answers the ones it could not add with why', async () => {
    const { json } = await call<B2cAnswer>('POST', '/api/b2ccart/b2c-konsument', {
      as: consumer,
      body: { add: [{ productId: '10-4111.001', quantity: 3 }, { productId: orderablePacks[5]!, quantity: 1 }, { productId: '99-0000.001', quantity: 1 }] },
    })
    expect(json.data.entries.find((entry) => entry.productId === '10-4111.001')?.quantity).toBe(5)
    expect(json.data.count).toBe(3)
    expect(json.data.rejected).toEqual([{ productId: '99-0000.001', quantity: 1, reason: 'Unbekannte Artikelnummer' }])
    expect(sessionFor(consumer).cartCounts.b2c).toBe(3)
  })

  it('makes a visitor’s cart on the first addition and finds it again by the cookie it sets', async () => {
    const made = await callApi('POST', '/api/b2ccart/session', { body: { add: [{ productId: orderablePacks[0]!, quantity: 2 }] } })
    const id = (made.json as Answer<B2cAnswer>['json']).data.id
    expect(id).toMatch(/^b2c-[0-9a-f-]{36}$/)
    expect(made.headers.get('set-cookie')).toBe(`${B2C_CART_COOKIE}=${id}; Path=/; SameSite=Lax; HttpOnly`)

    const again = await call<B2cAnswer>('GET', '/api/b2ccart/session', { cookie: `${B2C_CART_COOKIE}=${id}` })
    expect(again.json.data).toMatchObject({ id, count: 1 })
    expect(again.json.data.entries[0]?.price).toBeGreaterThan(0)
  })

  it('sends business customers to their own cart', async () => {
    const { status, json } = await call('POST', '/api/b2ccart/session', { as: customer, body: { add: [{ productId: orderablePacks[0]!, quantity: 1 }] } })
    expect(status).toBe(403)
    expect(json.messages).toEqual([{ type: 'error', message: 'Bitte verwenden Sie den Warenkorb für Geschäftskunden.' }])
  })

  it.each([
    [{}, 'Das Feld «itemKey» fehlt.'],
    [{ itemKey: 'c1' }, 'Das Feld «quantity» fehlt.'],
    [{ itemKey: 'c1', quantity: 10_000 }, 'Das Feld «quantity» muss eine ganze Zahl von 0 bis 9999 sein.'],
    [{ itemKey: 'c1', quantity: 1.5 }, 'Das Feld «quantity» muss eine ganze Zahl von 0 bis 9999 sein.'],
    [{ add: [] }, 'Das Feld «add» muss eine Liste von 1 bis 500 Positionen { productId, quantity } sein.'],
    [{ add: [{ productId: 'x', quantity: 1 }], itemKey: 'c1', quantity: 1 }, 'Entweder «add» oder «itemKey» mit «quantity» senden, nicht beides.'],
  ])('refuses the body %j with 400', async (body, message) => {
    const { status, json } = await call('POST', '/api/b2ccart/b2c-konsument', { as: consumer, body })
    expect(status).toBe(400)
    expect((json.messages as { message: string }[])[0]?.message).toBe(message)
  })
})

describe('B2B cart: /api/b2bcart/', () => {
  it('answers the customer’s cart at net prices, with the settings and the count', async () => {
    const { status, json } = await call<B2bCart>('GET', '/api/b2bcart/', { as: customer })
    expect(status).toBe(200)
    expect(json.data.entries.map((entry) => entry.itemKey)).toEqual(['k1', 'k2', 'k3'])
    expect(json.data).toMatchObject({ showItemRefTexts: false, showManualPricing: false, count: 3 })
    expect(cents(json.data.totals.total)).toBe(cents(json.data.totals.subtotal) + cents(json.data.totals.vat))
  })

  it('is for active shop users: 403 for a consumer, 401 for a visitor', async () => {
    const consumerAnswer = await call('GET', '/api/b2bcart/', { as: consumer })
    expect(consumerAnswer.status).toBe(403)
    expect(consumerAnswer.json.messages).toEqual([{ type: 'error', message: 'Der Warenkorb für Geschäftskunden steht nur aktiven Shop-Benutzern zur Verfügung.' }])
    expect((await call('GET', '/api/b2bcart/')).status).toBe(401)
  })

  it('updates, removes and adds lines, and deletes the whole cart, the session count following each', async () => {
    await call('POST', '/api/b2bcart/', { as: customer, body: { itemKey: 'k1', quantity: 12 } })
    const removed = await call<B2bCart>('POST', '/api/b2bcart/', { as: customer, body: { itemKey: 'k2', quantity: 0 } })
    expect(removed.json.data.entries.map((entry) => [entry.itemKey, entry.quantity])).toEqual([
      ['k1', 12],
      ['k3', 3],
    ])
    expect(sessionFor(customer).cartCounts.b2b).toBe(2)

    const added = await call<B2bCart & { rejected: unknown[] }>('POST', '/api/b2bcart/', { as: customer, body: { add: [{ productId: orderablePacks[3]!, quantity: 4 }] } })
    expect(added.json.data.count).toBe(3)
    expect(added.json.data.rejected).toEqual([])

    const deleted = await call<B2bCart>('DELETE', '/api/b2bcart/', { as: customer })
    expect(deleted.json.data).toMatchObject({ entries: [], count: 0, totals: { subtotal: 0, vat: 0, total: 0 } })
    expect(sessionFor(customer).cartCounts.b2b).toBe(0)
  })

  it('lets an employee acting for a contact work in that customer’s cart', async () => {
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004711', contactId: '0000310001' } })
    const { json } = await call<B2bCart>('GET', '/api/b2bcart/', { as: employee })
    expect(json.data.entries.map((entry) => entry.itemKey)).toEqual(['k1', 'k2', 'k3'])

    await call('POST', '/api/b2bcart/', { as: employee, body: { itemKey: 'k3', quantity: 0 } })
    expect((await call<B2bCart>('GET', '/api/b2bcart/', { as: customer })).json.data.count).toBe(2)
    expect(sessionFor(customer).cartCounts.b2b).toBe(2)
    expect(sessionFor(employee).cartCounts.b2b).toBe(2)
  })
})

describe('B2B cart data, reference texts and settings', () => {
  it('answers the checkout’s data: terms link, the customer’s ship-to and bill-to partners, the main ones chosen', async () => {
    const { json } = await call('GET', '/api/b2bcart-data/', { as: customer })
    expect(json.data).toMatchObject({
      count: 3,
      checkoutConfig: { agbContentLink: TERMS_CONTENT_PATH },
      delivery: { shipToPartnerId: '0001004711', billToPartnerId: '0001004711', requestedDate: '', comment: '' },
    })
    expect((json.data.shipTo as { type: string }[]).map((partner) => partner.type)).toEqual(['CRMH02', 'CRMH02', 'CRMH02'])
    expect(json.data.billTo).toEqual([
      { partnerId: '0001004711', type: 'CRMH04', companyName: ['Brunner Transporte AG'], street: 'Industriestrasse 24', postalCode: '8404', city: 'Winterthur' },
      { partnerId: '0001004731', type: 'CRMH04', companyName: ['Brunner Holding AG', 'Kreditorenbuchhaltung'], street: 'Postfach 312', postalCode: '8401', city: 'Winterthur' },
    ])
  })

  it('stores the delivery choice, and refuses partners that are not the customer’s and dates in the past at their fields', async () => {
    const chosen = { shipToPartnerId: '0001004721', billToPartnerId: '0001004731', requestedDate: '2999-01-04', comment: 'Rampe 3' }
    const saved = await call('POST', '/api/b2bcart-data/', { as: customer, body: chosen })
    expect(saved.json.data.delivery).toEqual(chosen)
    expect((await call('GET', '/api/b2bcart-data/', { as: customer })).json.data.delivery).toEqual(chosen)

    const refused = await call('POST', '/api/b2bcart-data/', { as: customer, body: { shipToPartnerId: '0001004712', billToPartnerId: '0001004711', requestedDate: '2020-01-01' } })
    expect(refused.status).toBe(422)
    expect(refused.json.messages).toEqual([
      { type: 'error', message: 'Bitte wählen Sie eine der Lieferadressen.', source: { field: 'shipToPartnerId' } },
      { type: 'error', message: 'Bitte geben Sie ein Lieferdatum ab heute an.', source: { field: 'requestedDate' } },
    ])
  })

  it('sets a line’s reference text, and refuses one with # at the field (spec 1 §5)', async () => {
    const saved = await call('POST', '/api/b2bcart/set-item-ref-text', { as: customer, body: { itemKey: 'k1', text: ' Baustelle Töss ' } })
    expect(saved.json.data).toEqual({ itemRefText: 'Baustelle Töss', count: 3 })
    expect((await call<B2bCart>('GET', '/api/b2bcart/', { as: customer })).json.data.entries[0]?.itemRefText).toBe('Baustelle Töss')

    const refused = await call('POST', '/api/b2bcart/set-item-ref-text', { as: customer, body: { itemKey: 'k1', text: 'Auftrag #42' } })
    expect(refused.status).toBe(422)
    expect(refused.json.messages).toEqual([{ type: 'error', message: HASH_MESSAGE, source: { field: 'text' } }])
    expect(HASH_MESSAGE).toBe('# Zeichen darf nicht enthalten sein')

    const cleared = await call('POST', '/api/b2bcart/set-item-ref-text', { as: customer, body: { itemKey: 'k1', text: '' } })
    expect(cleared.json.data).toEqual({ itemRefText: '', count: 3 })
  })

  it('clears every reference text when the setting changes (spec 2 §4), not when it stays', async () => {
    await call('POST', '/api/b2bcart/set-show-item-ref-texts', { as: customer, body: { showItemRefTexts: true } })
    await call('POST', '/api/b2bcart/set-item-ref-text', { as: customer, body: { itemKey: 'k1', text: 'Lager A' } })
    await call('POST', '/api/b2bcart/set-item-ref-text', { as: customer, body: { itemKey: 'k2', text: 'Lager B' } })

    const same = await call<B2bCart>('POST', '/api/b2bcart/set-show-item-ref-texts', { as: customer, body: { showItemRefTexts: true } })
    expect(same.json.data.entries.map((entry) => entry.itemRefText)).toEqual(['Lager A', 'Lager B', ''])

    const changed = await call<B2bCart>('POST', '/api/b2bcart/set-show-item-ref-texts', { as: customer, body: { showItemRefTexts: false } })
    expect(changed.json.data.showItemRefTexts).toBe(false)
    expect(changed.json.data.entries.map((entry) => entry.itemRefText)).toEqual(['', '', ''])
  })

  it('stores show manual pricing and answers the cart', async () => {
    const { json } = await call<B2bCart>('POST', '/api/b2bcart/set-show-manual-pricing', { as: customer, body: { showManualPricing: true } })
    expect(json.data).toMatchObject({ showManualPricing: true, count: 3 })
  })

  it('serves the terms as an HTML fragment', async () => {
    const response = await fetch(`http://localhost${TERMS_CONTENT_PATH}`)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe(TERMS_HTML)
  })
})

describe('B2B commit: /api/b2bcart/commit', () => {
  const orders = () => getShop().db.commerce.orders

  it('makes one order of the cart, with unit prices in Rappen, empties the cart and leads to the confirmation', async () => {
    const cart = (await call<B2bCart>('GET', '/api/b2bcart/', { as: customer })).json.data
    const { status, json } = await call<{ orderNumber: string; count: number }>('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId: uuid() } })

    expect(status).toBe(200)
    expect(json.data).toEqual({ orderNumber: '4500012001', count: 0 })
    expect(json.redirectUrl).toBe(`${ORDER_CONFIRMATION_PATH}?order=4500012001`)
    expect(orders()).toHaveLength(1)
    const [order] = orders()
    expect(order).toMatchObject({ orderNumber: '4500012001', username: customer, customerId: '0001004711', status: 'received', totalRappen: cents(cart.totals.total) })
    expect(order!.lines.map((line) => [line.articleNumber, line.quantity, line.unitRappen])).toEqual(cart.entries.map((entry) => [entry.productId, entry.quantity, cents(entry.price)]))
    expect(order!.delivery).toMatchObject({ shipToPartnerId: '0001004711', billToPartnerId: '0001004711' })
    expect((await call<B2bCart>('GET', '/api/b2bcart/', { as: customer })).json.data.count).toBe(0)
    expect(sessionFor(customer).cartCounts.b2b).toBe(0)
  })

  it('answers a repeated submission, even at the same moment, with the same order and makes no second one', async () => {
    const submissionId = uuid()
    const [first, second] = await Promise.all([
      call<{ orderNumber: string }>('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId } }),
      call<{ orderNumber: string }>('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId } }),
    ])
    const third = await call<{ orderNumber: string }>('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId } })

    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    expect(new Set([first.json.data.orderNumber, second.json.data.orderNumber, third.json.data.orderNumber])).toEqual(new Set(['4500012001']))
    expect(orders()).toHaveLength(1)
  })

  it('refuses in retailer mode with the spec’s text (spec 1 §6), and an empty cart', async () => {
    await callApi('POST', '/api/user/retailer-mode', { as: retailer, body: { enabled: true } })
    const blocked = await call('POST', '/api/b2bcart/commit', { as: retailer, body: { submissionId: uuid() } })
    expect(blocked.status).toBe(409)
    expect(blocked.json.messages).toEqual([{ type: 'error', message: RETAILER_MODE_MESSAGE }])
    expect(RETAILER_MODE_MESSAGE).toBe('Kundenmodus verlassen um die Bestellung abzuschliessen.')

    await call('DELETE', '/api/b2bcart/', { as: customer })
    const empty = await call('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId: uuid() } })
    expect(empty.status).toBe(409)
    expect(empty.json.messages).toEqual([{ type: 'error', message: 'Ihr Warenkorb ist leer. Bitte legen Sie zuerst Artikel in den Warenkorb.' }])
    expect(orders()).toEqual([])
  })

  it('needs a submission id that is a UUID', async () => {
    const { status, json } = await call('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId: '1' } })
    expect(status).toBe(400)
    expect(json.messages).toEqual([{ type: 'error', message: 'Das Feld «submissionId» muss eine UUID sein.', source: { field: 'submissionId' } }])
  })

  it('orders for the customer an employee acts for, and not without one', async () => {
    const none = await call('POST', '/api/b2bcart/commit', { as: employee, body: { submissionId: uuid() } })
    expect(none.status).toBe(409)
    expect(none.json.messages).toEqual([{ type: 'error', message: 'Bitte wählen Sie zuerst den Kunden, für den Sie bestellen.' }])

    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004711', contactId: '0000310001' } })
    const made = await call('POST', '/api/b2bcart/commit', { as: employee, body: { submissionId: uuid() } })
    expect(made.status).toBe(200)
    expect(orders()[0]).toMatchObject({ username: employee, customerId: '0001004711' })
    expect(sessionFor(customer).cartCounts.b2b).toBe(0)
  })
})

describe('cart-change confirmations (spec 1 §4): /api/cart/confirm', () => {
  type Asked = { type: string; message: string; meta: { confirmationType: string; id: string } }
  const commit = () => call('POST', '/api/b2bcart/commit', { as: customer, body: { submissionId: uuid() } })

  it('asks to confirm a large quantity, refuses the order with the same question until it is confirmed, then orders', async () => {
    const set = await call<B2bCart>('POST', '/api/b2bcart/', { as: customer, body: { itemKey: 'k1', quantity: LARGE_QUANTITY } })
    expect(set.status).toBe(200)
    expect(set.json.data.entries.find((entry) => entry.itemKey === 'k1')?.quantity).toBe(LARGE_QUANTITY)
    const [question] = set.json.messages as Asked[]
    expect(question).toMatchObject({ type: 'warning', meta: { confirmationType: LARGE_QUANTITY_TYPE } })
    expect(question!.message).toMatch(/^Bitte bestätigen Sie die Menge von 1000 × .+\.$/)

    const refused = await commit()
    expect(refused.status).toBe(409)
    expect(refused.json.messages).toEqual([question])

    const confirmed = await call('POST', '/api/cart/confirm', { as: customer, body: { id: question!.meta.id, confirmationType: LARGE_QUANTITY_TYPE } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.messages).toEqual([{ type: 'success', message: CONFIRMED_MESSAGE }])
    expect((await commit()).status).toBe(200)
  })

  it('asks nothing below the limit, asks again when the quantity changes, and refuses an unknown or void id', async () => {
    expect((await call('POST', '/api/b2bcart/', { as: customer, body: { itemKey: 'k1', quantity: LARGE_QUANTITY - 1 } })).json.messages).toBeUndefined()
    const first = ((await call('POST', '/api/b2bcart/', { as: customer, body: { itemKey: 'k1', quantity: 1200 } })).json.messages as Asked[])[0]!
    const second = ((await call('POST', '/api/b2bcart/', { as: customer, body: { itemKey: 'k1', quantity: 1500 } })).json.messages as Asked[])[0]!
    expect(second.meta.id).not.toBe(first.meta.id)

    const gone = await call('POST', '/api/cart/confirm', { as: customer, body: { id: first.meta.id, confirmationType: LARGE_QUANTITY_TYPE } })
    expect(gone.status).toBe(404)
    expect(gone.json.messages).toEqual([{ type: 'error', message: CONFIRMATION_GONE_MESSAGE }])
    expect((await call('POST', '/api/cart/confirm', { as: customer, body: { id: second.meta.id, confirmationType: LARGE_QUANTITY_TYPE } })).status).toBe(200)
  })
})
