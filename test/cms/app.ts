import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { SCHEMA_FILE, type JsonSchema } from '@/src/widget/json-schema'
import { scenarioOf } from '@/test/mocks/shops'
import { isBelowTarget } from '@/src/build/browser-support'
import { developmentHead, productionHead } from './assets'
import { BLOCKER_PREVIEW_PATH, browserBlockerDocument } from './browser-blocker'
import { chromeFor, chromeMarkup } from './chrome'
import { contextFor, COOKIES, parseCookies } from './context'
import { answerDownload, DOWNLOADS_PREFIX } from './downloads'
import { laterWidgetsIn, linkBeforeMarkers, widgetsIn } from './html'
import { alternateLinks, linkLocalizer, readLanguagePath, requesterLocale } from './language-paths'
import { renderDocument, SWITCHERS } from './layout'
import { answerMapTile, MAP_TILES_PREFIX } from './map-tiles/index'
import { MEDIA_DIR, MEDIA_PREFIX } from './media/index'
import { answerApi, answerMockControl } from './mock-backend'
import { refusedNotice, scenarioBanner } from './notices'
import { pageDataFor } from './page-data'
import { findPage, notFoundPage } from './pages/index'
import { answerPlain, PLAIN } from './plain'
import { checkPortFree, DEFAULT_PORTS } from './port'
import { requestUrl } from './request-target'
import { isSameOrigin } from './same-origin'
import { shopSession } from './shop-session'
import { compressed, serveFolderFile, serveStatic } from './static'
import { applySwitches, CLEAR_NOTICE, readRefused, readSwitches } from './switches'
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

// Path arithmetic rather than new URL(…, import.meta.url), which Vite rewrites under jsdom (test/cms/languages.test.ts).
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../')
const DIST = join(ROOT, 'dist')

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

/** Whether a path of the site is one of its pages (what the CMS writes in the page's language), not a file or the API. */
const isPage = (pathname: string) => findPage(pathname) !== undefined

/**
 * The simulated CMS: renders every page from its definition with #page-data and markers, serves the
 * widget bundle (Vite's dev server, or dist/ as the CMS would from the manifest) and the mock API.
 */
