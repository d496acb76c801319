/** The user's own settings (spec 1 §7: /api/user/retailer-mode). */
import { http } from 'msw'
import { ok } from '../envelope'
import { flag, withJsonBody, withUser } from '../resolvers'
import { route } from '../route'

export const userHandlers = [
  // Spec 1 §4: the toggle is offered only if retailer mode is available; the client reloads on success.
  http.post(
    route('retailerMode'),
    withUser(
      withJsonBody({ enabled: flag }, ({ user, body }) => {
        user.retailerMode.enabled = body.enabled
        return ok({ retailerMode: { ...user.retailerMode } })
      }),
      {
        allowed: (account) => account.retailerMode.available,
        message: 'Der Kundenmodus ist für Ihr Konto nicht verfügbar.',
      },
    ),
  ),
]
