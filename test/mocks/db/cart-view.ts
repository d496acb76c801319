/**
 * The mock backend's one way to change a cart's lines and to write a cart as an answer (api/cart-schemas.ts),
 * shared by every handler that touches a cart: the carts themselves, the shopping lists' add-to-cart and
 * the quick order. Amounts are summed in whole Rappen and turned into CHF once, here. Keeps the session's
 * cart count (the header's badge) in step with the lines.
 */
import type { B2bCart as B2bCartAnswer, CartEntry, NotOrderableEntry, RejectedLine } from '@/api/cart-schemas'
import { MAX_QUANTITY } from '@/src/lib/quantity'
import type { Shop } from '../shops'
import { PRODUCT_PICTURE } from './search'
import type { B2bCart, CartLine } from './commerce'
import { chf, lineSumRappen, orderability, unitPriceRappen, VAT_RATE, variantByArticle } from './prices'
import type { Account } from './users'

/** A request to add a pack: its article number and how many. */
export type LineRequest = { productId: string; quantity: number }

let nextKey = 1
const newItemKey = () => `line-${Date.now().toString(36)}-${(nextKey++).toString(36)}`

/**
 * Adds packs to a cart's lines: a pack already there gets the quantities added (capped at 9999), a new
 * one a new line. Unknown packs, packs that cannot be ordered, and quantities that are not whole numbers
 * from 1 to 9999 are not added; they come back with the German reason.
 */
export function addLines(lines: CartLine[], requests: LineRequest[]): { added: CartLine[]; rejected: RejectedLine[] } {
  const added: CartLine[] = []
  const rejected: RejectedLine[] = []
  for (const { productId, quantity } of requests) {
    const found = variantByArticle(productId)
    if (!found) {
      rejected.push({ productId, quantity, reason: 'Unbekannte Artikelnummer' })
      continue
    }
    const state = orderability(found.variant.articleNumber)
    if (!state.orderable) {
      rejected.push({ productId, quantity, reason: state.reason })
      continue
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      rejected.push({ productId, quantity, reason: `Die Menge muss zwischen 1 und ${MAX_QUANTITY} liegen` })
      continue
    }
    const existing = lines.find((line) => line.articleNumber === found.variant.articleNumber)
    if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity)
    else lines.push({ itemKey: newItemKey(), articleNumber: found.variant.articleNumber, quantity, itemRefText: '' })
    added.push(existing ?? lines[lines.length - 1]!)
  }
  return { added, rejected }
}

/** A cart line as the front end reads it, priced for this account, with its amounts in Rappen beside it. */
function entryOf(account: Account | null, line: CartLine): { entry: CartEntry; sumRappen: number } | undefined {
  const found = variantByArticle(line.articleNumber)
  if (!found) return undefined // a pack no longer in the catalogue
  const { product, variant } = found
  const unitRappen = unitPriceRappen(account, variant) ?? 0
  const sumRappen = lineSumRappen(unitRappen, line.quantity)
  const entry: CartEntry = {
    itemKey: line.itemKey,
    productId: variant.articleNumber,
    articleNumber: product.articleNumber,
    title: product.title,
    url: product.url,
    image: { fallback: PRODUCT_PICTURE, alt: product.title },
    packSize: `${variant.size} ${variant.container}`,
    quantity: line.quantity,
    price: chf(unitRappen),
    sum: chf(sumRappen),
    itemRefText: line.itemRefText,
    kind: 'product',
  }
  return { entry, sumRappen }
}

/**
 * The lines of a cart priced for `account`, the orderable apart from the others, and the totals: the
 * subtotal of the orderable lines, the VAT on it (for net prices; prices that include VAT show the VAT
 * they contain) and the total, all summed in Rappen.
 */
