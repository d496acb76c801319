import axios, { type AxiosError, type AxiosResponse, type Method } from 'axios'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { resolveAddress, type AddressName } from './addresses'
import { apiHooks } from './connect'
import { isEnvelope, toMessages, type Message } from './envelope'

/** spec 1 §1, §7: every call sends the locale and the tenant. */
export const LOCALE_HEADER = 'X-Locale'
export const TENANT_HEADER = 'X-Tenant'

/** A failed call. The user has already been told (its messages or the unknown-error text). */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number | undefined
  readonly messages: Message[]
  constructor(status: number | undefined, messages: Message[], cause?: unknown) {
    super(messages[0]?.message ?? `Request failed${status ? ` with status ${status}` : ''}`, { cause })
    this.status = status
    this.messages = messages
  }
}

export const client = axios.create({ headers: { Accept: 'application/json' } })

client.interceptors.request.use((config) => {
  const hooks = apiHooks()
  config.headers.set(LOCALE_HEADER, hooks.locale())
  config.headers.set(TENANT_HEADER, hooks.tenant())
  return config
})

// spec 1 §4, §8: a redirectUrl navigates, but only within the page's own origin.
function followRedirect(body: unknown) {
  if (!isEnvelope(body) || body.redirectUrl === undefined) return
  const target = sameOriginUrl(body.redirectUrl)
  if (target) apiHooks().navigate(target)
  else console.warn(`Refused to follow a redirectUrl to another origin: ${body.redirectUrl}`)
}

client.interceptors.response.use(
  (response: AxiosResponse<unknown>) => {
    // spec 1 §8: messages become notifications, also on success.
    const messages = isEnvelope(response.data) ? toMessages(response.data.messages) : []
    if (messages.length > 0) apiHooks().notify(messages)
    followRedirect(response.data)
    return response
  },
  (error: AxiosError) => {
    // A superseded or unmounted request was cancelled on purpose: nothing to tell the user.
    if (axios.isCancel(error)) return Promise.reject(error)
    const body = error.response?.data
    const messages = isEnvelope(body) ? toMessages(body.messages) : []
    // spec 1 §8: each message as a notification; with none, the unknown-error text.
    if (messages.length > 0) apiHooks().notify(messages)
    else apiHooks().unknownError()
    followRedirect(body)
    return Promise.reject(new ApiError(error.response?.status, messages, error))
  },
)

export type CallOptions = {
  /** Values for the address's `{param}` placeholders. */
  path?: Record<string, string | number>
  /** Query parameters; arrays are sent as `name[]=a&name[]=b` (spec 1 §7). */
  params?: Record<string, unknown>
  /** The request body. */
  body?: unknown
  signal?: AbortSignal
}

/** One call to a named address; resolves to the whole response so a caller can read its status. */
export function call(method: Method, address: AddressName, options: CallOptions = {}) {
  return client.request<unknown>({
    method,
    url: resolveAddress(address, options.path),
    params: options.params,
    data: options.body,
    signal: options.signal,
  })
}

/** The envelope's `data` of a call, as `unknown`: the caller's guard decides whether it is what it expects. */
export async function callData(method: Method, address: AddressName, options?: CallOptions): Promise<unknown> {
  const { data } = await call(method, address, options)
  return isEnvelope(data) ? data.data : undefined
}
