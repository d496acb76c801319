/**
 * Password recovery and reset (spec 1 §5, §8; the contract in api/password.ts). The links
 * live in the request's shop (db/password-resets.ts); a reset changes the account's password there, so the
 * login then takes the new password and no longer the old one.
 */
import { http } from 'msw'
import { LINK_EXPIRED_STATUS, LINK_INVALID_STATUS } from '@/api/password'
import { isEmailAddress } from '@/src/lib/email'
import { isStrongPassword } from '@/src/lib/password-rules'
import { findAccount } from '../db/index'
import { issueResetLink, linkState, passwordResetsOf, useUpLinks } from '../db/password-resets'
import { errorMessage, fail, ok } from '../envelope'
import { text, withJsonBody } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'

/** The recovery's answer to an address that is no e-mail address (at the field `email`). */
export const EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'
/** The reset's answer to a password the rules of spec 1 §5 refuse (at the field `password`). */
export const WEAK_PASSWORD_MESSAGE = 'Das Passwort erfüllt die Regeln nicht: mindestens acht Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.'

/** The answer for a link that cannot be used: 410 Gone once expired, 404 when unknown or used up. No messages: the form says it in the spec's words. */
const linkRefused = (kind: 'expired' | 'invalid') => fail(kind === 'expired' ? LINK_EXPIRED_STATUS : LINK_INVALID_STATUS)

const resetsOf = (request: Request) => passwordResetsOf(getShop(shopOf(request)).db)

export const passwordHandlers = [
  // The same neutral answer for every well-formed address (spec 1 §8: success is a neutral message), so
  // nobody learns which addresses have accounts; only a known account gets a link.
  http.post(
    route('passwordRecovery'),
    withJsonBody({ email: text }, ({ request, body }) => {
      const email = body.email.trim()
      if (!isEmailAddress(email)) return fail(400, [errorMessage(EMAIL_MESSAGE, 'email')])
      const account = findAccount(email, shopOf(request))
      if (account) issueResetLink(resetsOf(request), account.username)
      return ok({ requested: true })
    }),
  ),

  // The link of the e-mail, checked when its page opens.
  http.get(route('passwordReset'), ({ request }) => {
    const token = new URL(request.url).searchParams.get('token')
    if (token === null || token.trim() === '') return fail(400, [errorMessage('Das Feld «token» fehlt.', 'token')])
    const state = linkState(resetsOf(request), token)
    return state.kind === 'valid' ? ok({ valid: true }) : linkRefused(state.kind)
  }),

  // The new password: the link must still be valid, the password meet spec 1 §5. It then replaces the
  // account's password, and every open link of the account is used up.
  http.post(
    route('passwordReset'),
    withJsonBody({ token: text, password: text }, ({ request, body }) => {
      const resets = resetsOf(request)
      const state = linkState(resets, body.token)
      if (state.kind !== 'valid') return linkRefused(state.kind)
      if (!isStrongPassword(body.password)) return fail(400, [errorMessage(WEAK_PASSWORD_MESSAGE, 'password')])
      const account = findAccount(state.link.username, shopOf(request))
      if (!account) return linkRefused('invalid')
      account.password = body.password
      useUpLinks(resets, account.username)
      return ok({ passwordReset: true })
    }),
  ),
]
