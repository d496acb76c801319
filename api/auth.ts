import { isRecord } from '@/src/lib/guards'
import { sameOriginUrl } from '@/src/lib/safe-url'
import type { UserData } from '@/store/account'
import { call, callData, type CallContext } from './client'
import { followServerRedirect } from './connect'
import { isEnvelope } from './envelope'

/** spec 1 §7: POST /api/auth/login with username, password and loginRedirectUrl. */
export type LoginInput = { username: string; password: string; loginRedirectUrl?: string }

/**
 * spec 1 §7: signs in, sending the page's loginRedirectUrl. The server answers it as the envelope's
 * redirectUrl, which the client follows (api/client.ts). A server that signs in without one still takes the
 * user there (docs/cms-integration.md "Calls": the login follows loginRedirectUrl), on the page's own origin only, and
 * only once the answer carries the user: a failed or empty sign-in goes nowhere.
 */
export async function postLogin(input: LoginInput, context: CallContext): Promise<unknown> {
  const { data: body } = await call('post', 'login', { body: input, ...context })
  const data = isEnvelope(body) ? body.data : undefined
  if (isUserData(data) && isEnvelope(body) && typeof body.redirectUrl !== 'string') followLoginRedirect(input.loginRedirectUrl)
  return data
}

function followLoginRedirect(raw: string | undefined) {
  if (raw === undefined || raw.trim() === '') return
  const target = sameOriginUrl(raw)
  if (target) followServerRedirect(target)
  else console.warn(`Refused to follow a loginRedirectUrl to another origin: ${raw}`)
}

export const postLogout = (_: void, context: CallContext) => callData('post', 'logout', { body: {}, ...context })

/** The user of spec 1 §3 as the login answers it. */
export const isUserData = (data: unknown): data is UserData =>
  isRecord(data) &&
  isRecord(data.user) &&
  typeof data.user.firstName === 'string' &&
  typeof data.user.lastName === 'string' &&
  (data.user.type === 'employee' || data.user.type === 'customer') &&
  Array.isArray(data.availableContacts) &&
  isRecord(data.retailerMode)

/**
 * Logout answers the envelope with `data: null` (nobody is signed in). Anything else, a 2xx without an
 * envelope (a proxy's HTML page, an empty body) included, is not proof of signing out: the user stays
 * signed in and is told (spec 1 §8).
 */
export const isSignedOut = (data: unknown): data is null => data === null
