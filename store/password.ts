import { getPasswordResetLink, postPasswordRecovery, postPasswordReset, recoveryAnswer, resetAnswer, resetLinkAnswer } from '@/api/password'
import { createRequest } from './request'

// Password recovery and reset (spec 1 §2, §5, §8), requests of the user family. Nothing to keep in the
// store: each answer matters only to the form that asked, so no slice. All are quiet: their forms say
// what went wrong, with the spec's texts, in place.

/** Asks for a reset link for an e-mail address; the answer is the same whether an account has it or not. */
export const requestPasswordRecovery = createRequest('user/requestPasswordRecovery', postPasswordRecovery, recoveryAnswer, { quiet: true })

/** Checks a reset link when its page opens. In the background: the form shows its own progress, no loader overlay. */
export const checkPasswordResetLink = createRequest('user/checkPasswordResetLink', getPasswordResetLink, resetLinkAnswer, { quiet: true, background: true })

/** Sets the new password with the link's token (which the server then uses up). */
export const resetPassword = createRequest('user/resetPassword', postPasswordReset, resetAnswer, { quiet: true })
