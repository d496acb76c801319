import { orderNumberSchema } from '@/api/orders'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

/**
 * The query parameter of the detail page's address that names the order, as the order history links it
 * (`/konto/bestellung?order=4500000123`; widgets/shopuser/order-history `orderDetailHref`).
 */
export const ORDER_PARAM = 'order'

const orderNumberCheck = schemaCheck(orderNumberSchema, `address.${ORDER_PARAM}`)

/**
 * The order number of the current address, or what is wrong with it: `missing` without one, `invalid` for a
 * value that is no order number (a typo, an injected value: dropped with a console warning and an error
 * report, never sent nor shown).
 */
export function readOrderNumber(search: string = window.location.search): { orderNumber: string } | { problem: 'missing' | 'invalid' } {
  const raw = new URLSearchParams(search).get(ORDER_PARAM)?.trim()
  if (raw === undefined || raw === '') return { problem: 'missing' }
  const checked = orderNumberCheck.parse(raw)
  if (checked.ok) return { orderNumber: checked.value }
  reportDropped(`Dropped ${checked.problems.join('; ')}`)
  return { problem: 'invalid' }
}
