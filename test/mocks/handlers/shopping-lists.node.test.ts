import * as v from 'valibot'
import { listToCartSchema, shoppingListDetailSchema, shoppingListSummarySchema } from '@/api/shopping-lists'
import { callApi } from '../call-api'
import { getShop } from '../shops'
import { chf, orderability, unitPriceRappen, variantByArticle } from '../db/prices'
import { findAccount, sessionFor } from '../db/index'
import { DUPLICATE_NAME_MESSAGE, EMPTY_LIST_MESSAGE, LIST_GONE_MESSAGE, NAME_TOO_LONG_MESSAGE, NO_NAME_MESSAGE, QUANTITY_MESSAGE } from './shopping-lists'

const customer = 'kunde@example.ch'
const as = (method: string, path: string, body?: unknown, user: string = customer) => callApi(method, path, { as: user, body })
type Summary = v.InferOutput<typeof shoppingListSummarySchema>
const listsOf = (json: unknown) => v.parse(v.object({ shoppingLists: v.array(shoppingListSummarySchema) }), (json as { data: unknown }).data).shoppingLists
const detailOf = (json: unknown) => v.parse(shoppingListDetailSchema, (json as { data: { shoppingList: unknown } }).data.shoppingList)
const names = (lists: Summary[]) => lists.map((list) => list.name)
// A pack the mock catalogue cannot deliver now (prices.ts orderability).
const NOT_ORDERABLE = '10-4114.004'

describe('GET /api/shopping-list/', () => {
  it('answers the customer’s lists with item count and last change', async () => {
    const { status, json } = await as('GET', '/api/shopping-list/')

    expect(status).toBe(200)
    expect(listsOf(json)).toEqual([
      { shoppingListId: 'sl-werkstatt', name: 'Werkstatt Winterthur', itemCount: 2, updatedAt: '2026-11-02T09:15:00Z' },
      { shoppingListId: 'sl-lkw', name: 'LKW-Flotte Quartal', itemCount: 1, updatedAt: '2026-10-18T14:40:00Z' },
    ])
  })

  it('is for signed-in active shop users: 401 for a visitor, 403 for a consumer', async () => {
    const visitor = await callApi('GET', '/api/shopping-list/')
    const consumer = await as('GET', '/api/shopping-list/', undefined, 'konsument@example.ch')

    expect(visitor).toMatchObject({ status: 401, json: { messages: [{ type: 'error', message: 'Bitte melden Sie sich an.' }] } })
    expect(consumer).toMatchObject({ status: 403, json: { messages: [{ type: 'error', message: 'Einkaufslisten stehen nur aktiven Shop-Benutzern zur Verfügung.' }] } })
  })

  it('answers an empty list for a shop user without lists', async () => {
    expect(listsOf((await as('GET', '/api/shopping-list/', undefined, 'haendler@example.ch')).json)).toEqual([])
  })
})

describe('POST /api/shopping-list/ (create)', () => {
  it('creates a list, answers the lists with the new one first and its id', async () => {
    const { status, json } = await as('POST', '/api/shopping-list/', { name: '  Lager Bern  ' })

    expect(status).toBe(201)
    const data = (json as { data: { shoppingListId: string } }).data
    expect(names(listsOf(json))).toEqual(['Lager Bern', 'Werkstatt Winterthur', 'LKW-Flotte Quartal'])
    expect(listsOf(json)[0]).toMatchObject({ shoppingListId: data.shoppingListId, itemCount: 0 })
    expect(names(listsOf((await as('GET', '/api/shopping-list/')).json))).toContain('Lager Bern')
  })

  it.each([
    ['a blank name', { name: '   ' }, NO_NAME_MESSAGE],
    ['no name', {}, NO_NAME_MESSAGE],
    ['a name another list has, in other case', { name: 'werkstatt winterthur' }, DUPLICATE_NAME_MESSAGE],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, NAME_TOO_LONG_MESSAGE],
  ])('refuses %s with a German message at the field', async (_, body, message) => {
    const { status, json } = await as('POST', '/api/shopping-list/', body)

    expect(status).toBe(422)
    expect(json).toEqual({ messages: [{ type: 'error', message, source: { field: 'name' } }] })
    expect(listsOf((await as('GET', '/api/shopping-list/')).json)).toHaveLength(2)
  })
})

