import * as v from 'valibot'
import { orderedArticleEntrySchema } from '@/api/ordered-articles'
import { tableAnswerSchema } from '@/api/table-schemas'
import { callApi } from '../call-api'
import { ordersOfCustomer } from '../db/orders'
import { orderability, variantByArticle } from '../db/prices'
import { getShop } from '../shops'
import { ORDERED_ARTICLES_SHOP_USERS_ONLY, ORDERED_ARTICLES_SORT_SELECT, orderedArticlesOf } from './ordered-articles'
import { NO_CUSTOMER_MESSAGE, orderDay, ORDERS_FIRST_DAY } from './orders'
import { swissToday } from '@/src/lib/swiss-time'

const customer = 'kunde@example.ch'
const get = (query = '', as: string = customer) => callApi('GET', `/api/article-order-history/${query}`, { as })
const resultsOf = (json: unknown) => v.parse(tableAnswerSchema(orderedArticleEntrySchema), (json as { data: unknown }).data).results
const brunner = () => ordersOfCustomer(getShop().db, '0001004711')
const live = () => brunner().filter((order) => order.status !== 'cancelled')

describe('orderedArticlesOf', () => {
  it('makes one row per pack of the orders not cancelled, with its last order, order count and total quantity', () => {
    const rows = orderedArticlesOf(brunner())
    const packs = new Set(live().flatMap((order) => order.lines.map((line) => line.articleNumber)))
    expect(new Set(rows.map((row) => row.productId))).toEqual(packs)
    for (const row of rows) {
      const orders = live().filter((order) => order.lines.some((line) => line.articleNumber === row.productId))
      expect(row.orderCount).toBe(orders.length)
      expect(row.totalQuantity).toBe(orders.reduce((sum, order) => sum + order.lines.find((line) => line.articleNumber === row.productId)!.quantity, 0))
      expect(row.lastOrder.createdAt).toBe(orders.map((order) => order.createdAt).sort().at(-1))
    }
  })
})

describe('GET /api/article-order-history/', () => {
  it('answers the first page of the customer’s ordered packs, last ordered first, with the sort select (spec 1 §3)', async () => {
    const { status, json } = await get()
    expect(status).toBe(200)
    const results = resultsOf(json)
    const rows = orderedArticlesOf(brunner()).sort((a, b) => b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))
    expect(results.entries.map((entry) => entry.productId)).toEqual(rows.slice(0, 20).map((row) => row.productId))
    const first = rows[0]!
    const { product, variant } = variantByArticle(first.productId)!
    const state = orderability(first.productId)
    expect(results.entries[0]).toEqual({
      productId: first.productId,
      articleNumber: product.articleNumber,
      title: product.title,
      url: product.url,
      packSize: `${variant.size} ${variant.container}`,
      lastOrderDate: first.lastOrder.createdAt,
      orderCount: first.orderCount,
      totalQuantity: first.totalQuantity,
      orderable: state.orderable,
      ...(state.orderable ? {} : { reason: state.reason }),
    })
    expect(results.pagination).toMatchObject({ limit: 20, page: 1, total: rows.length })
    expect(results.tableSortColumns).toEqual(['title', 'productId', 'lastOrderDate', 'orderCount', 'totalQuantity'])
    expect(results.tableSortOrder).toBeNull()
    expect(results.tableFilterFields.map(({ name, type, label }) => [name, type, label])).toEqual([
      ['article', 'text', 'Artikelnummer oder Produkt'],
      ['category', 'select', 'Produktbereich'],
    ])
    expect(results.datepicker).toEqual({ field: 'lastOrderDate', label: 'Bestellt im Zeitraum', min: ORDERS_FIRST_DAY, max: swissToday(), from: '', to: '' })
    expect(results.listSortSelectField).toEqual(ORDERED_ARTICLES_SORT_SELECT)
  })

  it('counts only the orders of the date range, so every figure of a row is of that period', async () => {
    const results = resultsOf((await get('?dateFrom=2025-01-01&dateTo=2025-12-31&sortField=orderCount&sortOrder=desc&limit=100')).json)
    const in2025 = brunner().filter((order) => orderDay(order) >= '2025-01-01' && orderDay(order) <= '2025-12-31')
    const rows = orderedArticlesOf(in2025)
    expect(results.pagination.total).toBe(rows.length)
    const top = [...rows].sort((a, b) => b.orderCount - a.orderCount || b.lastOrder.createdAt.localeCompare(a.lastOrder.createdAt) || b.productId.localeCompare(a.productId))[0]!
    expect(results.entries[0]).toMatchObject({ productId: top.productId, orderCount: top.orderCount, totalQuantity: top.totalQuantity })
    expect(results.entries.every((entry) => entry.lastOrderDate.slice(0, 4) === '2025')).toBe(true)
    expect(results.tableSortOrder).toEqual({ field: 'orderCount', order: 'desc' })
    expect(results.datepicker).toMatchObject({ from: '2025-01-01', to: '2025-12-31' })
  })

  it('finds packs by article number or product name, and by product area', async () => {
    const row = orderedArticlesOf(brunner())[0]!
    const byNumber = resultsOf((await get(`?article=${encodeURIComponent(row.productId)}`)).json)
    expect(byNumber.entries.map((entry) => entry.productId)).toEqual([row.productId])
    const byName = resultsOf((await get(`?article=${encodeURIComponent(row.product.title.toLowerCase())}&limit=100`)).json)
    expect(byName.entries.map((entry) => entry.productId)).toContain(row.productId)
    const greases = resultsOf((await get('?category=c-grease&limit=100')).json)
    const expected = orderedArticlesOf(brunner()).filter((item) => item.product.categoryIds.includes('c-grease'))
    expect(greases.pagination.total).toBe(expected.length)
    expect(greases.pagination.total).toBeGreaterThan(0)
  })

  it('lists what the checkout ordered, newest first', async () => {
    const { db } = getShop()
    db.commerce.orders.push({ ...structuredClone(brunner()[0]!), orderNumber: '4500012001', createdAt: '2026-11-24T09:00:00.000Z', status: 'received', lines: [{ itemKey: 'n1', articleNumber: '10-4111.004', quantity: 7, itemRefText: '', unitRappen: 1000 }] })
    const [first] = resultsOf((await get('?limit=1')).json).entries
    expect(first).toMatchObject({ productId: '10-4111.004', lastOrderDate: '2026-11-24T09:00:00.000Z' })
  })

  it('shows an employee the packs of the contact acted for, and asks to choose one first', async () => {
    const employee = 'mitarbeiter@example.ch'
    expect(await get('', employee)).toMatchObject({ status: 409, json: { messages: [{ message: NO_CUSTOMER_MESSAGE }] } })
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310003' } })
    const results = resultsOf((await get('', employee)).json)
    expect(results.pagination.total).toBe(orderedArticlesOf(ordersOfCustomer(getShop().db, '0001004712')).length)
  })

  it('is for signed-in active shop users, and refuses a malformed query', async () => {
    expect(await callApi('GET', '/api/article-order-history/')).toMatchObject({ status: 401 })
    expect(await get('', 'konsument@example.ch')).toMatchObject({ status: 403, json: { messages: [{ message: ORDERED_ARTICLES_SHOP_USERS_ONLY }] } })
    expect(await get('?sortField=title&sortOrder=up')).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «sortOrder» muss asc oder desc sein.' }] } })
  })
})
