/**
 * One order with its lines (spec 1 §2 "order detail"; api/order-detail.ts): GET /api/orders/{orderNumber} answers
 * `data.order` for an order of the customer the user works for, the order history's scope (orders.ts
 * `orderCustomerOf`: a customer's own orders; for an employee, those of the customer of the contact acted for,
 * 409 while acting for nobody). An unknown order and another customer's answer the same 404, so the answer
 * never tells whether someone else has an order of that number.
 *
 * - the head: number, date, status; the delivery and billing address of the checkout's choice, as the
 *   customer's address book has them (db/address-book.ts; the seed's partners for an address deleted since),
 *   left out when neither knows it; the wish date and comment when given;
 * - the lines as cart lines (api/cart-schemas.ts): the pack, its product's title, page and pack size from the
 *   catalogue, the quantity, and the unit price and sum the order was placed at, in CHF on the user's price
 *   basis (spec 1 §6): net, or in retailer mode gross including VAT, each amount rounded to 5 Rappen;
 * - the total as the order history shows it (orders.ts `basisRappen`).
 */
import { http } from 'msw'
import type { CartEntry } from '@/api/cart-schemas'
import type { OrderAddress, OrderDetail } from '@/api/order-detail'
import type { Db } from '../shops'
import { partnersOf } from '../db/address-book'
import type { OrderRecord } from '../db/commerce'
import { findOrder } from '../db/orders'
import { seedPartnersOf, type Partner } from '../db/partners'
import { chf, VAT_RATE, variantByArticle } from '../db/prices'
import { PRODUCT_PICTURE } from '../db/search'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'
import { basisRappen, NO_CUSTOMER_MESSAGE, orderCustomerOf, SHOP_USERS_ONLY_MESSAGE } from './orders'

/** The 404 of an order that is unknown or not the customer's. */
export const ORDER_NOT_FOUND_MESSAGE = 'Die Bestellung wurde nicht gefunden.'

// spec 1 §1, §6: the order history, and so its orders, are a tool of the B2B shop.
const shopUsersOnly: Access = { allowed: (account) => account.isActiveShopUser, message: SHOP_USERS_ONLY_MESSAGE }

const ORDER_NUMBER = /^[\w-]{1,20}$/

/** An amount of the order in Rappen on the user's price basis: net, or in retailer mode gross including VAT, to 5 Rappen. */
const onBasis = (user: Account, rappen: number) => (user.retailerMode.enabled ? Math.round((rappen * (1 + VAT_RATE)) / 5) * 5 : rappen)

/** A partner of the customer by number: as the address book has it now, else as the seed had it. */
function addressOf(db: Db, customerId: string, partnerId: string | undefined, kind: 'shipTo' | 'billTo'): OrderAddress | undefined {
  if (!partnerId) return undefined
  const find = (partners: Partner[]) => partners.find((partner) => partner.partnerId === partnerId)
  const partner = find(partnersOf(customerId, db)[kind]) ?? find(seedPartnersOf(customerId)[kind])
  return partner ? { partnerId: partner.partnerId, companyName: partner.companyName, street: partner.street, postalCode: partner.postalCode, city: partner.city } : undefined
}

/** An order line as the front end reads it (a cart line): the catalogue's facts, the order's quantity and prices. */
function lineOf(user: Account, line: OrderRecord['lines'][number]): CartEntry {
  const found = variantByArticle(line.articleNumber)
  const unitRappen = onBasis(user, line.unitRappen)
  return {
    itemKey: line.itemKey,
    productId: line.articleNumber,
    // A pack no longer in the catalogue keeps its number; the product's base number is the part before the dot.
    articleNumber: found?.product.articleNumber ?? line.articleNumber.split('.')[0] ?? line.articleNumber,
    title: found?.product.title ?? line.articleNumber,
    ...(found ? { url: found.product.url, image: { fallback: PRODUCT_PICTURE, alt: found.product.title }, packSize: `${found.variant.size} ${found.variant.container}` } : {}),
    quantity: line.quantity,
    price: chf(unitRappen),
    sum: chf(unitRappen * line.quantity),
    itemRefText: line.itemRefText,
    kind: 'product',
  }
}

/** The order as GET /api/orders/{orderNumber} answers it for this user. */
export function orderDetailOf(user: Account, db: Db, order: OrderRecord): OrderDetail {
  const delivery = order.delivery
  const deliveryAddress = addressOf(db, order.customerId, delivery?.shipToPartnerId, 'shipTo')
  const billingAddress = addressOf(db, order.customerId, delivery?.billToPartnerId, 'billTo')
  return {
    orderNumber: order.orderNumber,
    date: order.createdAt,
    status: order.status,
    ...(deliveryAddress ? { deliveryAddress } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(delivery?.requestedDate ? { requestedDate: delivery.requestedDate } : {}),
    ...(delivery?.comment ? { comment: delivery.comment } : {}),
    total: chf(basisRappen(user, order.totalRappen)),
    entries: order.lines.map((line) => lineOf(user, line)),
  }
}

export const orderDetailHandlers = [
  http.get(
    route('orderDetail'),
    withUser(({ request, params, user }) => {
      const customerId = orderCustomerOf(user)
      if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
      const orderNumber = String(params.orderNumber ?? '')
      const { db } = getShop(shopOf(request))
      const order = ORDER_NUMBER.test(orderNumber) ? findOrder(db, orderNumber) : undefined
      if (!order || order.customerId !== customerId) return fail(404, [errorMessage(ORDER_NOT_FOUND_MESSAGE)])
      return ok({ order: orderDetailOf(user, db, order) })
    }, shopUsersOnly),
  ),
]
