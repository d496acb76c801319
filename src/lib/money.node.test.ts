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

  it('uses a plain space (U+0020) and no apostrophe, whichever apostrophe Intl produces', () => {
    const text = formatAmount(9876543.21)
    expect(text).toBe('9 876 543.21')
    expect(text).not.toMatch(/['’\u00A0\u202F]/)
  })

  it.each([NaN, Infinity, -Infinity])('returns an empty string for %s', (value) => {
    expect(formatAmount(value)).toBe('')
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
