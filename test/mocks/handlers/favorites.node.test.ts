import * as v from 'valibot'
import { favoriteEntrySchema } from '@/api/favorites'
import { callApi } from '../call-api'
import { PRODUCTS } from '../db/catalogue'
import { resetDb, findAccount, sessionFor } from '../db/index'
import { lastOrderDateOf } from '../db/prices'
import { FAVORITES_PER_CALL_MAX } from './favorites'

const customer = 'kunde@example.ch'
const [first, second, third] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number], (typeof PRODUCTS)[number]]
// `null` is an anonymous visitor; without `as`, the customer.
const who = (as: string | null) => as ?? undefined
const add = (favorites: unknown, as: string | null = customer, shop?: string) => callApi('POST', '/api/favorite/add', { as: who(as), body: { favorites }, shop })
const remove = (favorites: unknown, as: string | null = customer) => callApi('POST', '/api/favorite/remove', { as: who(as), body: { favorites } })
const list = (as: string | null = customer) => callApi('GET', '/api/favorite/', { as: who(as) })
const idsOf = (json: unknown) => (json as { data: { favorites: string[] } }).data.favorites
const entriesOf = (json: unknown) => v.parse(v.array(favoriteEntrySchema), (json as { data: { entries: unknown } }).data.entries)

describe('GET /api/favorite/', () => {
  it('answers no entries for a customer without favourites', async () => {
    const { status, json } = await list()
    expect(status).toBe(200)
    expect(json).toEqual({ data: { entries: [] } })
  })

  it('answers each favourite as a product of the product list (spec 1 §3), with the customer’s last order date', async () => {
    // A product the customer has ordered before and one they have not, so both shapes are answered.
    const account = findAccount(customer)!
    const ordered = PRODUCTS.find((product) => lastOrderDateOf(account, product.id) !== undefined)!
    const neverOrdered = PRODUCTS.find((product) => lastOrderDateOf(account, product.id) === undefined)!
    await add([neverOrdered.id, ordered.id])

    const entries = entriesOf((await list()).json)

    expect(entries.map((entry) => entry.id)).toEqual([neverOrdered.id, ordered.id])
    expect(entries[1]).toMatchObject({
      title: ordered.title,
      url: ordered.url,
      articleNumber: ordered.articleNumber,
      label: ordered.label,
      image: { fallback: '/vue/images/placeholder.svg', alt: ordered.title },
      variant: { articleNumber: ordered.variants[0]!.articleNumber, size: ordered.variants[0]!.size },
      lastOrderDate: lastOrderDateOf(account, ordered.id),
    })
    expect(entries[0]?.lastOrderDate).toBeUndefined()
  })

  it.each([
    [null, 401, 'Bitte melden Sie sich an.'],
    ['konsument@example.ch', 403, 'Favoriten gibt es nur für Kunden mit Shop-Zugang.'],
  ])('is for active shop users only (%s → %i, spec 1 §6)', async (as, status, message) => {
    const answer = await list(as)
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ messages: [{ type: 'error', message }] })
  })
})

describe('POST /api/favorite/add and /remove', () => {
  it('adds favourites newest first and answers the full list of ids (spec 2 §7)', async () => {
    expect(idsOf((await add([first.id])).json)).toEqual([first.id])
    expect(idsOf((await add([second.id])).json)).toEqual([second.id, first.id])
    // Adding a favourite again changes nothing.
    expect(idsOf((await add([first.id, second.id])).json)).toEqual([second.id, first.id])
  })

  it('removes favourites and answers the ids left; removing one that is none is no error', async () => {
    await add([first.id, second.id, third.id])
    const { status, json } = await remove([second.id])
    expect(status).toBe(200)
    expect(idsOf(json)).toEqual([first.id, third.id])
    expect(idsOf((await remove([second.id, third.id])).json)).toEqual([first.id])
  })

  it('keeps the list in the session, so the next page’s favourite buttons start in step', async () => {
    await add([third.id, first.id])
    expect(sessionFor(customer).favorites).toEqual([third.id, first.id])
    await remove([third.id])
    expect(sessionFor(customer).favorites).toEqual([first.id])
  })

  it('keeps each user’s and each shop’s favourites apart, and forgets them on reset', async () => {
    await add([first.id])
    await add([second.id], 'haendler@example.ch')
    await add([third.id], customer, 'other-shop')
    expect(sessionFor(customer).favorites).toEqual([first.id])
    expect(sessionFor('haendler@example.ch').favorites).toEqual([second.id])
    expect(sessionFor(customer, 'other-shop').favorites).toEqual([third.id])
    resetDb()
    expect(sessionFor(customer).favorites).toEqual([])
  })

  it.each([
    ['p-00-0000', ['p-00-0000'], 'Das Produkt «p-00-0000» gibt es nicht.'],
    // An article number is not a product id.
    ['an article number', [first.articleNumber, 'x'], `Die Produkte «${first.articleNumber}», «x» gibt es nicht.`],
  ])('refuses unknown product ids (%s) with 400 and a German message, changing nothing', async (_, ids, message) => {
    await add([first.id])
    for (const call of [add, remove]) {
      const { status, json } = await call([...ids, second.id])
      expect(status).toBe(400)
      expect(json).toEqual({ messages: [{ type: 'error', message, source: { field: 'favorites' } }] })
    }
    expect(sessionFor(customer).favorites).toEqual([first.id])
  })

  it.each([
    ['an empty list', []],
    ['a text', first.id],
    ['a list with a number', [first.id, 5]],
    ['too many ids', Array.from({ length: FAVORITES_PER_CALL_MAX + 1 }, () => first.id)],
  ])('refuses %s with 400', async (_, favorites) => {
    const { status, json } = await add(favorites)
    expect(status).toBe(400)
    expect(json).toEqual({
      messages: [{ type: 'error', message: `Das Feld «favorites» muss eine Liste von 1 bis ${FAVORITES_PER_CALL_MAX} Produkt-IDs sein.`, source: { field: 'favorites' } }],
    })
  })

  it('needs the field favorites', async () => {
    const { status, json } = await callApi('POST', '/api/favorite/remove', { as: customer, body: { productIds: [first.id] } })
    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Das Feld «favorites» fehlt.', source: { field: 'favorites' } }] })
  })

  it.each([
    [null, 401],
    ['konsument@example.ch', 403],
  ])('is for active shop users only (%s → %i)', async (as, status) => {
    expect((await add([first.id], as)).status).toBe(status)
    expect((await remove([first.id], as)).status).toBe(status)
  })
})