export async function startCms({ mode, port = DEFAULT_PORTS[mode], host = '127.0.0.1', distDir = DIST }: CmsOptions): Promise<CmsServer> {
  const server: Server = createServer()
  // Only the client closes an idle kept-alive connection: when the server closed it after its 5 s as the client sent
  // the next request on it, that request failed with ECONNRESET (a test's fetch did on a loaded machine).
  server.keepAliveTimeout = 0
  if (mode === 'dev') await checkPortFree(port, host)
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

  /**
   * A page of the CMS, or a switch request (switches.ts) answered with a redirect to the page. Either opens
   * a mock shop of its own for a browser that comes without one (shop-session.ts).
   */
  const answerPage = async (req: IncomingMessage, res: ServerResponse, url: URL, t: (text: Text) => string) => {
    const switches = readSwitches(url.searchParams)
    // A switch changes what the browser's pages show and do: only the browser's own user may ask for one.
    if (switches && !isSameOrigin(req.headers, url.origin)) {
      answerPlain(res, 403, t(PLAIN.crossSite))
      return
    }
    const session = shopSession(req.headers.cookie)
    const cookies = session.setCookie === undefined ? [] : [session.setCookie]
    if (switches) {
      const { location, cookies: chosen } = applySwitches(url, switches, session.cookieHeader)
      res.writeHead(303, { Location: location, 'Set-Cookie': [...cookies, ...chosen] }).end()
      return
    }
    // One URL per page and language (language-paths.ts): `/de-ch/x` is `/x`, `/FR-CH/x` is `/fr-ch/x`.
    const { canonical } = readLanguagePath(url.pathname)
    if (canonical !== url.pathname) {
      res.writeHead(301, { Location: `${canonical}${url.search}`, 'Set-Cookie': cookies }).end()
      return
    }
    const context = contextFor(url, session.cookieHeader, await widgetSchemas())
    // A browser the bundle does not run in gets the browser-blocker page at every address (browser-blocker.ts).
    if (isBelowTarget(req.headers['user-agent']) || context.url.pathname === BLOCKER_PREVIEW_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'User-Agent', 'Set-Cookie': cookies }).end(browserBlockerDocument(context.locale))
      return
    }
    const refused = readRefused(session.cookieHeader)
    if (refused.length > 0) cookies.push(CLEAR_NOTICE)
    const page = findPage(context.url.pathname)
    const definition = page ?? notFoundPage(context.url.pathname)
    const body = definition.body(context)
    const title = translator(context)(definition.title)
    const chrome = definition.chrome ?? true
    const pageData = pageDataFor(context, definition.pageData?.(context), { title, breadcrumbs: definition.breadcrumbs })
    // The chrome's fallback markup shows what its islands will: the same session, and the visitor's cookies (a dismissed info ribbon).
    const site = chrome ? chromeFor(context, { path: context.url.pathname, title, session: pageData.session, cookies: parseCookies(session.cookieHeader) }) : undefined
    const chromeHtml = chromeMarkup(site)
    const chromeWidgets = widgetsIn(chromeHtml)
    // Only the content's widgets wait in the body: the chrome's (the footer among them) are on every page and
    // in the browser's cache after the first; held in the body they only keep the entry waiting (Lighthouse).
    const later = laterWidgetsIn(body).filter((name) => !chromeWidgets.includes(name))
    const links = headFor({ widgets: widgetsIn(chromeHtml + body), later, locale: context.locale })
    let html = renderDocument(
      {
        context,
        title,
        body,
        pageData,
        // A page's alternates in every language (search engines); a missing page has none.
        assets: { head: page ? `${alternateLinks(url.origin, `${context.url.pathname}${context.url.search}`)}\n${links.head}` : links.head },
        chrome,
        site,
        ownHeading: definition.ownHeading ?? false,
        notices: scenarioBanner(context, scenarioOf(context.shop)) + refusedNotice(context, refused),
      },
      SWITCHERS,
    )
    html = linkBeforeMarkers(html, links.beforeMarker)
    // The pages and page data write the site's paths; the page's links stay in its language.
    html = linkLocalizer(context.locale, isPage).page(html)
    if (vite) html = await vite.transformIndexHtml(url.pathname, html)
    // Compressed like any production page: the page data of a page with the full chrome is most of its bytes.
    const { body: sent, encoding } = compressed(Buffer.from(html), req.headers['accept-encoding'], 'fast')
    res.writeHead(page ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Set-Cookie': cookies,
      // Old browsers get another page at the same address (above).
      Vary: 'Accept-Encoding, User-Agent',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(sent)
  }

  // host:port as a URL writes it (an IPv6 address in brackets).
  const ownHost = () => `${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Without a Host header (HTTP/1.0) the address the server listens on stands in for it.
    const url = requestUrl(req.url, req.headers.host, ownHost())
    // The language of the path, or the one last chosen (its cookie): a request the CMS cannot read still gets its texts in it.
    const t = (text: Text) => translator({ locale: requesterLocale(url?.pathname, parseCookies(req.headers.cookie)[COOKIES.locale]) })(text)
    if (!url) {
      answerPlain(res, 400, t(PLAIN.badRequest))
      return
    }
    const handle = async () => {
      if (url.pathname.startsWith('/api/')) return answerApi(req, res, url, isPage)
      if (url.pathname.startsWith('/__mock/')) return answerMockControl(req, res, url, t)
      if (url.pathname.startsWith('/vue/')) {
        if (vite) {
          vite.middlewares(req, res)
          return
        }
        const refused = await serveStatic(req, res, distDir, url.pathname)
        if (refused) answerPlain(res, refused, t(refused === 400 ? PLAIN.badRequest : PLAIN.notFound))
        return
      }
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end()
        return
      }
      // The catalogue's data sheets and brochures (docs/simulated-cms.md "The mock catalogue"); an unknown file gets
      // the not-found page.
      if (url.pathname.startsWith(DOWNLOADS_PREFIX) && answerDownload(res, url.pathname)) return
      // The demo site's images and video (docs/simulated-cms.md "Demo media"); a name that is no file gets the
      // not-found page, like an unknown download.
      if (url.pathname.startsWith(MEDIA_PREFIX)) {
        const refused = await serveFolderFile(req, res, MEDIA_DIR, MEDIA_PREFIX, url.pathname)
        if (refused === undefined) return
        if (refused === 400) {
          answerPlain(res, 400, t(PLAIN.badRequest))
          return
        }
      }
      // The dealer finder's map tiles (docs/simulated-cms.md "Map tiles"), drawn here: the demo reaches no tile server.
      // What is no tile gets a plain 404 rather than the not-found page: an image asked for it.
      if (url.pathname.startsWith(MAP_TILES_PREFIX)) {
        if (answerMapTile(req, res, url.pathname) === 404) answerPlain(res, 404, t(PLAIN.notFound))
        return
      }
      return answerPage(req, res, url, t)
    }
    handle().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(t(PLAIN.failed))
    })
  })

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, resolve)
    })
  } catch (error) {
    // Taken since checkPortFree (or not free for another reason): Vite's watcher would keep the process alive.
    await vite?.close()
    throw error
  }
  return {
    url: `http://${ownHost()}`,
    close: async () => {
      await vite?.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
