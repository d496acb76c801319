import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { callData, type CallContext } from './client'

/** spec 1 §7: POST /api/user/retailer-mode with `enabled`. */
export type RetailerModeChange = { enabled: boolean }

/** spec 1 §4, §7: switches retailer mode (gross prices incl. VAT, spec 1 §6) on or off for the signed-in retailer. */
export const postRetailerMode = ({ enabled }: RetailerModeChange, context: CallContext) => callData('post', 'retailerMode', { body: { enabled }, ...context })

/** The answer: the retailer mode as it now is (spec 1 §3 "retailerMode (available, enabled)"). */
export const retailerModeAnswer = schemaCheck(v.object({ retailerMode: v.object({ available: v.boolean(), enabled: v.boolean() }) }))
