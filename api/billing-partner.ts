import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { boundedText, maybe } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

/** The billing partner to choose (spec 1 §3 "Billing partner: partnerId, …"). */
export type BillingPartnerChoice = { partnerId: string }

/**
 * spec 1 §7, spec 2 §2.9: POST /api/user/billing-partner/{partnerId}. The payload is "not shown" in the
 * spec; the partnerId travels in the address, and in the body too for a backend that reads it there.
 */
export const postBillingPartner = ({ partnerId }: BillingPartnerChoice, context: CallContext) =>
  callData('post', 'billingPartner', { path: { partnerId }, body: { partnerId }, ...context })

/**
 * The answer is "not shown" either: any data, or none, is a success (a redirectUrl in it is followed by the
 * client, spec 1 §4). Whatever comes is checked to be an object or nothing before it is taken.
 */
export const billingPartnerAnswer = schemaCheck(maybe(v.looseObject({ partnerId: maybe(boundedText(20)) })))
