/**
 * Calls the mock API over fetch the way a browser page on `http://localhost` would, for the mock
 * backend's own tests. `as` signs the request in by sending the `demo_user` cookie itself, because no
 * cookie jar carries one from an earlier response; `shop` sends the `mock_shop` cookie the same way.
 */
import { cookieHeaderFor } from './db/index'
import { SHOP_COOKIE } from './shops'

export type CallOptions = {
  /** A JSON value, or a string sent as is (to test malformed bodies). */
  body?: unknown
  /** The username to send the request as. */
  as?: string
  /** A raw Cookie header, instead of `as`. */
  cookie?: string
  /** The shop to send the request to (shops.ts); without it, `default`. */
  shop?: string
}

export type CallResult = { status: number; headers: Headers; json: unknown }

export async function callApi(method: string, path: string, { body, as, cookie, shop }: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers()
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const cookies = [cookie ?? (as === undefined ? undefined : cookieHeaderFor(as)), shop === undefined ? undefined : `${SHOP_COOKIE}=${shop}`]
  const cookieHeader = cookies.filter((item) => item !== undefined).join('; ')
  if (cookieHeader !== '') headers.set('Cookie', cookieHeader)
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const raw = await response.text()
  return { status: response.status, headers: response.headers, json: raw === '' ? undefined : (JSON.parse(raw) as unknown) }
}
