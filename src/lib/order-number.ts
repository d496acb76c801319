import * as v from 'valibot'
import { readParam, withParam } from './address-param'

/**
 * The query parameter that names an order in an address: the checkout's redirect to the confirmation page
 * (`/bestellung/bestaetigung?order=4500012001`) and the order history's links to the order's detail page
 * (`/konto/bestellung?order=4500000123`).
 */
export const ORDER_PARAM = 'order'

/** An order number as it may travel in an address: letters, digits, `_` and `-`, at most 40; nothing to escape. */
export const orderNumberSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/, 'expected an order number'))

/**
 * The order number of the current address, or what is wrong with it: `missing` without one, `invalid` for a
 * value that is no order number (a typo, an injected value: dropped with a console warning and an error
 * report, never sent nor shown).
 */
export function readOrderNumber(search: string = window.location.search): { orderNumber: string } | { problem: 'missing' | 'invalid' } {
  const read = readParam(ORDER_PARAM, orderNumberSchema, search)
  return read.ok ? { orderNumber: read.value } : { problem: read.problem }
}

/** The address of an order's detail page: the page's address with the order number as `order`, its own parameters and fragment kept. */
export const orderDetailHref = (detailUrl: string, orderNumber: string): string => withParam(detailUrl, ORDER_PARAM, orderNumber)