describe('GET /api/shopping-list/{id}', () => {
  it('answers the list’s items priced for the user, in the cart entry shape', async () => {
    const { status, json } = await as('GET', '/api/shopping-list/sl-werkstatt')

    expect(status).toBe(200)
    const list = detailOf(json)
    const account = findAccount(customer)!
    const unit = chf(unitPriceRappen(account, variantByArticle('10-4111.020')!.variant)!)
    expect(list).toMatchObject({ shoppingListId: 'sl-werkstatt', name: 'Werkstatt Winterthur', entriesNotOrderable: [] })
    expect(list.entries.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['10-4111.020', 2],
      ['50-1111.004', 1],
    ])
    expect(list.entries[0]).toMatchObject({ itemKey: '10-4111.020', articleNumber: '10-4111', packSize: '20 l Kanister', price: unit, sum: chf(Math.round(unit * 100) * 2) })
  })

  it('shows a pack that cannot be ordered now apart, with why', async () => {
    await as('POST', '/api/shopping-list/sl-lkw/add', { productId: NOT_ORDERABLE, quantity: 4 })

    const list = detailOf((await as('GET', '/api/shopping-list/sl-lkw')).json)
    const state = orderability(NOT_ORDERABLE)

    expect(state.orderable).toBe(false)
    expect(list.entries.map((entry) => entry.productId)).toEqual(['10-4211.208'])
    expect(list.entriesNotOrderable).toEqual([expect.objectContaining({ productId: NOT_ORDERABLE, quantity: 4, reason: state.orderable ? '' : state.reason })])
  })

  it('answers 404 for a list that is not the user’s', async () => {
    const { status, json } = await as('GET', '/api/shopping-list/sl-werkstatt', undefined, 'haendler@example.ch')

    expect(status).toBe(404)
    expect(json).toEqual({ messages: [{ type: 'error', message: LIST_GONE_MESSAGE }] })
  })
})

describe('PATCH /api/shopping-list/{id}', () => {
  it('renames the list and answers it', async () => {
    const { status, json } = await as('PATCH', '/api/shopping-list/sl-lkw', { name: 'LKW-Flotte Q1' })

    expect(status).toBe(200)
    expect(detailOf(json).name).toBe('LKW-Flotte Q1')
    expect(detailOf(json).updatedAt > '2026-10-18T14:40:00Z').toBe(true)
    expect(names(listsOf((await as('GET', '/api/shopping-list/')).json))).toEqual(['Werkstatt Winterthur', 'LKW-Flotte Q1'])
  })

  it('keeps its own name in another case, but refuses another list’s name and a blank one', async () => {
    expect((await as('PATCH', '/api/shopping-list/sl-lkw', { name: 'lkw-flotte quartal' })).status).toBe(200)
    const taken = await as('PATCH', '/api/shopping-list/sl-lkw', { name: 'Werkstatt Winterthur' })
    const blank = await as('PATCH', '/api/shopping-list/sl-lkw', { name: ' ' })

    expect(taken).toMatchObject({ status: 422, json: { messages: [{ message: DUPLICATE_NAME_MESSAGE, source: { field: 'name' } }] } })
    expect(blank).toMatchObject({ status: 422, json: { messages: [{ message: NO_NAME_MESSAGE, source: { field: 'name' } }] } })
  })

  it('sets item quantities; 0 removes the item, also twice', async () => {
    const { json } = await as('PATCH', '/api/shopping-list/sl-werkstatt', { items: [{ productId: '10-4111.020', quantity: 5 }, { productId: '50-1111.004', quantity: 0 }] })
    const again = await as('PATCH', '/api/shopping-list/sl-werkstatt', { items: [{ productId: '50-1111.004', quantity: 0 }] })

    expect(detailOf(json).entries.map(({ productId, quantity }) => [productId, quantity])).toEqual([['10-4111.020', 5]])
    expect(again.status).toBe(200)
    expect(detailOf(again.json).name).toBe('Werkstatt Winterthur')
  })

  it('refuses a quantity above 9999', async () => {
    const { status } = await as('PATCH', '/api/shopping-list/sl-werkstatt', { items: [{ productId: '10-4111.020', quantity: 10_000 }] })
    expect(status).toBe(400)
  })
})

describe('DELETE /api/shopping-list/{id}', () => {
  it('deletes the list and answers the others (spec 2 §7: with the referer field)', async () => {
    const { status, json } = await as('DELETE', '/api/shopping-list/sl-lkw', { referer: '/konto/einkaufslisten' })

    expect(status).toBe(200)
    expect(names(listsOf(json))).toEqual(['Werkstatt Winterthur'])
    expect((await as('GET', '/api/shopping-list/sl-lkw')).status).toBe(404)
  })

  it.each([
    ['without a referer', {}],
    ['with a referer on another site', { referer: 'https://evil.example/konto' }],
    ['with a protocol-relative referer', { referer: '//evil.example/konto' }],
  ])('refuses a delete %s and keeps the list', async (_, body) => {
    const { status } = await as('DELETE', '/api/shopping-list/sl-lkw', body)

    expect(status).toBe(400)
    expect(listsOf((await as('GET', '/api/shopping-list/')).json)).toHaveLength(2)
  })
})

