/**
 * The order history of the mock shop (spec 1 §3): about 750 orders placed from January 2024 to the demo's
 * «today» (2026-11-24) by the demo's business customers and the customers the employee acts for, each with
 * lines of the catalogue's packs (catalogue.ts) priced on the customer's terms in whole Rappen (prices.ts),
 * and the states an order passes through: received, in process, shipped, delivered, some cancelled. Brunner
 * Transporte AG (kunde@example.ch) has 500 of them, so its history is a table of 25 pages.
 *
 * The history is per shop and read-only to the handlers; the orders the checkout creates live in
 * `commerce.orders` (handlers/cart.ts) and come after it: {@link ordersOf} is both, the one list every order
 * call reads. Seeded numbers (4500000001 …) stay below the checkout's (4500012001 …), so they never meet.
 * Deterministic: a seeded generator, fixed dates; no Node or browser APIs.
 */
import type { Db } from '../shops'
import { PRODUCTS, type PackVariant } from './catalogue'
import type { CartLine, OrderRecord } from './commerce'
import { seedPartnersOf } from './partners'
import { unitPriceRappen } from './prices'
import { hashText, seeded } from './seeded'
import { seedAccounts, type Account } from './users'
import { DAY_MS, DEMO_TODAY, dayNumber, isoOf } from './demo-day'

/** The demo's «today»: the history ends the day before. */
export const ORDER_HISTORY_TODAY = DEMO_TODAY
/** The first day of the history. */
export const ORDER_HISTORY_START = '2024-01-03'
/** The first seeded order number. */
export const FIRST_SEEDED_ORDER = 4_500_000_001

/** Whose orders the seed holds, how many, who placed them and what they buy (top categories). */
const CUSTOMERS: readonly { customerId: string; count: number; placedBy: readonly string[]; buys: readonly string[]; pricedAs: string }[] = [
  // Brunner Transporte AG, Winterthur: a fleet of trucks, its workshop and the employee ordering for it now and then.
  { customerId: '0001004711', count: 500, placedBy: ['kunde@example.ch', 'kunde@example.ch', 'kunde@example.ch', 'mitarbeiter@example.ch'], buys: ['c-motor-nfz', 'c-gear-vehicle', 'c-grease', 'c-coolant', 'c-hydraulic'], pricedAs: 'kunde@example.ch' },
  { customerId: '0001004712', count: 36, placedBy: ['mitarbeiter@example.ch'], buys: ['c-motor-pkw', 'c-gear-vehicle', 'c-coolant'], pricedAs: 'kunde@example.ch' },
  { customerId: '0001004738', count: 60, placedBy: ['mitarbeiter@example.ch'], buys: ['c-motor-nfz', 'c-hydraulic', 'c-grease', 'c-gear-vehicle'], pricedAs: 'kunde@example.ch' },
  { customerId: '0001004756', count: 24, placedBy: ['mitarbeiter@example.ch'], buys: ['c-hydraulic', 'c-motor-nfz', 'c-grease'], pricedAs: 'kunde@example.ch' },
  { customerId: '0001004790', count: 48, placedBy: ['mitarbeiter@example.ch'], buys: ['c-metal', 'c-industry', 'c-hydraulic'], pricedAs: 'kunde@example.ch' },
  { customerId: '0001004815', count: 30, placedBy: ['mitarbeiter@example.ch'], buys: ['c-motor-pkw', 'c-motor-nfz', 'c-gear-vehicle'], pricedAs: 'kunde@example.ch' },
  // Autoteile Fankhauser AG, Bern (haendler@example.ch): a retailer restocking its shelves.
  { customerId: '0001005120', count: 45, placedBy: ['haendler@example.ch'], buys: ['c-motor-pkw', 'c-motor-moto', 'c-coolant', 'c-grease'], pricedAs: 'haendler@example.ch' },
]


/** Where an order of this age (days before «today») stands; a few are cancelled. */
function statusOf(age: number, random: () => number): OrderRecord['status'] {
  if (age > 1 && random() < 0.04) return 'cancelled'
  if (age <= 1) return 'received'
  if (age <= 4) return 'inProcess'
  if (age <= 9) return 'shipped'
  return 'delivered'
}

/** How many of a pack a customer orders at once: drums one or two, canisters a few, small packs by the dozen. */
function quantityOf(variant: PackVariant, random: () => number): number {
  if (variant.quantity >= 60) return 1 + Math.floor(random() * 2)
  if (variant.quantity >= 10) return 1 + Math.floor(random() * 4)
  return 2 + Math.floor(random() * 11)
}

