/**
 * Favourites (spec 2 §3, §4, §7; spec 1 §6): the favourite product list of the signed-in active shop user,
 * and adding or removing favourites by product id (`{ favorites: [productId, …] }`), each answered with the
 * full list of ids. The list is the session's `favorites` (users.ts SessionState), so the next page's
 * session carries it and every favourite button starts in step with the server.
 */
import { http } from 'msw'
import { getShop, shopOf } from '../shops'
import { PRODUCTS } from '../db/catalogue'
import { listProduct } from '../db/product-list'
import type { Account, SessionState } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { withJsonBody, withUser, type Access, type Field } from '../resolvers'
import { route } from '../route'

/** At most this many product ids per add or remove call. */
export const FAVORITES_PER_CALL_MAX = 50
/** At most this many favourites per user: a list a buyer can still scan. */
export const FAVORITES_MAX = 200

// spec 1 §6, spec 2 §1: only active e-commerce shop users get the favourite button, and so the list.
const shopUsersOnly: Access = {
  allowed: (account) => account.isActiveShopUser,
  message: 'Favoriten gibt es nur für Kunden mit Shop-Zugang.',
}

/** spec 2 §7 "favorites: list of product ids": a non-empty list of texts. */
const productIds: Field<string[]> = {
  optional: false,
  expected: `eine Liste von 1 bis ${FAVORITES_PER_CALL_MAX} Produkt-IDs`,
  accepts: (value): value is string[] =>
    Array.isArray(value) && value.length > 0 && value.length <= FAVORITES_PER_CALL_MAX && value.every((id) => typeof id === 'string' && id.length <= 60),
}

const byId = new Map(PRODUCTS.map((product) => [product.id, product]))

/** The user's stored list (created empty for an account without one), changed in place by the handlers. */
function sessionOf(request: Request, user: Account): SessionState {
  const sessions = getShop(shopOf(request)).db.sessions
  const existing = sessions.get(user.username)
  if (existing) return existing
  const created: SessionState = { cartCounts: { b2c: 0, b2b: 0 }, unreadNotifications: 0, favorites: [] }
  sessions.set(user.username, created)
  return created
}

/** Refuses ids the catalogue does not have, naming them. */
function unknownIds(ids: string[]): Response | undefined {
  const unknown = [...new Set(ids.filter((id) => !byId.has(id)))]
  if (unknown.length === 0) return undefined
  const names = unknown.map((id) => `«${id}»`).join(', ')
  return fail(400, [errorMessage(unknown.length === 1 ? `Das Produkt ${names} gibt es nicht.` : `Die Produkte ${names} gibt es nicht.`, 'favorites')])
}

export const favoriteHandlers = [
  // spec 2 §7 "Get favourite product list": no payload; reads entries, each a product as the product list
  // answers it (spec 1 §3 Product, with this user's last order date). Newest first, as they were added.
  http.get(
    route('favorites'),
    withUser(({ request, user }) => {
      const entries = sessionOf(request, user).favorites.flatMap((id) => {
        const product = byId.get(id)
        return product ? [listProduct(product, user)] : []
      })
      return ok({ entries })
    }, shopUsersOnly),
  ),

  // spec 2 §7 "Add favourite": favorites, a list of product ids; answers the full list of ids.
  http.post(
    route('favoritesAdd'),
    withUser(
      withJsonBody({ favorites: productIds }, ({ request, user, body }) => {
        const refused = unknownIds(body.favorites)
        if (refused) return refused
        const session = sessionOf(request, user)
        const added = [...new Set(body.favorites)].filter((id) => !session.favorites.includes(id))
        if (session.favorites.length + added.length > FAVORITES_MAX) {
          return fail(400, [errorMessage(`Sie können höchstens ${FAVORITES_MAX} Favoriten speichern.`, 'favorites')])
        }
        // The newest first: the list page shows what was just marked at its top.
        session.favorites = [...added, ...session.favorites]
        return ok({ favorites: [...session.favorites] })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7 "Remove favourite": favorites, a list of product ids; answers the full list of ids. Removing
  // an id that is no favourite (any more) is no error: a second tab may have removed it already.
  http.post(
    route('favoritesRemove'),
    withUser(
      withJsonBody({ favorites: productIds }, ({ request, user, body }) => {
        const refused = unknownIds(body.favorites)
        if (refused) return refused
        const session = sessionOf(request, user)
        session.favorites = session.favorites.filter((id) => !body.favorites.includes(id))
        return ok({ favorites: [...session.favorites] })
      }),
      shopUsersOnly,
    ),
  ),
]
