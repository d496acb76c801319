/**
 * What the mock shop charges (docs/simulated-cms.md "The mock shop", prices): every amount is kept in whole Rappen
 * (integers) and only turned into CHF (a number with at most two decimals) at the edge of an answer, so a sum the
 * server sends is exact and the front end never has to compute one (spec 1 §9: CHF with two decimals). Plain data and
 * pure functions only; nothing here touches Node or browser APIs.
 *
 * Who sees which price (spec 1 §6), by the user type:
 * - business customers (B2B) and employees: their net price, excluding VAT ('Netto / exkl. MwSt.');
 * - a retailer in retailer mode: the gross price, including VAT ('Brutto / inkl. MwSt.');
 * - consumers (B2C, `user.consumer`): the list price including VAT ('Netto / inkl. Mwst');
 * - anonymous visitors: no price at all (the prompt to log in for prices and availability).
 */
import type { Account } from './users'
import { PRODUCTS, type CatalogueProduct, type PackVariant } from './catalogue'
import { hashText, seeded } from './seeded'
import { DAY_MS, DEMO_TODAY } from './demo-day'

/** Swiss VAT, standard rate since 2024. */
export const VAT_RATE = 0.081

/** Which of spec 1 §6's price texts an amount is: the front end words it. */
export type PriceBasis = 'net' | 'gross' | 'consumer'

/** Customer discount off the list price, in per cent, by kind of account (an employee buys at the customer's terms). */
const DISCOUNT: Record<Account['role'], number> = { customer: 18, employee: 18, retailer: 22, consumer: 0 }

/** Rounds to the 5 Rappen Swiss cash amounts are written in. */
const toFiveRappen = (rappen: number) => Math.round(rappen / 5) * 5

/** CHF with at most two decimals, from whole Rappen: the one place an amount becomes a number of francs. */
export const chf = (rappen: number): number => Math.round(rappen) / 100

/** The basis an account's prices are shown on, or undefined for anonymous visitors (no prices, spec 1 §6). */
export function priceBasisOf(account: Account | null): PriceBasis | undefined {
  if (!account) return undefined
  // By the user type, whether or not the account is an active shop user (store/price-basis.ts words the same).
  if (account.user.consumer === true) return 'consumer'
  return account.retailerMode.enabled ? 'gross' : 'net'
}

/** The unit price of a pack in whole Rappen for this account; undefined for anonymous visitors. */
export function unitPriceRappen(account: Account | null, variant: PackVariant): number | undefined {
  const basis = priceBasisOf(account)
  if (basis === undefined) return undefined
  const list = Math.round(variant.priceChf * 100)
  if (basis === 'consumer') return toFiveRappen(list * (1 + VAT_RATE))
  const net = toFiveRappen((list * (100 - DISCOUNT[account!.role])) / 100)
  return basis === 'gross' ? toFiveRappen(net * (1 + VAT_RATE)) : net
}

/** A line's sum in whole Rappen: exact, an integer times an integer. */
export const lineSumRappen = (unitRappen: number, quantity: number): number => unitRappen * quantity

// ——— Orderability, last orders, ratings, sale labels: seeded per article, the same on every run ———

/** Why a pack cannot be ordered online, in the words the shop shows. */
export const NOT_ORDERABLE_REASONS = ['Nicht mehr lieferbar', 'Nur auf Anfrage erhältlich', 'Vorübergehend nicht lieferbar'] as const

/** Whether a pack can be ordered online (SAP's `articlesOrderable`), and if not, why. About one in sixteen cannot. */
export function orderability(variantArticleNumber: string): { orderable: true } | { orderable: false; reason: string } {
  const random = seeded(hashText(`orderable:${variantArticleNumber}`))
  if (random() >= 0.0625) return { orderable: true }
  return { orderable: false, reason: NOT_ORDERABLE_REASONS[Math.floor(random() * NOT_ORDERABLE_REASONS.length)]! }
}

/**
 * When this account last ordered this product (spec 1 §3 "Last order date: id, lastOrderDate"), as an
 * ISO date; about a third of the range has been ordered before by each shop user. Undefined otherwise.
 */
export function lastOrderDateOf(account: Account, productId: string, today = new Date(`${DEMO_TODAY}T00:00:00Z`)): string | undefined {
  const random = seeded(hashText(`last-order:${account.username}:${productId}`))
  if (random() >= 0.33) return undefined
  const daysAgo = 3 + Math.floor(random() * 400)
  return new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10)
}

/** A product's ratings: an average of 1–5 in halves and how many gave one; about half the range has none yet. */
export function ratingOf(product: CatalogueProduct): { average: number; count: number } | undefined {
  const random = seeded(hashText(`rating:${product.id}`))
  if (random() < 0.5) return undefined
  return { average: Math.round((3 + random() * 2) * 2) / 2, count: 1 + Math.floor(random() * 40) }
}

/**
 * The list price (sale) label of a product on sale (spec 2 §3 "list price (sale) labels keyed by product
 * number"), e.g. 'Aktion -15 %'; undefined for a product not on sale.
 */
export function saleLabelOf(product: CatalogueProduct): string | undefined {
  if (!product.tags.some((tag) => tag.type === 'sale')) return undefined
  const percent = [10, 15, 20, 25][Math.floor(seeded(hashText(`sale:${product.id}`))() * 4)]!
  return `Aktion -${percent} %`
}

const byVariant = new Map(PRODUCTS.flatMap((product) => product.variants.map((variant) => [variant.articleNumber, { product, variant }] as const)))
const byId = new Map(PRODUCTS.map((product) => [product.id, product]))
const byArticle = new Map(PRODUCTS.map((product) => [product.articleNumber, product]))

/** The product and pack of a variant's article number (e.g. '10-4111.004'), if there is one. */
export const variantByArticle = (articleNumber: string) => byVariant.get(articleNumber.trim())

/** A product by its id ('p-10-4111') or its base article number ('10-4111'). */
export const productByIdOrArticle = (key: string): CatalogueProduct | undefined => byId.get(key.trim()) ?? byArticle.get(key.trim())
