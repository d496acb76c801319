/**
 * The ordered articles (spec 1 §2, §3, §7: GET /api/article-order-history/ with query params, answers
 * data.results with listSortSelectField): every pack the customer the user works for has ordered (the order
 * history's scope, orders.ts `orderCustomerOf`), derived from its orders, seeded history and checkout alike
 * (db/orders.ts `ordersOfCustomer`), as a server-side table through the one table helper (../table-query.ts).
 *
 * - a row per pack of the orders that were not cancelled: when it was last ordered, in how many orders, how
 *   many packs in all, and whether it can be ordered now (db/prices.ts orderability);
 * - the date range (on the order date, in Swiss time, from 2024-01-01 to today) chooses the orders that count:
 *   «what did we order in 2025, how often and how much», so every figure of a row is of that period;
 * - filters: article (text: the pack's or the product's article number, or words of the product's name) and
 *   category (select: the catalogue's product areas);
 * - sort by title, productId, lastOrderDate, orderCount or totalQuantity, also offered as a select
 *   (listSortSelectField, spec 1 §3 "ordered products only"); without a sort, last ordered first.
 */
import { http } from 'msw'
import type { OrderedArticleEntry } from '@/api/ordered-articles'
import { swissToday } from '@/src/lib/swiss-time'
import type { CatalogueProduct, PackVariant } from '../db/catalogue'
import { CATEGORIES } from '../db/categories'
import type { OrderRecord } from '../db/commerce'
import { ordersOfCustomer } from '../db/orders'
import { orderability, variantByArticle } from '../db/prices'
import { errorMessage, fail, ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'
import { answerTable, containsWords, withTableQuery, type MockTableQuery, type TableSpec } from '../table-query'
import { NO_CUSTOMER_MESSAGE, orderCustomerOf, orderDay, ORDERS_FIRST_DAY } from './orders'

export const ORDERED_ARTICLES_SHOP_USERS_ONLY = 'Die bestellten Artikel stehen nur aktiven Shop-Benutzern zur Verfügung.'

// spec 1 §1, §6: ordered articles are a tool of the B2B shop.
const shopUsersOnly: Access = { allowed: (account) => account.isActiveShopUser, message: ORDERED_ARTICLES_SHOP_USERS_ONLY }

/** One pack the customer ordered, with its figures over the orders that count. */
export type OrderedArticle = {
  productId: string
  product: CatalogueProduct
  variant: PackVariant
  /** The latest order it was in. */
  lastOrder: OrderRecord
  orderCount: number
  totalQuantity: number
}

/** The packs of `orders` (cancelled ones aside), one row each, with when, how often and how many. */
export function orderedArticlesOf(orders: readonly OrderRecord[]): OrderedArticle[] {
  const rows = new Map<string, OrderedArticle>()
  for (const order of orders) {
    if (order.status === 'cancelled') continue
    for (const line of order.lines) {
      const found = variantByArticle(line.articleNumber)
      // A pack no longer in the catalogue cannot be shown or ordered again.
      if (!found) continue
      const row = rows.get(line.articleNumber)
      if (!row) {
        rows.set(line.articleNumber, { productId: line.articleNumber, product: found.product, variant: found.variant, lastOrder: order, orderCount: 1, totalQuantity: line.quantity })
        continue
      }
      if (order.createdAt > row.lastOrder.createdAt) row.lastOrder = order
      row.orderCount += 1
      row.totalQuantity += line.quantity
    }
  }
  return [...rows.values()]
}

/** The sort the select offers (spec 1 §3 listSortSelectField), with the labels the server sends. */
export const ORDERED_ARTICLES_SORT_SELECT = {
  label: 'Sortieren nach',
  options: [
    { label: 'Zuletzt bestellt', sortField: 'lastOrderDate', sortOrder: 'desc' },
    { label: 'Am häufigsten bestellt', sortField: 'orderCount', sortOrder: 'desc' },
    { label: 'Grösste Gesamtmenge', sortField: 'totalQuantity', sortOrder: 'desc' },
    { label: 'Produkt A–Z', sortField: 'title', sortOrder: 'asc' },
    { label: 'Artikelnummer', sortField: 'productId', sortOrder: 'asc' },
  ],
} as const

const lastOrdered = (a: OrderedArticle, b: OrderedArticle) => a.lastOrder.createdAt.localeCompare(b.lastOrder.createdAt) || a.productId.localeCompare(b.productId)

/** The ordered articles' table (../table-query.ts). */
export const orderedArticlesTable: TableSpec<OrderedArticle, OrderedArticleEntry> = {
  sortColumns: {
    title: (a, b) => a.product.title.localeCompare(b.product.title, 'de'),
    productId: (a, b) => a.productId.localeCompare(b.productId),
    lastOrderDate: lastOrdered,
    orderCount: (a, b) => a.orderCount - b.orderCount,
    totalQuantity: (a, b) => a.totalQuantity - b.totalQuantity,
  },
  naturalOrder: (a, b) => lastOrdered(b, a),
  filters: [
    {
      type: 'text',
      name: 'article',
      label: 'Artikelnummer oder Produkt',
      matches: (row, value) => row.productId.includes(value.trim()) || containsWords(row.product.title, value),
    },
    {
      type: 'select',
      name: 'category',
      label: 'Produktbereich',
      options: CATEGORIES.map((category) => ({ value: category.id, label: category.name })),
      matches: (row, value) => row.product.categoryIds.includes(value),
    },
  ],
  // Every row's figures are of the orders in the range (below), so its last order lies in it too.
  datepicker: { field: 'lastOrderDate', label: 'Bestellt im Zeitraum', dayOf: (row) => orderDay(row.lastOrder), min: ORDERS_FIRST_DAY, max: swissToday() },
  listSortSelectField: ORDERED_ARTICLES_SORT_SELECT,
  entry: (row) => {
    const state = orderability(row.productId)
    return {
      productId: row.productId,
      articleNumber: row.product.articleNumber,
      title: row.product.title,
      url: row.product.url,
      packSize: `${row.variant.size} ${row.variant.container}`,
      lastOrderDate: row.lastOrder.createdAt,
      orderCount: row.orderCount,
      totalQuantity: row.totalQuantity,
      orderable: state.orderable,
      ...(state.orderable ? {} : { reason: state.reason }),
    }
  },
}

/** The orders the query's date range takes in: placed from dateFrom to dateTo (both inclusive, Swiss days). */
const inRange = (orders: readonly OrderRecord[], { dateFrom, dateTo }: MockTableQuery) =>
  orders.filter((order) => (dateFrom === '' || orderDay(order) >= dateFrom) && (dateTo === '' || orderDay(order) <= dateTo))

export const orderedArticleHandlers = [
  http.get(
    route('orderedArticles'),
    withUser(
      withTableQuery(({ request, user, query }) => {
        const customerId = orderCustomerOf(user)
        if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        const orders = inRange(ordersOfCustomer(getShop(shopOf(request)).db, customerId), query)
        return ok(answerTable(orderedArticlesOf(orders), query, orderedArticlesTable))
      }),
      shopUsersOnly,
    ),
  ),
]
