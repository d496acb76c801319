import { LINK_EXPIRED_STATUS, LINK_INVALID_STATUS } from '@/api/password'
import { isRecord } from '@/src/lib/guards'

/** Why a reset link cannot be used (spec 1 §8): it has expired, or it is unknown or used up. */
export type LinkProblem = 'expired' | 'invalid'

/** What a failed reset request says about its link (api/password.ts: 410 expired, 404 invalid), or null for any other failure. */
export function linkProblemOf(failure: unknown): LinkProblem | null {
  if (!isRecord(failure)) return null
  if (failure.status === LINK_EXPIRED_STATUS) return 'expired'
  if (failure.status === LINK_INVALID_STATUS) return 'invalid'
  return null
}
