import * as v from 'valibot'
import { productLookupSchema } from '@/api/product-lookup'
import { callApi } from '../call-api'
import { PRODUCTS } from '../db/catalogue'
import { orderability } from '../db/prices'

const customer = 'kunde@example.ch'
const packs = PRODUCTS.flatMap((product) => product.variants.map((variant) => ({ product, variant })))
const orderable = packs.find(({ variant }) => orderability(variant.articleNumber).orderable)!
const blocked = packs.find(({ variant }) => !orderability(variant.articleNumber).orderable)!

const lookup = (body: unknown, as: string | null = customer) => callApi('POST', '/api/product/lookup', { as: as ?? undefined, body })
const dataOf = (json: unknown) => v.parse(productLookupSchema, (json as { data: unknown }).data)

describe('POST /api/product/lookup', () => {
  it('answers each pack with its title, size, the customer’s unit price and SAP’s orderability, and the unknown numbers', async () => {
    const { status, json } = await lookup({ productIds: [orderable.variant.articleNumber, blocked.variant.articleNumber, '99-9999.999'] })

    expect(status).toBe(200)
    const data = dataOf(json)
    expect(data.unknown).toEqual(['99-9999.999'])
    expect(data.packs).toEqual([
      expect.objectContaining({
        productId: orderable.variant.articleNumber,
        articleNumber: orderable.product.articleNumber,
        title: orderable.product.title,
        size: orderable.variant.size,
        container: orderable.variant.container,
        price: expect.any(Number),
        orderable: true,
      }),
      expect.objectContaining({ productId: blocked.variant.articleNumber, orderable: false, reason: (orderability(blocked.variant.articleNumber) as { reason: string }).reason }),
    ])
  })

  it('matches numbers without surrounding spaces and in any case, and answers a number asked twice once', async () => {
    const number = orderable.variant.articleNumber
    const data = dataOf((await lookup({ productIds: [` ${number} `, number.toLowerCase(), number] })).json)

    expect(data.packs.map((pack) => pack.productId)).toEqual([number])
    expect(data.unknown).toEqual([])
  })

  it('prices the retailer’s packs gross and the customer’s net: the same pack costs the retailer in retailer mode more', async () => {
    const body = { productIds: [orderable.variant.articleNumber] }
    const net = dataOf((await lookup(body)).json).packs[0]!.price!
    await callApi('POST', '/api/user/retailer-mode', { as: 'haendler@example.ch', body: { enabled: true } })
    const gross = dataOf((await lookup(body, 'haendler@example.ch')).json).packs[0]!.price!

    expect(gross).toBeGreaterThan(net)
  })

  it('takes up to 500 numbers in one call and refuses more with 400 and a German message', async () => {
    const fiveHundred = packs.slice(0, 500).map(({ variant }) => variant.articleNumber)
    const answer = await lookup({ productIds: fiveHundred })
    expect(answer.status).toBe(200)
    expect(dataOf(answer.json).packs).toHaveLength(500)

    const tooMany = await lookup({ productIds: [...fiveHundred, '10-4111.001'] })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json).toEqual({
      messages: [
        { type: 'error', message: 'Das Feld «productIds» muss eine Liste von 1 bis 500 Artikelnummern mit höchstens 60 Zeichen sein.', source: { field: 'productIds' } },
      ],
    })
  })

  it.each([[[]], [['']], [['x'.repeat(61)]], ['10-4111.004'], [[4]]])('refuses productIds %j with 400', async (productIds) => {
    expect((await lookup({ productIds })).status).toBe(400)
  })

  it('is for active shop users: 401 for a visitor, 403 for a consumer', async () => {
    const body = { productIds: [orderable.variant.articleNumber] }
    expect((await lookup(body, null)).status).toBe(401)
    const consumer = await lookup(body, 'konsument@example.ch')
    expect(consumer.status).toBe(403)
    expect(consumer.json).toEqual({ messages: [{ type: 'error', message: 'Die Schnellbestellung steht nur aktiven Shop-Benutzern zur Verfügung.' }] })
  })
})
