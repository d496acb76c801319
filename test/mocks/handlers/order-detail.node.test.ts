import { orderDetailAnswer } from '@/api/order-detail'
import { callApi } from '../call-api'
import { findAccount } from '../db/index'
import { ordersOfCustomer } from '../db/orders'
import { chf, VAT_RATE, variantByArticle } from '../db/prices'
import { getShop } from '../shops'
import { ORDER_NOT_FOUND_MESSAGE } from './order-detail'
import { NO_CUSTOMER_MESSAGE, SHOP_USERS_ONLY_MESSAGE } from './orders'

const customer = 'kunde@example.ch'
const get = (orderNumber: string, as: string = customer) => callApi('GET', `/api/orders/${orderNumber}`, { as })
const orderOf = (json: unknown) => {
  const checked = orderDetailAnswer.parse((json as { data: unknown }).data)
  if (!checked.ok) throw new Error(checked.problems.join('; '))
  return checked.value
}
const brunner = () => ordersOfCustomer(getShop().db, '0001004711')

describe('GET /api/orders/{orderNumber}', () => {
  it('answers one of the customer’s orders with its head, addresses and lines as the order was placed', async () => {
    const order = brunner().find((item) => item.lines.length >= 3)!
    const { status, json } = await get(order.orderNumber)
    expect(status).toBe(200)
    const detail = orderOf(json)
    expect(detail).toMatchObject({ orderNumber: order.orderNumber, date: order.createdAt, status: order.status, total: chf(order.totalRappen) })
    expect(detail.deliveryAddress).toEqual({ partnerId: '0001004711', companyName: ['Brunner Transporte AG'], street: 'Industriestrasse 24', postalCode: '8404', city: 'Winterthur' })
    expect(detail.billingAddress).toMatchObject({ partnerId: '0001004711', city: 'Winterthur' })
    expect(detail.requestedDate).toBeUndefined()
    expect(detail.entries).toHaveLength(order.lines.length)
    const [line] = order.lines
    const { product, variant } = variantByArticle(line!.articleNumber)!
    expect(detail.entries[0]).toMatchObject({
      itemKey: line!.itemKey,
      productId: line!.articleNumber,
      articleNumber: product.articleNumber,
      title: product.title,
      url: product.url,
      packSize: `${variant.size} ${variant.container}`,
      quantity: line!.quantity,
      price: chf(line!.unitRappen),
      sum: chf(line!.unitRappen * line!.quantity),
    })
  })

  it('answers an order the checkout created, with the wish date and comment given there', async () => {
    const { db } = getShop()
    db.commerce.orders.push({
      ...structuredClone(brunner()[0]!),
      orderNumber: '4500012001',
      createdAt: '2026-11-24T09:00:00.000Z',
      status: 'received',
      delivery: { shipToPartnerId: '0001004721', billToPartnerId: '0001004731', requestedDate: '2026-12-01', comment: 'Bitte an die Rampe 3' },
    })
    const detail = orderOf((await get('4500012001')).json)
    expect(detail).toMatchObject({ status: 'received', requestedDate: '2026-12-01', comment: 'Bitte an die Rampe 3' })
    expect(detail.deliveryAddress?.companyName).toEqual(['Brunner Transporte AG', 'Lager Frauenfeld'])
    expect(detail.billingAddress?.companyName).toEqual(['Brunner Holding AG', 'Kreditorenbuchhaltung'])
  })

  it('answers the same 404 for an unknown order, another customer’s and a malformed number', async () => {
    const foreign = ordersOfCustomer(getShop().db, '0001004712')[0]!
    for (const number of ['4599999999', foreign.orderNumber, 'x%20y']) {
      expect(await get(number)).toMatchObject({ status: 404, json: { messages: [{ type: 'error', message: ORDER_NOT_FOUND_MESSAGE }] } })
    }
  })

  it('shows an employee the orders of the contact acted for, and asks to choose one first', async () => {
    const employee = 'mitarbeiter@example.ch'
    const huber = ordersOfCustomer(getShop().db, '0001004712')[0]!
    expect(await get(huber.orderNumber, employee)).toMatchObject({ status: 409, json: { messages: [{ message: NO_CUSTOMER_MESSAGE }] } })
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310003' } })
    expect(orderOf((await get(huber.orderNumber, employee)).json).orderNumber).toBe(huber.orderNumber)
    expect(await get(brunner()[0]!.orderNumber, employee)).toMatchObject({ status: 404 })
  })

  it('answers amounts including VAT to a retailer in retailer mode, the total as the history shows it (spec 1 §6)', async () => {
    const order = ordersOfCustomer(getShop().db, '0001005120')[0]!
    const net = orderOf((await get(order.orderNumber, 'haendler@example.ch')).json)
    findAccount('haendler@example.ch')!.retailerMode.enabled = true
    const gross = orderOf((await get(order.orderNumber, 'haendler@example.ch')).json)
    const round5 = (rappen: number) => Math.round((rappen * (1 + VAT_RATE)) / 5) * 5
    expect(gross.total).toBe(chf(round5(Math.round(net.total * 100))))
    expect(gross.entries[0]!.price).toBe(chf(round5(order.lines[0]!.unitRappen)))
    expect(gross.entries[0]!.sum).toBe(chf(round5(order.lines[0]!.unitRappen) * order.lines[0]!.quantity))
  })

  it('is for signed-in active shop users: 401 for a visitor, 403 for a consumer', async () => {
    const number = brunner()[0]!.orderNumber
    expect(await callApi('GET', `/api/orders/${number}`)).toMatchObject({ status: 401 })
    expect(await get(number, 'konsument@example.ch')).toMatchObject({ status: 403, json: { messages: [{ message: SHOP_USERS_ONLY_MESSAGE }] } })
  })

  it('leaves the order history’s table at /api/orders/ alone', async () => {
    const { status, json } = await callApi('GET', '/api/orders/?limit=1', { as: customer })
    expect(status).toBe(200)
    expect(json).toMatchObject({ data: { results: { total: 500 } } })
  })
})
