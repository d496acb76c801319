/**
 * The dashboard's counts (beyond the spec, which names the tiles but not their call): how many
 * orders of the customer are still open and how many shopping lists the user keeps, in one small answer,
 * checked at the edge by schema. The unread notifications and the favourites come from the session.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { callData, type CallContext } from './client'

// A count the dashboard shows; anything else (negative, a fraction, a string) fails the answer's check.
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))

/** GET /api/account/summary: open orders (not yet delivered, not cancelled) and shopping lists. */
export const accountSummarySchema = v.object({ openOrders: count, shoppingLists: count })
export type AccountSummary = v.InferOutput<typeof accountSummarySchema>

export const accountSummaryAnswer = schemaCheck(accountSummarySchema)

/** GET the counts of the account the user works in (their own, or the customer an employee acts for). */
export const getAccountSummary = (_: void, context: CallContext) => callData('get', 'accountSummary', context)
