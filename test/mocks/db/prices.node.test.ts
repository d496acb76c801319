import { seedCommerce } from './commerce'
import { PRODUCTS } from './catalogue'
import { chf, lastOrderDateOf, orderability, priceBasisOf, ratingOf, saleLabelOf, unitPriceRappen, variantByArticle } from './prices'
import { seedAccounts, seedSessions } from './users'

const account = (role: string) => seedAccounts().find((candidate) => candidate.role === role)!
const variant = PRODUCTS[0]!.variants[1]!

describe('mock prices', () => {
  it('gives each kind of account its basis of spec 1 §6, and anonymous visitors none', () => {
    expect(priceBasisOf(null)).toBeUndefined()
    expect(priceBasisOf(account('customer'))).toBe('net')
    expect(priceBasisOf(account('consumer'))).toBe('consumer')
    const retailer = account('retailer')
    expect(priceBasisOf(retailer)).toBe('net')
    retailer.retailerMode.enabled = true
    expect(priceBasisOf(retailer)).toBe('gross')
    expect(unitPriceRappen(null, variant)).toBeUndefined()
  })

  it('keeps amounts in whole 5 Rappen and turns them into CHF with two decimals exactly', () => {
    for (const role of ['customer', 'consumer', 'retailer']) {
      const rappen = unitPriceRappen(account(role), variant)!
      expect(Number.isInteger(rappen) && rappen % 5 === 0).toBe(true)
    }
    expect(chf(123_455)).toBe(1234.55)
    // Net is below the list price, the consumer's price (incl. VAT) above it.
    expect(unitPriceRappen(account('customer'), variant)).toBeLessThan(variant.priceChf * 100)
    expect(unitPriceRappen(account('consumer'), variant)).toBeGreaterThan(variant.priceChf * 100)
  })

  it('marks some packs not orderable with a reason, the same ones every run', () => {
    const all = PRODUCTS.flatMap((product) => product.variants.map((pack) => orderability(pack.articleNumber)))
    const blocked = all.filter((entry) => !entry.orderable)
    expect(blocked.length).toBeGreaterThan(20)
    expect(blocked.length).toBeLessThan(all.length / 8)
    expect(orderability(variant.articleNumber)).toEqual(orderability(variant.articleNumber))
  })

  it('seeds last order dates, ratings and sale labels for part of the range', () => {
    const customer = account('customer')
    const dates = PRODUCTS.map((product) => lastOrderDateOf(customer, product.id)).filter(Boolean)
    expect(dates.length).toBeGreaterThan(PRODUCTS.length / 5)
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(PRODUCTS.filter((product) => ratingOf(product)).length).toBeGreaterThan(PRODUCTS.length / 4)
    const onSale = PRODUCTS.filter((product) => product.tags.some((tag) => tag.type === 'sale'))
    expect(onSale.map(saleLabelOf).every((label) => /^Aktion -\d+ %$/.test(label ?? ''))).toBe(true)
  })

  it('seeds carts that hold exactly the lines the session counts promise, of real packs', () => {
    const commerce = seedCommerce()
    const sessions = seedSessions()
    for (const [username, cart] of commerce.b2bCarts) expect(cart.lines.length).toBe(sessions.get(username)!.cartCounts.b2b)
    for (const cart of commerce.b2cCarts.values()) expect(cart.lines.length).toBe(sessions.get(cart.owner!)!.cartCounts.b2c)
    const articles = [...commerce.b2bCarts.values(), ...commerce.b2cCarts.values()].flatMap((cart) => cart.lines.map((line) => line.articleNumber))
    const listed = [...commerce.shoppingLists.values()].flat().flatMap((list) => list.items.map((item) => item.articleNumber))
    for (const article of [...articles, ...listed]) expect(variantByArticle(article), article).toBeDefined()
  })
})
