import { CURRENCY, formatAmount, formatPrice } from '@/src/lib/money'

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [0.005, '0.01'],
    // toFixed would give 1.00 here (binary 1.00499…); the shop must show what the API's decimal says.
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [12.5, '12.50'],
    [999, '999.00'],
    [999.999, '1 000.00'],
    [1000, '1 000.00'],
    [1234.5, '1 234.50'],
    [1234567.891, '1 234 567.89'],
  ])('formats %s as %j', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it.each([
    [-1234.5, '-1 234.50'],
    [-0.5, '-0.50'],
    [-1234567.891, '-1 234 567.89'],
  ])('writes negative %s with a leading hyphen-minus as %j', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it('never shows a negative zero', () => {
    expect(formatAmount(-0)).toBe('0.00')
    expect(formatAmount(-0.004)).toBe('0.00')
  })

  it('uses a plain space (U+0020) and no apostrophe', () => {
    const text = formatAmount(9876543.21)
    expect(text).toBe('9 876 543.21')
    expect(text).not.toMatch(/['’\u00A0\u202F]/)
  })

  it.each([NaN, Infinity, -Infinity])('returns an empty string for %s', (value) => {
    expect(formatAmount(value)).toBe('')
  })
})

describe('formatAmount against Intl', () => {
  // What the shop wrote with Intl.NumberFormat('de-CH') before: the reference the arithmetic of money.ts must match.
  const intl = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' })
  const byIntl = (value: number) =>
    intl
      .formatToParts(value)
      .map((part) => (part.type === 'group' ? ' ' : part.type === 'minusSign' ? '-' : part.value))
      .join('')

  it('writes 20 000 amounts as Intl does: cents, half cents, thousands and millions, both signs', () => {
    const amounts: number[] = []
    for (let index = 0; index < 5000; index++) {
      amounts.push(index / 1000, -index / 1000) // every half cent from 0 to 5
      amounts.push((index * 7919.123457) % 10_000_000, -((index * 104_729.5) % 1e12)) // large and odd amounts
    }
    const disagreements = amounts.filter((value) => formatAmount(value) !== byIntl(value)).map((value) => `${String(value)}: ${formatAmount(value)} ≠ ${byIntl(value)}`)
    expect(disagreements).toEqual([])
  })

  it('writes tiny and huge amounts as Intl does', () => {
    for (const value of [1e-7, -1e-7, 0.004999, 123456789012.345, 1e15 + 0.5, 1e21, -1e21]) expect(formatAmount(value), String(value)).toBe(byIntl(value))
  })
})

describe('formatPrice', () => {
  it('prefixes the currency', () => {
    expect(CURRENCY).toBe('CHF')
    expect(formatPrice(1234.5)).toBe('CHF 1 234.50')
    expect(formatPrice(0)).toBe('CHF 0.00')
    expect(formatPrice(-19.9)).toBe('CHF -19.90')
  })

  it('returns an empty string instead of "CHF NaN"', () => {
    expect(formatPrice(NaN)).toBe('')
    expect(formatPrice(Infinity)).toBe('')
  })
})
