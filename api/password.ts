/**
 * Password recovery and reset (spec 1 §2, §5, §8). Spec 1 names the screens, not their calls,
 * so the contract is ours (docs/cms-integration.md "Calls"):
 * - `POST passwordRecovery { email }` answers `{ requested: true }` for any well-formed address, whether an
 *   account has it or not, so the answer tells nobody which addresses have accounts;
 * - `GET passwordReset ?token=` checks the link of the e-mail before the user types a new password;
 * - `POST passwordReset { token, password }` sets it.
 * A link that has expired answers 410 Gone, one that is unknown or used up 404; a password the rules of
 * spec 1 §5 refuse, 400 with a message at the field `password`.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { callData, type CallContext } from './client'

/** The query parameter of the reset page's address that carries the link's token: `/passwort-zuruecksetzen?token=…`. */
export const RESET_TOKEN_PARAM = 'token'

/** A token as it may travel in an address: letters, digits, `-` and `_`, 8 to 200 of them; nothing to escape. */
export const resetTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,200}$/, 'expected a password reset token'))

/** The answer of a reset call that says the link has expired. */
export const LINK_EXPIRED_STATUS = 410
/** The answer of a reset call that says the link is unknown, or was used already. */
export const LINK_INVALID_STATUS = 404

export type RecoveryInput = { email: string }
export type ResetLinkInput = { token: string }
export type ResetInput = { token: string; password: string }

export const postPasswordRecovery = ({ email }: RecoveryInput, context: CallContext) => callData('post', 'passwordRecovery', { body: { email }, ...context })

export const getPasswordResetLink = ({ token }: ResetLinkInput, context: CallContext) => callData('get', 'passwordReset', { params: { token }, ...context })

export const postPasswordReset = ({ token, password }: ResetInput, context: CallContext) => callData('post', 'passwordReset', { body: { token, password }, ...context })

/** Recovery answers the same for every well-formed address (the neutral success of spec 1 §8). */
export const recoveryAnswer = schemaCheck(v.object({ requested: v.literal(true) }))
/** A link that can still be used. */
export const resetLinkAnswer = schemaCheck(v.object({ valid: v.literal(true) }))
/** The new password is set (and the link used up). */
export const resetAnswer = schemaCheck(v.object({ passwordReset: v.literal(true) }))
