/**
 * Sign-in, sign-out and the session (spec 1 §3, §7). Who is signed in travels in the `demo_user`
 * cookie, so the simulated CMS can render a page for the same user the API answers for; the account
 * comes from the request's shop (`mock_shop` cookie).
 */
import { http } from 'msw'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { currentUser, findAccount, sessionFor, userCookie, userDataFor } from '../db/index'
import { errorMessage, fail, ok } from '../envelope'
import { optional, text, withJsonBody } from '../resolvers'
import { route } from '../route'
import { shopOf } from '../shops'

/**
 * The redirect after login when it is a path on the request's own origin, else none: the mock must
 * not model an open redirect (spec 1 §8 follows a redirectUrl; the client checks the origin again).
 */
function samePath(raw: string | undefined, requestUrl: string): string | undefined {
  if (raw === undefined || !raw.startsWith('/') || raw.startsWith('//')) return undefined
  const absolute = sameOriginUrl(raw, requestUrl)
  if (absolute === null) return undefined
  const url = new URL(absolute)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Adds a cookie after the response is built. Passing it in the init instead would make MSW copy it into
 * its own process-wide cookie jar (and jsdom's document.cookie), which then rides along on every later
 * request: a login in one test would sign in all the tests after it, and on the CMS server every visitor.
 */
function withCookie(response: Response, cookie: string): Response {
  response.headers.append('Set-Cookie', cookie)
  return response
}

export const authHandlers = [
  http.post(
    route('login'),
    withJsonBody({ username: text, password: text, loginRedirectUrl: optional(text) }, ({ request, body }) => {
      const shop = shopOf(request)
      const account = findAccount(body.username, shop)
      if (!account || account.password !== body.password) {
        return fail(401, [errorMessage('Benutzername oder Passwort ist falsch.')])
      }
      return withCookie(
        ok(userDataFor(account.username, shop), { redirectUrl: samePath(body.loginRedirectUrl, request.url) }),
        userCookie(account.username),
      )
    }),
  ),

  // Anyone may sign out, even with a stale cookie. An employee's chosen contact belongs to the sign-in
  // and ends with it (spec 2 §4: logging out from a contact returns to the employee).
  http.post(route('logout'), ({ request }) => {
    const account = currentUser(request)
    if (account) account.selectedContact = null
    return withCookie(ok(null, { redirectUrl: '/' }), userCookie(null))
  }),

  http.get(route('session'), ({ request }) => {
    const shop = shopOf(request)
    const username = currentUser(request)?.username ?? null
    return ok({ user: userDataFor(username, shop), session: sessionFor(username, shop) })
  }),
]
