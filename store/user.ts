import { isSignedOut, isUserData, postLogin, postLogout } from '@/api/auth'
import { createRequest } from './request'

// The user family's requests. Their answers are the user, which the account slice (in the entry)
// takes by the request's meta, so this module, and axios with it, loads only with the widgets that use it.

/** spec 1 §5: sign in; the answer's redirectUrl (the login redirect) navigates; the form shows the messages (quiet). */
export const login = createRequest('user/login', postLogin, isUserData, { answersAccount: true, quiet: true })

/** Sign out: the answer carries no user, so the account becomes signed out. */
export const logout = createRequest('user/logout', postLogout, isSignedOut, { answersAccount: true })
