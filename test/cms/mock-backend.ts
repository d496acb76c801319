/** The mock backend over HTTP: /api/* from the MSW handlers, and the test hooks under /__mock/. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { LOCALES, type Locale } from '@/i18n/locales'
import { isRecord } from '@/src/lib/guards'
import { injectFault, type Fault } from '@/test/mocks/faults'
import { handlers } from '@/test/mocks/handlers/index'
import { resetShop, shopOfCookieHeader } from '@/test/mocks/shops'
import { linkLocalizer, prefixOf, type IsPage } from './language-paths'
import { answerPlain, PLAIN } from './plain'
import { isJson, isSameOrigin } from './same-origin'
import type { Text } from './texts'

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

function toRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  return new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body) })
}

/**
 * What the mock's network fault (`HttpResponse.error()`) is sent as: a header block that no HTTP client may
 * accept (two different lengths, RFC 9112 §6.3), after which the connection closes. Every browser and Node
 * report it as a network error, once. Not a connection closed without a byte: Chromium takes that, on a
 * kept-alive or preconnected connection, for the server having closed an idle connection and silently sends
 * the request again on another one, so the page saw the next (real) answer, and every resend used up one of
 * the fault's `times`.
 */
const BROKEN_RESPONSE = 'HTTP/1.1 502 Broken\r\nContent-Length: 0\r\nContent-Length: 1\r\n\r\n'

/** A JSON body with its links in `locale`; undefined for one that is no JSON (a malformed answer on purpose stays as it is). */
function localizedJson(body: Buffer, locale: Locale, isPage: IsPage): Buffer | undefined {
  try {
    return Buffer.from(JSON.stringify(linkLocalizer(locale, isPage).data(JSON.parse(body.toString('utf8')))))
  } catch {
    return undefined
  }
}

/**
 * Answers /api/* from the MSW handlers: the same mock backend the unit tests use, state kept in this
 * process, one shop per `mock_shop` cookie (the handlers read it).
 */
export async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL, isPage: IsPage) {
  const response = await getResponse(handlers, toRequest(req, url, await readBody(req)))
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ messages: [{ type: 'error', message: `Kein Mock für ${req.method ?? 'GET'} ${url.pathname}.` }] }))
    return
  }
  if (response.type === 'error') {
    res.socket?.end(BROKEN_RESPONSE)
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  let body: Buffer = Buffer.from(await response.arrayBuffer())
  // A multilingual site's backend answers with the links of the caller's language (X-Locale), as its pages have them:
  // a French page's product tiles lead to the French product pages (language-paths.ts).
  const locale = LOCALES.find((code) => code === req.headers['x-locale'])
  if (locale !== undefined && prefixOf(locale) !== '' && response.headers.get('content-type')?.includes('json')) {
    const localized = localizedJson(body, locale, isPage)
    if (localized) {
      body = localized
      delete headers['content-length']
    }
  }
  res.writeHead(response.status, headers)
  res.end(body)
}

/** The body of POST /__mock/fault: a Fault as JSON, checked as far as injectFault does not check it itself. */
function faultOf(body: Buffer): Fault {
  const fault: unknown = JSON.parse(body.toString('utf8'))
  if (!isRecord(fault) || typeof fault.path !== 'string') throw new Error('POST /__mock/fault: the body is a Fault as JSON, at least { "path": "/api/…" }.')
  return fault as Fault
}

/**
 * Test hooks for the requester's shop (`mock_shop` cookie): POST /__mock/reset, POST /__mock/fault (a Fault
 * as JSON). Only from the CMS's own origin and only as JSON (same-origin.ts): a page of another site must
 * not break the demo of a developer who happens to visit it.
 */
export async function answerMockControl(req: IncomingMessage, res: ServerResponse, url: URL, t: (text: Text) => string) {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST' }).end()
    return
  }
  if (!isSameOrigin(req.headers, url.origin)) {
    answerPlain(res, 403, t(PLAIN.crossSite))
    return
  }
  if (!isJson(req.headers)) {
    answerPlain(res, 415, t(PLAIN.jsonOnly))
    return
  }
  const shop = shopOfCookieHeader(req.headers.cookie)
  if (url.pathname === '/__mock/reset') resetShop(shop)
  else if (url.pathname === '/__mock/fault') {
    const body = await readBody(req)
    try {
      injectFault(faultOf(body), shop)
    } catch (error) {
      answerPlain(res, 400, error instanceof Error ? error.message : t(PLAIN.badRequest))
      return
    }
  } else {
    answerPlain(res, 404, t(PLAIN.notFound))
    return
  }
  res.writeHead(204).end()
}
