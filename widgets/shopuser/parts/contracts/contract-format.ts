import type { ContractAmount } from '@/api/contracts'
import { formatPrice } from '@/src/lib/money'

// Quantities are grouped as amounts are (spec 1 §9: the apostrophe of de-CH replaced by a space), with at
// most one decimal (400 g cartridges add up to tenths of a kilogram) and none for whole numbers.
const quantityFormat = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 1 })

/** A quantity as `12 480` or `2 280.8`; `''` for a value that is no finite number. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return ''
  return quantityFormat
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? ' ' : part.type === 'minusSign' ? '-' : part.value))
    .join('')
}

/** What a contract agrees on or has open, for the table: `12 480 l`, or `CHF 60 000.00` as the server sent it. */
export const formatContractAmount = (amount: ContractAmount): string =>
  amount.type === 'value' ? formatPrice(amount.amount) : `${formatQuantity(amount.quantity)} ${amount.unit}`

/** The same for the CSV export: numbers Swiss spreadsheets read (a point, no grouping) with the unit, `12480 l` or `60000.00 CHF`. */
export const csvContractAmount = (amount: ContractAmount): string =>
  amount.type === 'value' ? `${amount.amount.toFixed(2)} CHF` : `${String(amount.quantity)} ${amount.unit}`