/** The pricing account of a customer: the named demo account, on its own net terms (no retailer mode in history). */
function pricingOf(accounts: Account[], username: string): Account {
  const account = accounts.find((item) => item.username === username)!
  return { ...account, retailerMode: { ...account.retailerMode, enabled: false } }
}

function buildSeed(): OrderRecord[] {
  const accounts = seedAccounts()
  const start = dayNumber(ORDER_HISTORY_START)
  const end = dayNumber(ORDER_HISTORY_TODAY) - 1
  const orders: Omit<OrderRecord, 'orderNumber'>[] = []
  for (const customer of CUSTOMERS) {
    const random = seeded(hashText(`orders:${customer.customerId}`))
    const pricing = pricingOf(accounts, customer.pricedAs)
    // The customer's usual range: 24 packs of the categories it buys.
    const range = PRODUCTS.filter((product) => customer.buys.some((category) => product.categoryIds.includes(category))).flatMap((product) => product.variants)
    const assortment = Array.from({ length: 24 }, () => range[Math.floor(random() * range.length)]!)
    const partners = seedPartnersOf(customer.customerId)
    for (let index = 0; index < customer.count; index++) {
      // Spread over the span, weekdays only, placed between 06:00 and 16:00 UTC (the same day in Switzerland).
      let day = start + Math.floor(((index + random() * 0.9) * (end - start)) / customer.count)
      const weekday = new Date(day * DAY_MS).getUTCDay()
      if (weekday === 6) day -= 1
      if (weekday === 0) day += 1
      day = Math.min(day, end)
      const minute = 6 * 60 + Math.floor(random() * 600)
      const createdAt = `${isoOf(day)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00Z`
      const count = 1 + Math.floor(random() * random() * 6)
      const lines: OrderRecord['lines'] = []
      for (let number = 1; lines.length < count && number <= count * 3; number++) {
        const variant = assortment[Math.floor(random() * assortment.length)]!
        if (lines.some((line) => line.articleNumber === variant.articleNumber)) continue
        const line: CartLine = { itemKey: `o${index}-${number}`, articleNumber: variant.articleNumber, quantity: quantityOf(variant, random), itemRefText: '' }
        lines.push({ ...line, unitRappen: unitPriceRappen(pricing, variant) ?? 0 })
      }
      orders.push({
        createdAt,
        username: customer.placedBy[Math.floor(random() * customer.placedBy.length)]!,
        customerId: customer.customerId,
        lines,
        totalRappen: lines.reduce((sum, line) => sum + line.unitRappen * line.quantity, 0),
        delivery: { shipToPartnerId: partners.shipTo[0]?.partnerId ?? '', billToPartnerId: partners.billTo[0]?.partnerId ?? '', requestedDate: '', comment: '' },
        status: statusOf(end + 1 - day, random),
      })
    }
  }
  // Numbered in the order they were placed, as SAP would.
  return orders
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.customerId.localeCompare(b.customerId))
    .map((order, index) => ({ orderNumber: String(FIRST_SEEDED_ORDER + index), ...order }))
}

let seed: OrderRecord[] | undefined
/** The seeded history, built once; callers copy it. */
const seedOrders = () => (seed ??= buildSeed())

// Each shop's copy of the history, made on first use: a reset shop is a new Db and starts from the seed again.
const histories = new WeakMap<Db, OrderRecord[]>()

/** The shop's seeded order history (not the orders its checkout created). */
export function orderHistoryOf(db: Db): OrderRecord[] {
  let history = histories.get(db)
  if (!history) {
    history = structuredClone(seedOrders())
    histories.set(db, history)
  }
  return history
}

/** Every order of the shop: the seeded history, then the orders its checkout created (commerce.orders). */
export const ordersOf = (db: Db): OrderRecord[] => [...orderHistoryOf(db), ...db.commerce.orders]

/** The orders of one customer number. */
export const ordersOfCustomer = (db: Db, customerId: string): OrderRecord[] => ordersOf(db).filter((order) => order.customerId === customerId)

/** One order by its number, in any customer's history. */
export const findOrder = (db: Db, orderNumber: string): OrderRecord | undefined => ordersOf(db).find((order) => order.orderNumber === orderNumber)
