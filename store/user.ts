import { isSignedOut, isUserData, postLogin, postLogout } from '@/api/auth'
import { createRequest } from './request'

// The user family's requests. The session slice takes their answers (see USER_ANSWERS there), so this
// module, and axios with it, loads only with the widgets that sign in or out.

/** spec 1 §5: sign in; the answer's redirectUrl (the login redirect) navigates, messages become notifications. */
export const login = createRequest('user/login', postLogin, isUserData)

export const logout = createRequest('user/logout', postLogout, isSignedOut)