describe('POST /api/shopping-list/{id}/add', () => {
  it('adds a pack, or adds to its quantity (at most 9999), and answers the lists', async () => {
    const first = await as('POST', '/api/shopping-list/sl-lkw/add', { productId: '10-4111.004', quantity: 3 })
    await as('POST', '/api/shopping-list/sl-lkw/add', { productId: '10-4211.208', quantity: 9999 })

    expect(listsOf(first.json).find((list) => list.shoppingListId === 'sl-lkw')).toMatchObject({ itemCount: 2 })
    const list = detailOf((await as('GET', '/api/shopping-list/sl-lkw')).json)
    expect(list.entries.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['10-4211.208', 9999],
      ['10-4111.004', 3],
    ])
  })

  it.each([
    [{ productId: '99-9999.999', quantity: 1 }, 'Die Artikelnummer «99-9999.999» gibt es nicht.', 'productId'],
    [{ productId: '10-4111.004', quantity: 0 }, QUANTITY_MESSAGE, 'quantity'],
    [{ productId: '10-4111.004', quantity: 10_000 }, QUANTITY_MESSAGE, 'quantity'],
  ])('refuses %j with a German message at the field', async (body, message, field) => {
    const { status, json } = await as('POST', '/api/shopping-list/sl-lkw/add', body)

    expect(status).toBe(422)
    expect(json).toEqual({ messages: [{ type: 'error', message, source: { field } }] })
  })

  it('answers 404 for a list that is gone', async () => {
    expect((await as('POST', '/api/shopping-list/sl-weg/add', { productId: '10-4111.004', quantity: 1 })).status).toBe(404)
  })
})

describe('POST /api/shopping-list/{id}/to-cart', () => {
  it('puts every item into the B2B cart, answers the cart as the cart does and keeps the session count in step', async () => {
    const { status, json } = await as('POST', '/api/shopping-list/sl-werkstatt/to-cart')

    expect(status).toBe(200)
    const cart = v.parse(listToCartSchema, (json as { data: unknown }).data)
    // The seeded cart holds 10-4111.004, 10-4211.020 and 50-1111.004 (×3): the list adds one line and 1 to the last.
    expect(cart.count).toBe(4)
    expect(cart.rejected).toEqual([])
    expect(cart.entries.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['10-4111.004', 2],
      ['10-4211.020', 1],
      ['50-1111.004', 4],
      ['10-4111.020', 2],
    ])
    expect(sessionFor(customer).cartCounts.b2b).toBe(4)
    expect((await as('GET', '/api/b2bcart/')).json).toMatchObject({ data: { count: 4 } })
  })

  it('puts an employee’s list into the cart of the customer they act for, the cart the checkout shows', async () => {
    const employee = 'mitarbeiter@example.ch'
    await as('POST', '/api/contact/select', { id: '0001004711', contactId: '0000310001' }, employee)
    const created = (await as('POST', '/api/shopping-list/', { name: 'Für Brunner' }, employee)).json as { data: { shoppingListId: string } }
    await as('POST', `/api/shopping-list/${created.data.shoppingListId}/add`, { productId: '10-4111.020', quantity: 1 }, employee)

    await as('POST', `/api/shopping-list/${created.data.shoppingListId}/to-cart`, undefined, employee)

    expect(getShop().db.commerce.b2bCarts.get(customer)?.lines.map((line) => line.articleNumber)).toContain('10-4111.020')
    expect(getShop().db.commerce.b2bCarts.get(employee)).toBeUndefined()
  })

  it('reports each item the cart could not take, with why', async () => {
    await as('POST', '/api/shopping-list/sl-lkw/add', { productId: NOT_ORDERABLE, quantity: 2 })

    const cart = v.parse(listToCartSchema, ((await as('POST', '/api/shopping-list/sl-lkw/to-cart')).json as { data: unknown }).data)

    const state = orderability(NOT_ORDERABLE)
    expect(cart.rejected).toEqual([{ productId: NOT_ORDERABLE, quantity: 2, reason: state.orderable ? '' : state.reason }])
    expect(cart.entries.map((entry) => entry.productId)).toContain('10-4211.208')
    expect(cart.count).toBe(4)
  })

  it('makes a B2B cart for a shop user who has none', async () => {
    const employee = 'mitarbeiter@example.ch'
    const created = await as('POST', '/api/shopping-list/', { name: 'Muster' }, employee)
    const id = (created.json as { data: { shoppingListId: string } }).data.shoppingListId
    await as('POST', `/api/shopping-list/${id}/add`, { productId: '10-4111.004', quantity: 1 }, employee)

    const { json } = await as('POST', `/api/shopping-list/${id}/to-cart`, undefined, employee)

    expect(json).toMatchObject({ data: { count: 1, rejected: [] } })
    expect(getShop().db.commerce.b2bCarts.get(employee)?.lines).toHaveLength(1)
    expect(sessionFor(employee).cartCounts.b2b).toBe(1)
  })

  it('refuses an empty list', async () => {
    const created = await as('POST', '/api/shopping-list/', { name: 'Leer' })
    const id = (created.json as { data: { shoppingListId: string } }).data.shoppingListId

    const { status, json } = await as('POST', `/api/shopping-list/${id}/to-cart`)

    expect(status).toBe(409)
    expect(json).toEqual({ messages: [{ type: 'error', message: EMPTY_LIST_MESSAGE }] })
  })
})
