import * as v from 'valibot'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

/** The query parameter the checkout's redirect gives the confirmation page: `/bestellung/bestaetigung?order=4500012001`. */
export const ORDER_PARAM = 'order'

/** An order number as it may travel in an address: letters, digits and hyphens, at most 40. */
export const orderNumberSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/, 'expected an order number'))

const orderCheck = schemaCheck(orderNumberSchema, `address.${ORDER_PARAM}`)

/**
 * The order number of the current address. The address is user input: anything else is dropped with a
 * console warning and an error report, and the page shows no order number rather than what was typed.
 */
export function readOrderNumber(search: string = window.location.search): string | undefined {
  const raw = new URLSearchParams(search).get(ORDER_PARAM)
  if (raw === null || raw.trim() === '') return undefined
  const checked = orderCheck.parse(raw.trim())
  if (checked.ok) return checked.value
  reportDropped(`Dropped ${checked.problems.join('; ')}`)
  return undefined
}
