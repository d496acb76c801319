/**
 * Calls the mock API over fetch the way a browser page on `http://localhost` would, for the mock
 * backend's own tests. `as` signs the request in by sending the `demo_user` cookie itself, because no
 * cookie jar carries one from an earlier response.
 */
import { cookieHeaderFor } from './db/index'

export type CallOptions = {
  /** A JSON value, or a string sent as is (to test malformed bodies). */
  body?: unknown
  /** The username to send the request as. */
  as?: string
  /** A raw Cookie header, instead of `as`. */
  cookie?: string
}

export type CallResult = { status: number; headers: Headers; json: unknown }

export async function callApi(method: string, path: string, { body, as, cookie }: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers()
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const cookieHeader = cookie ?? (as === undefined ? undefined : cookieHeaderFor(as))
  if (cookieHeader !== undefined) headers.set('Cookie', cookieHeader)
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const raw = await response.text()
  return { status: response.status, headers: response.headers, json: raw === '' ? undefined : (JSON.parse(raw) as unknown) }
}
