/** The shop's one currency: prices are shown in Swiss francs (spec 1 §1, §9). */
export const CURRENCY = 'CHF'

// spec 1 §9: two decimals. Built once, on first use, because constructing an Intl formatter costs far more than
// using one (the first of a page loads the locale's data: src/lib/bytes.ts). Intl (not toFixed) rounds the decimal
// value, so 1.005 shows as 1.01 and not 1.00; 'negative' keeps an amount that rounds to zero from showing as "-0.00".
let format: Intl.NumberFormat | undefined
const amountFormat = () => (format ??= new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }))

/**
 * An amount with two decimals and Swiss grouping, e.g. `1 234.50` or `-1 234.50`; `''` for NaN or
 * ±Infinity, so a missing price renders as nothing rather than as "NaN".
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return ''
  return amountFormat()
    .formatToParts(value)
    .map((part) => {
      // spec 1 §9: apostrophe thousands separator replaced by a space. Matching the part type, not a
      // character, covers both apostrophes CLDR has used for de-CH (' and ’).
      if (part.type === 'group') return ' '
      // Some ICU versions use U+2212 for minus; the shop writes the ASCII hyphen-minus.
      if (part.type === 'minusSign') return '-'
      return part.value
    })
    .join('')
}

/** A price with its currency, e.g. `CHF 1 234.50`; `''` when the value is not a finite number. */
export function formatPrice(value: number): string {
  const amount = formatAmount(value)
  return amount === '' ? '' : `${CURRENCY} ${amount}`
}
