/**
 * The shop's commerce state (docs/simulated-cms.md "The mock shop"): carts, orders, shopping lists and reviews, one
 * copy per mock shop (../shops.ts), seeded so a returning demo user finds what the header's cart count promises.
 * Quantities are whole numbers, amounts whole Rappen (prices.ts). Plain data only; handlers change it in place.
 */

/** A line of a cart or order: a pack (variant article number) and how many. */
export type CartLine = {
  /** Stable key of the line in its cart (spec 2 §3 "entries (each with itemKey, itemRefText)"). */
  itemKey: string
  /** The pack's article number, e.g. '10-4111.004': the cart's productId. */
  articleNumber: string
  quantity: number
  /** The buyer's reference text for this line (B2B only, no '#', spec 1 §5). */
  itemRefText: string
}

export type DeliveryChoice = { shipToPartnerId: string; billToPartnerId: string; requestedDate: string; comment: string }

/** A B2B cart (spec 2 §3): its lines and the settings of the checkout. */
export type B2bCart = { lines: CartLine[]; showItemRefTexts: boolean; showManualPricing: boolean; delivery: DeliveryChoice | null }

/** A B2C cart (spec 2 §3 "B2C cart: entries"), addressed by its id (spec 2 §7 /api/b2ccart/{id}). */
export type B2cCart = { id: string; owner: string | null; lines: CartLine[] }

/** An order the checkout created; the order history lists these. */
export type OrderRecord = {
  orderNumber: string
  /** ISO date and time. */
  createdAt: string
  username: string
  customerId: string
  lines: (CartLine & { unitRappen: number })[]
  totalRappen: number
  delivery: DeliveryChoice | null
  /** Where the order stands (api/orders.ts ORDER_STATUSES); the order history's seed has cancelled ones too (db/orders.ts). */
  status: 'received' | 'inProcess' | 'shipped' | 'delivered' | 'cancelled'
}

/** A shopping list (spec 2 §3, §7). */
export type ShoppingList = { shoppingListId: string; name: string; updatedAt: string; items: { articleNumber: string; quantity: number }[] }

/** A product rating and comment (spec 1 §7 POST /api/product-review/). */
export type Review = { product: string; name: string; email: string; comment: string; rating: number | null; createdAt: string }

export type Commerce = {
  /** By username (the acting employee's selected contact is the handler's concern). */
  b2bCarts: Map<string, B2bCart>
  /** By cart id. */
  b2cCarts: Map<string, B2cCart>
  orders: OrderRecord[]
  /** By username. */
  shoppingLists: Map<string, ShoppingList[]>
  reviews: Review[]
}

const line = (itemKey: string, articleNumber: string, quantity: number, itemRefText = ''): CartLine => ({ itemKey, articleNumber, quantity, itemRefText })
const emptyB2b = (lines: CartLine[]): B2bCart => ({ lines, showItemRefTexts: false, showManualPricing: false, delivery: null })

// The seeded carts hold as many lines as users.ts's session cart counts say (the header's badge).
const seed: Commerce = {
  b2bCarts: new Map([
    ['kunde@example.ch', emptyB2b([line('k1', '10-4111.004', 2), line('k2', '10-4211.020', 1), line('k3', '50-1111.004', 3)])],
    ['haendler@example.ch', emptyB2b([line('h1', '10-4211.004', 6)])],
  ]),
  b2cCarts: new Map([['b2c-konsument', { id: 'b2c-konsument', owner: 'konsument@example.ch', lines: [line('c1', '10-4111.001', 2), line('c2', '10-4211.004', 1)] }]]),
  orders: [],
  shoppingLists: new Map([
    [
      'kunde@example.ch',
      [
        { shoppingListId: 'sl-werkstatt', name: 'Werkstatt Winterthur', updatedAt: '2026-11-02T09:15:00Z', items: [{ articleNumber: '10-4111.020', quantity: 2 }, { articleNumber: '50-1111.004', quantity: 1 }] },
        { shoppingListId: 'sl-lkw', name: 'LKW-Flotte Quartal', updatedAt: '2026-10-18T14:40:00Z', items: [{ articleNumber: '10-4211.208', quantity: 1 }] },
      ],
    ],
  ]),
  reviews: [],
}

/** A fresh copy of the seed, so a reset never shares objects with a changed state. */
export const seedCommerce = (): Commerce => structuredClone(seed)
