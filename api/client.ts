import axios, { type AxiosError, type AxiosResponse, type Method } from 'axios'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { resolveAddress, type AddressName } from './addresses'
import { apiHooks, followServerRedirect } from './connect'
import { isEnvelope, type Message } from './envelope'
import { checkMessages } from './messages'

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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows this call's messages itself (CallOptions.quiet). */
    quiet?: boolean
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
  if (target) followServerRedirect(target)
  else console.warn(`Refused to follow a redirectUrl to another origin: ${body.redirectUrl}`)
}

client.interceptors.response.use(
  (response: AxiosResponse<unknown>) => {
    // spec 1 §8: messages become notifications, also on success.
    const messages = isEnvelope(response.data) ? checkMessages(response.data.messages, 'api') : []
    if (messages.length > 0 && !response.config.quiet) apiHooks().notify(messages)
    followRedirect(response.data)
    return response
  },
  (error: AxiosError) => {
    // A superseded or unmounted request was cancelled on purpose: nothing to tell the user.
    if (axios.isCancel(error)) return Promise.reject(error)
    const body = error.response?.data
    const messages = isEnvelope(body) ? checkMessages(body.messages, 'api') : []
    // spec 1 §8: each message as a notification; with none, the unknown-error text. A quiet call's
    // caller shows them instead (a form, at its fields and in its error summary); its redirect still counts.
    if (!error.config?.quiet) {
      if (messages.length > 0) apiHooks().notify(messages)
      else apiHooks().unknownError()
    }
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
  /**
   * The caller shows the messages (a form: at its fields and in its error summary, docs/cms-integration.md "Forms"):
   * none becomes a page notification, and a failure without messages shows no unknown-error text. They still arrive on
   * the ApiError; a redirectUrl is still followed.
   */
  quiet?: boolean
}

/** What a request family passes on to its call: the thunk's abort signal and whether it is quiet. */
export type CallContext = Pick<CallOptions, 'signal' | 'quiet'>

/** One call to a named address; resolves to the whole response so a caller can read its status. */
export function call(method: Method, address: AddressName, options: CallOptions = {}) {
  return client.request<unknown>({
    method,
    url: resolveAddress(address, options.path),
    params: options.params,
    data: options.body,
    signal: options.signal,
    quiet: options.quiet ?? false,
  })
}

/** The envelope's `data` of a call, as `unknown`: the caller's guard decides whether it is what it expects. */
export async function callData(method: Method, address: AddressName, options?: CallOptions): Promise<unknown> {
  const { data } = await call(method, address, options)
  return isEnvelope(data) ? data.data : undefined
}
