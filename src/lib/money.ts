/** The shop's one currency: prices are shown in Swiss francs (spec 1 §1, §9). */
export const CURRENCY = 'CHF'

// spec 1 §9: two decimals, rounded half away from zero on the decimal the number is written as, as Intl rounds:
// 1.005 shows as 1.01, not 1.00 as toFixed gives (binary 1.00499…). Worked out here rather than by
// Intl.NumberFormat: the page's first number formatter loads the locale's data, 50–80 ms at once on a phone
// (4× slower CPU), in the middle of drawing the first tiles or orders (docs/budgets.md, the first screens).
// money.node.test.ts compares both over 20 000 amounts.
function centsOf(amount: number): bigint {
  const written = amount.toString()
  // Below 1e-6 or from 1e21 on, JavaScript writes an exponent: zero cents, or a whole number without cents.
  if (written.includes('e')) return amount >= 1 ? BigInt(amount) * 100n : 0n
  const [whole = '0', fraction = ''] = written.split('.')
  const digits = fraction.padEnd(3, '0')
  const cents = BigInt(whole + digits.slice(0, 2))
  return digits.charAt(2) >= '5' ? cents + 1n : cents
}

/**
 * An amount with two decimals and Swiss grouping, e.g. `1 234.50` or `-1 234.50`; `''` for NaN or
 * ±Infinity, so a missing price renders as nothing rather than as "NaN". spec 1 §9: a space groups the
 * thousands (not the apostrophe of de-CH); the minus is the ASCII hyphen-minus, and an amount that rounds
 * to zero has none.
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return ''
  const cents = centsOf(Math.abs(value))
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ' ')
  const fraction = (cents % 100n).toString().padStart(2, '0')
  return `${value < 0 && cents > 0n ? '-' : ''}${whole}.${fraction}`
}

/** A price with its currency, e.g. `CHF 1 234.50`; `''` when the value is not a finite number. */
export function formatPrice(value: number): string {
  const amount = formatAmount(value)
  return amount === '' ? '' : `${CURRENCY} ${amount}`
}
