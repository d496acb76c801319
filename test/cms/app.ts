import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import type { ViteDevServer } from 'vite'
import { SCHEMA_FILE, type JsonSchema } from '@/src/widget/json-schema'
import { userCookie } from '@/test/mocks/db/index'
import { injectFault, type Fault } from '@/test/mocks/faults'
import { handlers } from '@/test/mocks/handlers/index'
import { applyScenario } from '@/test/mocks/scenarios'
import { resetShop, shopOfCookieHeader } from '@/test/mocks/shops'
import { developmentHead, productionHead } from './assets'
import { COOKIES, contextFor } from './context'
import { widgetsIn } from './html'
import { renderDocument, SWITCHERS } from './layout'
import { pageDataFor } from './page-data'
import { findPage, notFoundPage } from './pages/index'
import { serveStatic } from './static'
import { translator, type Text } from './texts'

export type CmsMode = 'dev' | 'prod'
export type CmsOptions = {
  mode: CmsMode
  port?: number
  host?: string
  /** The production build to serve; dist/ unless the benchmark's dist-bench/. */
  distDir?: string
}
export type CmsServer = { url: string; close(): Promise<void> }

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = fileURLToPath(new URL('../../dist', import.meta.url))

/** The plain-text answers outside pages (a missing file under /vue/, an error of the CMS itself), in the requester's language. */
const PLAIN: Record<'notFound' | 'failed', Text> = {
  notFound: { de: 'Nicht gefunden', fr: 'Introuvable', it: 'Non trovato', en: 'Not found' },
  failed: {
    de: 'Interner Fehler des simulierten CMS',
    fr: 'Erreur interne du CMS simulé',
    it: 'Errore interno del CMS simulato',
    en: 'Internal error of the simulated CMS',
  },
}

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
 * Answers /api/* from the MSW handlers: the same mock backend the unit tests use, state kept in this
 * process, one shop per `mock_shop` cookie (the handlers read it).
 */
async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const response = await getResponse(handlers, toRequest(req, url, await readBody(req)))
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ messages: [{ type: 'error', message: `Kein Mock für ${req.method} ${url.pathname}.` }] }))
    return
  }
  // HttpResponse.error(): behave like a dropped connection.
  if (response.type === 'error') {
    res.socket?.destroy()
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Test hooks for the requester's shop (`mock_shop` cookie): POST /__mock/reset, POST /__mock/fault (a Fault as JSON). */
async function answerMockControl(req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'POST') {
    res.writeHead(405).end()
    return
  }
  const shop = shopOfCookieHeader(req.headers.cookie)
  if (url.pathname === '/__mock/reset') resetShop(shop)
  else if (url.pathname === '/__mock/fault') injectFault(JSON.parse((await readBody(req)).toString('utf8') || '{}') as Fault, shop)
  else {
    res.writeHead(404).end()
    return
  }
  res.writeHead(204).end()
}

/** Every widget's JSON Schema as the build wrote it (dist/widgets.schema.json), read once. */
function productionSchemas(distDir: string): () => Promise<Record<string, JsonSchema>> {
  const schemas = JSON.parse(readFileSync(join(distDir, SCHEMA_FILE), 'utf8')) as Record<string, JsonSchema>
  return () => Promise.resolve(schemas)
}

/** In development the same file, made from the declarations as they are now (Vite reloads what changed). */
async function developmentSchemas(vite: ViteDevServer): Promise<Record<string, JsonSchema>> {
  const [{ catalogue }, { widgetsSchemaFile }] = (await Promise.all([vite.ssrLoadModule('/widgets/catalogue.ts'), vite.ssrLoadModule('/src/widget/json-schema.ts')])) as [
    typeof import('@/widgets/catalogue'),
    typeof import('@/src/widget/json-schema'),
  ]
  return widgetsSchemaFile(catalogue)
}

const SWITCH_PARAMS = ['locale', 'tenant', 'theme', 'user', 'features', 'scenario'] as const

/**
 * ?locale=…&tenant=…&theme=…&user=…&features=… are remembered in cookies and ?scenario=… is applied to
 * the requester's shop, then the clean address is loaded.
 */
function applySwitches(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (!SWITCH_PARAMS.some((name) => url.searchParams.has(name))) return false
  const cookies: string[] = []
  const remember = (name: string, value: string) => cookies.push(`${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`)
  const get = (name: string) => url.searchParams.get(name)
  if (get('locale') !== null) remember(COOKIES.locale, get('locale') ?? '')
  if (get('tenant') !== null) remember(COOKIES.tenant, get('tenant') ?? '')
  if (get('theme') !== null) remember(COOKIES.theme, get('theme') ?? '')
  if (get('features') !== null) remember(COOKIES.features, get('features') ?? '')
  const user = get('user')
  if (user !== null) cookies.push(userCookie(user === '' || user === 'anonymous' ? null : user))
  const scenario = get('scenario')
  if (scenario !== null) applyScenario(scenario, shopOfCookieHeader(req.headers.cookie))
  for (const name of SWITCH_PARAMS) url.searchParams.delete(name)
  res.writeHead(303, { Location: `${url.pathname}${url.search}`, 'Set-Cookie': cookies })
  res.end()
  return true
}

/**
 * The simulated CMS: renders every page from its definition with #page-data and markers, serves the
 * widget bundle (Vite's dev server, or dist/ as the CMS would from the manifest) and the mock API.
 */
export async function startCms({ mode, port = mode === 'dev' ? 5173 : 4173, host = '127.0.0.1', distDir = DIST }: CmsOptions): Promise<CmsServer> {
  const server: Server = createServer()
  const vite =
    mode === 'dev'
      ? await (await import('vite')).createServer({
          root: ROOT,
          configFile: `${ROOT}vite.config.ts`,
          appType: 'custom',
          server: { middlewareMode: true, hmr: { server } },
        })
      : undefined
  const headFor = mode === 'prod' ? productionHead(distDir) : developmentHead
  const widgetSchemas = vite ? () => developmentSchemas(vite) : productionSchemas(distDir)

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
    const plain = (text: Text) => translator(contextFor(url, req.headers.cookie))(text)
    const handle = async () => {
      if (url.pathname.startsWith('/api/')) return answerApi(req, res, url)
      if (url.pathname.startsWith('/__mock/')) return answerMockControl(req, res, url)
      if (url.pathname.startsWith('/vue/')) {
        if (vite) {
          vite.middlewares(req, res)
          return
        }
        if (await serveStatic(req, res, distDir, url.pathname)) return
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(plain(PLAIN.notFound))
        return
      }
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end()
        return
      }
      if (applySwitches(req, res, url)) return
      const context = contextFor(url, req.headers.cookie, await widgetSchemas())
      const page = findPage(url.pathname)
      const definition = page ?? notFoundPage(url.pathname)
      const body = definition.body(context)
      let html = renderDocument(
        {
          context,
          title: translator(context)(definition.title),
          body,
          pageData: pageDataFor(context, definition.pageData?.(context)),
          assets: { head: headFor({ widgets: widgetsIn(body), locale: context.locale }) },
          chrome: definition.chrome ?? true,
        },
        SWITCHERS,
      )
      if (vite) html = await vite.transformIndexHtml(url.pathname, html)
      res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(html)
    }
    handle().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(plain(PLAIN.failed))
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      await vite?.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
