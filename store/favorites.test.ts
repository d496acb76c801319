import { delay, http } from 'msw'
import { getResponse } from 'msw'
import { handlers } from '@/test/mocks/handlers/index'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { sessionFor, USER_COOKIE } from '@/test/mocks/db/index'
import { server } from '@/test/mocks/node'
import { route } from '@/test/mocks/route'
import { getShop } from '@/test/mocks/shops'
import { addToFavorites, loadFavorites, removeFromFavorites, selectFavoriteIds, selectFavoriteList, selectIsFavorite } from './favorites'
import { makeStore } from './index'
import { sessionDefaults } from './session'

const customer = 'kunde@example.ch'
const [a, b, c] = PRODUCTS.map((product) => product.id) as [string, string, string]

/** The page's store for the signed-in customer whose session (and server) holds `favorites`. */
function storeWith(favorites: unknown[]) {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(customer)}; path=/`
  getShop().db.sessions.get(customer)!.favorites = favorites.filter((id): id is string => typeof id === 'string')
  return makeStore({ session: { ...sessionDefaults, isActiveShopUser: true, favorites: favorites as string[] } })
}

afterEach(() => {
  document.cookie = `${USER_COOKIE}=; path=/; max-age=0`
})

describe('the favourites family', () => {
  it('starts from the session’s favourites, leaving out what is no product id, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = storeWith([a, 5, '', b])
    expect(selectFavoriteIds(store.getState())).toEqual([a, b])
    expect(selectIsFavorite(store.getState(), b)).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('session.favorites.1'))
  })

  it('takes the server’s full list after each change, newest first', async () => {
    const store = storeWith([a])
    expect(await store.dispatch(addToFavorites(b))).toBe(true)
    expect(selectFavoriteIds(store.getState())).toEqual([b, a])
    expect(await store.dispatch(removeFromFavorites(a))).toBe(true)
    expect(selectFavoriteIds(store.getState())).toEqual([b])
    expect(sessionFor(customer).favorites).toEqual([b])
  })

  it('sends one request per product at a time: a second add while the first runs does nothing', async () => {
    const store = storeWith([])
    const first = store.dispatch(addToFavorites(a))
    expect(await store.dispatch(addToFavorites(a))).toBe(false)
    expect(await store.dispatch(removeFromFavorites(a))).toBe(false)
    expect(await first).toBe(true)
    expect(selectFavoriteIds(store.getState())).toEqual([a])
  })

  it('never lets a slower earlier answer overwrite a newer one', async () => {
    // The list as the server had it when the request arrived, answered late.
    server.use(
      http.get(route('favorites'), async ({ request }) => {
        const answer = await getResponse(handlers, request.clone())
        await delay(200)
        return answer
      }),
    )
    const store = storeWith([a])
    const loading = store.dispatch(loadFavorites())
    await delay(50)
    await store.dispatch(addToFavorites(b))
    expect(selectFavoriteIds(store.getState())).toEqual([b, a])
    await loading
    // The list's answer predates the add: b stays, and the list knows it lacks b's product.
    expect(selectFavoriteIds(store.getState())).toEqual([b, a])
    expect(selectFavoriteList(store.getState()).missing).toEqual([b])
    expect(selectFavoriteList(store.getState()).entries.map((entry) => entry.id)).toEqual([a])
  })

  it('keeps two adds running at once, whichever answers first', async () => {
    server.use(
      http.post(route('favoritesAdd'), async ({ request }) => {
        const body = (await request.clone().json()) as { favorites: string[] }
        if (body.favorites[0] === b) await delay(150)
        return getResponse(handlers, request)
      }),
    )
    const store = storeWith([c])
    await Promise.all([store.dispatch(addToFavorites(b)), store.dispatch(addToFavorites(a))])
    expect([...selectFavoriteIds(store.getState())].sort()).toEqual([a, b, c].sort())
    expect([...sessionFor(customer).favorites].sort()).toEqual([a, b, c].sort())
  })
})
