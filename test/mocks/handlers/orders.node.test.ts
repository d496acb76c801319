import { orderEntrySchema } from '@/api/orders'
import { tableAnswerSchema } from '@/api/table-schemas'
import * as v from 'valibot'
import { callApi } from '../call-api'
import { findAccount } from '../db/index'
import { ordersOfCustomer, ORDER_HISTORY_TODAY } from '../db/orders'
import { chf, VAT_RATE } from '../db/prices'
import { getShop } from '../shops'
import { NO_CUSTOMER_MESSAGE, orderDay, ORDERS_FIRST_DAY, SHOP_USERS_ONLY_MESSAGE } from './orders'
import { swissToday } from '@/src/lib/swiss-time'

const customer = 'kunde@example.ch'
const BRUNNER = '0001004711'
const get = (query = '', as: string = customer) => callApi('GET', `/api/orders/${query}`, { as })
const resultsOf = (json: unknown) => v.parse(tableAnswerSchema(orderEntrySchema), (json as { data: unknown }).data).results
const seeded = () => ordersOfCustomer(getShop().db, BRUNNER)

describe('the order history seed', () => {
  it('holds 500 orders of Brunner Transporte AG over three years, in every state, numbered by date', () => {
    const orders = seeded()
    expect(orders).toHaveLength(500)
    expect(orders.map(orderDay).sort()[0]!.slice(0, 4)).toBe('2024')
    expect(orders.map(orderDay).sort().at(-1)! < ORDER_HISTORY_TODAY).toBe(true)
    expect(new Set(orders.map((order) => orderDay(order).slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']))
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['received', 'inProcess', 'shipped', 'delivered', 'cancelled']))
    const numbers = orders.map((order) => Number(order.orderNumber))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(numbers.every((number) => number < 4_500_012_001)).toBe(true)
    for (const order of orders.slice(0, 50)) {
      expect(order.lines.length).toBeGreaterThan(0)
      expect(order.totalRappen).toBe(order.lines.reduce((sum, line) => sum + line.unitRappen * line.quantity, 0))
    }
  })

  it('is the same on every run and for every shop, and each shop keeps its own copy', () => {
    const first = structuredClone(seeded())
    expect(ordersOfCustomer(getShop('other').db, BRUNNER)).toEqual(first)
    expect(ordersOfCustomer(getShop('other').db, BRUNNER)).not.toBe(seeded())
  })
})

describe('GET /api/orders/', () => {
  it('answers the first page of the customer’s orders, newest first, with the table’s parts (spec 1 §3, §9)', async () => {
    const { status, json } = await get()
    expect(status).toBe(200)
    const results = resultsOf(json)
    const newest = [...seeded()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    expect(results.entries.map((entry) => entry.orderNumber)).toEqual(newest.slice(0, 20).map((order) => order.orderNumber))
    expect(results.entries[0]).toEqual({ orderNumber: newest[0]!.orderNumber, date: newest[0]!.createdAt, status: newest[0]!.status, itemCount: newest[0]!.lines.length, total: chf(newest[0]!.totalRappen) })
    expect(results.pagination).toEqual({ limit: 20, offset: 0, page: 1, pages: 25, total: 500 })
    expect(results.tableSortColumns).toEqual(['orderNumber', 'date', 'status', 'total'])
    expect(results.tableSortOrder).toBeNull()
    expect(results.tableFilterFields.map(({ name, type, label }) => [name, type, label])).toEqual([
      ['orderNumber', 'text', 'Bestellnummer'],
      ['article', 'text', 'Artikelnummer oder Produkt'],
      ['status', 'select', 'Status'],
    ])
    expect(results.datepicker).toEqual({ field: 'date', label: 'Bestelldatum', min: ORDERS_FIRST_DAY, max: swissToday(), from: '', to: '' })
  })

  it('filters by status and date range, sorts by total, and pages', async () => {
    const results = resultsOf((await get('?status=delivered&dateFrom=2025-01-01&dateTo=2025-12-31&sortField=total&sortOrder=desc&limit=10&page=2')).json)
    const expected = seeded()
      .filter((order) => order.status === 'delivered' && orderDay(order) >= '2025-01-01' && orderDay(order) <= '2025-12-31')
      .sort((a, b) => b.totalRappen - a.totalRappen || b.createdAt.localeCompare(a.createdAt))
    expect(results.pagination.total).toBe(expected.length)
    expect(results.entries.map((entry) => entry.orderNumber)).toEqual(expected.slice(10, 20).map((order) => order.orderNumber))
    expect(results.tableSortOrder).toEqual({ field: 'total', order: 'desc' })
    expect(results.datepicker).toMatchObject({ from: '2025-01-01', to: '2025-12-31' })
  })

  it('finds orders by a part of the number and by an article on any line', async () => {
    const order = seeded()[123]!
    const byNumber = resultsOf((await get(`?orderNumber=${order.orderNumber.slice(-4)}`)).json)
    expect(byNumber.entries.map((entry) => entry.orderNumber)).toContain(order.orderNumber)
    const article = order.lines[0]!.articleNumber
    const byArticle = resultsOf((await get(`?article=${encodeURIComponent(article)}&limit=100`)).json)
    const expected = seeded().filter((item) => item.lines.some((line) => line.articleNumber.includes(article)))
    expect(byArticle.pagination.total).toBe(expected.length)
  })

  it('lists the orders the checkout created with the others', async () => {
    const { db } = getShop()
    db.commerce.orders.push({ ...structuredClone(seeded()[0]!), orderNumber: '4500012001', createdAt: '2026-11-24T09:00:00.000Z', status: 'received' })
    const results = resultsOf((await get('?sortField=orderNumber&sortOrder=desc&limit=1')).json)
    expect(results.entries[0]).toMatchObject({ orderNumber: '4500012001', status: 'received' })
    expect(results.pagination.total).toBe(501)
  })

  it('answers totals including VAT to a retailer in retailer mode (spec 1 §6)', async () => {
    const net = resultsOf((await get('?limit=1', 'haendler@example.ch')).json).entries[0]!
    findAccount('haendler@example.ch')!.retailerMode.enabled = true
    const gross = resultsOf((await get('?limit=1', 'haendler@example.ch')).json).entries[0]!
    expect(gross.orderNumber).toBe(net.orderNumber)
    expect(gross.total).toBe(chf(Math.round((Math.round(net.total * 100) * (1 + VAT_RATE)) / 5) * 5))
  })

  it('shows an employee the orders of the contact acted for, and asks to choose one first', async () => {
    const employee = 'mitarbeiter@example.ch'
    expect(await get('', employee)).toMatchObject({ status: 409, json: { messages: [{ type: 'error', message: NO_CUSTOMER_MESSAGE }] } })
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310003' } })
    const results = resultsOf((await get('', employee)).json)
    expect(results.pagination.total).toBe(ordersOfCustomer(getShop().db, '0001004712').length)
    expect(results.pagination.total).toBeGreaterThan(20)
  })

  it('is for signed-in active shop users: 401 for a visitor, 403 for a consumer', async () => {
    expect(await callApi('GET', '/api/orders/')).toMatchObject({ status: 401 })
    expect(await get('', 'konsument@example.ch')).toMatchObject({ status: 403, json: { messages: [{ message: SHOP_USERS_ONLY_MESSAGE }] } })
  })

  it('refuses a malformed query with 400 and a German message at the parameter', async () => {
    expect(await get('?limit=500')).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «limit» darf höchstens 100 sein.', source: { field: 'limit' } }] } })
  })
})
