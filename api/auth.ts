import { isRecord } from '@/src/lib/guards'
import type { UserData } from '@/store/account'
import { callData, type CallContext } from './client'

/** spec 1 §7: POST /api/auth/login with username, password and loginRedirectUrl. */
export type LoginInput = { username: string; password: string; loginRedirectUrl?: string }

export const postLogin = (input: LoginInput, context: CallContext) => callData('post', 'login', { body: input, ...context })

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
 * signed in and is told (issue 7 §3).
 */
export const isSignedOut = (data: unknown): data is null => data === null
