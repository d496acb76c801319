import { postRetailerMode, retailerModeAnswer } from '@/api/retailer-mode'
import { createRequest } from './request'

// A request of the user family (spec 1 §7: POST /api/user/retailer-mode), in a module of its own so the
// header loads it, and axios with it, only when the toggle is used.

/**
 * spec 1 §4, spec 2 §4: switch retailer mode; the caller reloads the page on success (prices change
 * everywhere). Quiet, because spec 2 §8 wants a failure to reset the toggle silently: no notification.
 */
export const setRetailerMode = createRequest('user/setRetailerMode', postRetailerMode, retailerModeAnswer, { quiet: true })
