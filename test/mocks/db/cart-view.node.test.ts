import { addLines, pricedLines } from './cart-view'
import type { CartLine } from './commerce'
import { PRODUCTS } from './catalogue'
import { orderability } from './prices'
import { seedAccounts } from './users'

const customer = seedAccounts().find((account) => account.role === 'customer')!
const packs = PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.articleNumber))
const orderable = packs.filter((pack) => orderability(pack).orderable)
const blocked = packs.find((pack) => !orderability(pack).orderable)!
const reasonOf = (pack: string) => {
  const state = orderability(pack)
  return state.orderable ? '' : state.reason
}

describe('mock cart lines', () => {
  it('adds to an existing line, opens new ones, and refuses unknown packs, blocked packs and bad quantities with a reason', () => {
    const lines: CartLine[] = [{ itemKey: 'a', articleNumber: orderable[0]!, quantity: 2, itemRefText: '' }]
    const { added, rejected } = addLines(lines, [
      { productId: orderable[0]!, quantity: 3 },
      { productId: orderable[1]!, quantity: 1 },
      { productId: '99-9999.001', quantity: 1 },
      { productId: blocked, quantity: 1 },
      { productId: orderable[2]!, quantity: 10_000 },
      { productId: orderable[2]!, quantity: 1.5 },
    ])
    expect(lines.map((line) => [line.articleNumber, line.quantity])).toEqual([
      [orderable[0], 5],
      [orderable[1], 1],
    ])
    expect(added).toHaveLength(2)
    expect(rejected.map((line) => line.reason)).toEqual([
      'Unbekannte Artikelnummer',
      reasonOf(blocked),
      'Die Menge muss zwischen 1 und 9999 liegen',
      'Die Menge muss zwischen 1 und 9999 liegen',
    ])
  })

  it('sums in Rappen: the total of many lines is exact to the cent, never a floating-point remainder', () => {
    const lines: CartLine[] = orderable.slice(0, 40).map((articleNumber, index) => ({ itemKey: String(index), articleNumber, quantity: 1 + (index % 7), itemRefText: '' }))
    const { entries, totals } = pricedLines(customer, lines)
    for (const value of [totals.subtotal, totals.vat, totals.total, ...entries.map((entry) => entry.sum)]) expect(Math.round(value * 100) / 100).toBe(value)
    const cents = entries.reduce((sum, entry) => sum + Math.round(entry.sum * 100), 0)
    expect(Math.round(totals.subtotal * 100)).toBe(cents)
    expect(Math.round(totals.total * 100)).toBe(cents + Math.round(totals.vat * 100))
  })

  it('puts lines that cannot be ordered apart, with why, and leaves them out of the totals', () => {
    const { entries, entriesNotOrderable, totals } = pricedLines(customer, [
      { itemKey: 'a', articleNumber: blocked, quantity: 1, itemRefText: '' },
      { itemKey: 'b', articleNumber: orderable[0]!, quantity: 1, itemRefText: '' },
    ])
    expect(entries.map((entry) => entry.itemKey)).toEqual(['b'])
    expect(entriesNotOrderable).toEqual([expect.objectContaining({ itemKey: 'a', reason: expect.any(String) })])
    expect(totals.subtotal).toBe(entries[0]!.sum)
  })
})
