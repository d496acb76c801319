import { billingPartnerAnswer, postBillingPartner } from '@/api/billing-partner'
import { createRequest } from './request'

// A request of the user family (spec 1 §7: POST /api/user/billing-partner/{partnerId}), in a module of its
// own so only the billing partner selection loads it.

/** spec 2 §2.9: choose the billing partner; a redirectUrl in the answer is followed by the client (spec 1 §4). */
export const chooseBillingPartner = createRequest('user/chooseBillingPartner', postBillingPartner, billingPartnerAnswer)
