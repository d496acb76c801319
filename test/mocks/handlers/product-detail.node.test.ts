import { productDetailSchema, lastOrderDatesSchema, packSchema } from '@/api/product-detail'
import * as v from 'valibot'
import { callApi } from '../call-api'
import { PRODUCTS } from '../db/catalogue'
import { orderability } from '../db/prices'

const product = PRODUCTS.find((candidate) => candidate.variants.some((variant) => !orderability(variant.articleNumber).orderable))!
const blockedPack = product.variants.find((variant) => !orderability(variant.articleNumber).orderable)!

describe('GET /api/product/detail', () => {
  it('answers every pack with the signed-in customer’s price and SAP’s articlesOrderable', async () => {
    const { status, json } = await callApi('GET', `/api/product/detail?productId=${product.id}`, { as: 'kunde@example.ch' })
    expect(status).toBe(200)
    const data = v.parse(productDetailSchema, (json as { data: unknown }).data)
    expect(data.packs.map((pack) => pack.productId)).toEqual(product.variants.map((variant) => variant.articleNumber))
    expect(data.packs.every((pack) => typeof pack.price === 'number')).toBe(true)
    expect(data.articlesOrderable[blockedPack.articleNumber]).toBe(false)
    expect(data.packs.find((pack) => pack.productId === blockedPack.articleNumber)?.reason).toEqual(expect.any(String))
  })

  it('gives anonymous visitors availability but no prices (spec 1 §6)', async () => {
    const { json } = await callApi('GET', `/api/product/detail?productId=${product.articleNumber}`)
    const data = v.parse(productDetailSchema, (json as { data: unknown }).data)
    expect(data.packs.some((pack) => pack.price !== undefined)).toBe(false)
  })

  it('answers the consumer a higher price than the business customer for the same pack (VAT included)', async () => {
    const priceAs = async (as: string) => v.parse(productDetailSchema, ((await callApi('GET', `/api/product/detail?productId=${product.id}`, { as })).json as { data: unknown }).data).packs[0]!.price!
    expect(await priceAs('konsument@example.ch')).toBeGreaterThan(await priceAs('kunde@example.ch'))
  })

  it('refuses an unknown product with 404 and a German message', async () => {
    const { status, json } = await callApi('GET', '/api/product/detail?productId=p-00-0000')
    expect(status).toBe(404)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Das Produkt «p-00-0000» gibt es nicht.' }] })
  })
})

describe('GET /api/product/variant/{variantId}', () => {
  it('answers the pack with its own address', async () => {
    const pack = product.variants[0]!
    const { json } = await callApi('GET', `/api/product/variant/${pack.articleNumber}`, { as: 'kunde@example.ch' })
    const variant = v.parse(packSchema, (json as { data: { variant: unknown } }).data.variant)
    expect(variant).toMatchObject({ productId: pack.articleNumber, size: pack.size, url: `${product.url}?variant=${pack.articleNumber}` })
  })

  it('refuses an unknown pack', async () => {
    expect((await callApi('GET', '/api/product/variant/10-0000.001')).status).toBe(404)
  })
})

describe('GET /api/product/last-order-date', () => {
  it('answers the dates the active shop user has, for the products asked', async () => {
    const ids = PRODUCTS.slice(0, 30).map((candidate) => candidate.id)
    const { status, json } = await callApi('GET', `/api/product/last-order-date?${ids.map((id) => `productIds[]=${id}`).join('&')}`, { as: 'kunde@example.ch' })
    expect(status).toBe(200)
    const { entries } = v.parse(lastOrderDatesSchema, (json as { data: unknown }).data)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((entry) => ids.includes(entry.id))).toBe(true)
  })

  it.each([
    [undefined, 401],
    ['konsument@example.ch', 403],
  ])('is only for active shop users (%s → %i)', async (as, status) => {
    expect((await callApi('GET', `/api/product/last-order-date?productIds[]=${product.id}`, { as })).status).toBe(status)
  })
})