export function pricedLines(account: Account | null, lines: CartLine[]) {
  const entries: CartEntry[] = []
  const entriesNotOrderable: NotOrderableEntry[] = []
  let subtotalRappen = 0
  for (const line of lines) {
    const priced = entryOf(account, line)
    if (!priced) continue
    const state = orderability(priced.entry.productId)
    if (state.orderable) {
      entries.push(priced.entry)
      subtotalRappen += priced.sumRappen
    } else entriesNotOrderable.push({ ...priced.entry, reason: state.reason })
  }
  const includesVat = account !== null && (account.user.consumer === true || account.retailerMode.enabled)
  const vatRappen = includesVat ? Math.round(subtotalRappen - subtotalRappen / (1 + VAT_RATE)) : Math.round(subtotalRappen * VAT_RATE)
  const totalRappen = includesVat ? subtotalRappen : subtotalRappen + vatRappen
  return { entries, entriesNotOrderable, totals: { subtotal: chf(subtotalRappen), vat: chf(vatRappen), total: chf(totalRappen) }, totalRappen }
}

/** The B2B cart answer (api/cart-schemas.ts b2bCartSchema) for `account`. */
export function b2bCartAnswer(account: Account, cart: B2bCart): B2bCartAnswer {
  const { entries, entriesNotOrderable, totals } = pricedLines(account, cart.lines)
  return { entries, entriesNotOrderable, showItemRefTexts: cart.showItemRefTexts, showManualPricing: cart.showManualPricing, totals, count: cart.lines.length }
}

/** Sets the session's cart count to the cart's number of lines (spec 2 §4), as the next page's header shows it. */
export function syncCartCount(shop: Shop, username: string, cart: 'b2b' | 'b2c', count: number): void {
  const session = shop.db.sessions.get(username)
  if (session) session.cartCounts[cart] = count
}

/**
 * Whose B2B cart a signed-in shop user works in, and how it is priced: their own; for an employee acting for a
 * contact, that customer's (the shop's account with that customer number, else one kept under
 * `customer:<number>`), priced net on the customer's terms. The cart handlers, the shopping lists' add-to-cart
 * and the CMS's checkout page all ask here, so they agree.
 */
export type B2bScope = {
  shop: Shop
  user: Account
  /** The key of commerce.b2bCarts. */
  key: string
  /** The account the cart belongs to, when it is not the user's own (an employee acting for a contact). */
  owner: Account | undefined
  /** The customer the order is for; '' for an employee acting for nobody. */
  customerId: string
  /** The prices of the cart: the customer's terms, net (an employee never sees retailer mode's gross prices). */
  pricing: Account
  cart: B2bCart
}

export const newB2bCart = (): B2bCart => ({ lines: [], showItemRefTexts: false, showManualPricing: false, delivery: null })

export function b2bCartScope(shop: Shop, user: Account): B2bScope {
  const { b2bCarts } = shop.db.commerce
  let key = user.username
  let owner: Account | undefined
  let customerId = user.user.customerId
  if (user.user.type === 'employee') {
    customerId = user.selectedContact?.customerId ?? ''
    if (customerId !== '') {
      owner = [...shop.db.users.values()].find((account) => account.user.type === 'customer' && account.user.customerId === customerId)
      key = owner?.username ?? `customer:${customerId}`
    }
  }
  const pricing = owner ? { ...owner, retailerMode: { ...owner.retailerMode, enabled: false } } : user
  const cart = b2bCarts.get(key) ?? newB2bCart()
  b2bCarts.set(key, cart)
  return { shop, user, key, owner, customerId, pricing, cart }
}

/** The B2B cart as answered, after the session counts of the user (and of the cart's owner) were set to it. */
export function answerB2bCart(scope: B2bScope): B2bCartAnswer {
  const answer = b2bCartAnswer(scope.pricing, scope.cart)
  syncCartCount(scope.shop, scope.user.username, 'b2b', answer.count)
  if (scope.owner) syncCartCount(scope.shop, scope.owner.username, 'b2b', answer.count)
  return answer
}
