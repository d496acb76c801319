import { isRecord } from '@/src/lib/guards'
import type { UserData } from '@/store/account'
import { callData } from './client'

/** spec 1 §7: POST /api/auth/login with username, password and loginRedirectUrl. */
export type LoginInput = { username: string; password: string; loginRedirectUrl?: string }

export const postLogin = (input: LoginInput, signal: AbortSignal) => callData('post', 'login', { body: input, signal })

export const postLogout = (_: void, signal: AbortSignal) => callData('post', 'logout', { body: {}, signal })

/** The user of spec 1 §3 as the login answers it. */
export const isUserData = (data: unknown): data is UserData =>
  isRecord(data) &&
  isRecord(data.user) &&
  typeof data.user.firstName === 'string' &&
  typeof data.user.lastName === 'string' &&
  (data.user.type === 'employee' || data.user.type === 'customer') &&
  Array.isArray(data.availableContacts) &&
  isRecord(data.retailerMode)

/** Logout answers no data. */
export const isSignedOut = (data: unknown): data is null => data === null || data === undefined
