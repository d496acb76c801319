import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { baseUrl, mockFor, newPage, newShop, useBrowser, visit } from './browser'

// While `npm start` runs, any web page the developer visits could drive the demo: sign in with a link, switch
// a scenario on with an image, inject faults with a form that posts text/plain. The switcher and the mock's
// controls now answer only the CMS's own pages and addresses typed into the browser (same-origin.ts).

const shop = newShop()
const cookie = `${SHOP_COOKIE}=${shop}`
const own = () => new URL(baseUrl()).origin

/** Headers of requests a page of another site can make the browser send. */
const FOREIGN: [string, Record<string, string>][] = [
  ['another Origin', { Origin: 'https://evil.example' }],
  ['Origin null', { Origin: 'null' }],
  ['the same host under another name', { Origin: 'http://localhost:1' }],
  ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ['the own Origin but cross-site', { Origin: 'OWN', 'Sec-Fetch-Site': 'cross-site' }],
]
/** Headers of requests from the CMS's own pages, typed addresses and programs. */
const OWN: [string, Record<string, string>][] = [
  ['neither header (Node, curl)', {}],
  ['the own Origin', { Origin: 'OWN' }],
  ['Sec-Fetch-Site same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
  ['Sec-Fetch-Site none (a typed address)', { 'Sec-Fetch-Site': 'none' }],
]
const withOwn = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value === 'OWN' ? own() : value]))

const get = (path: string, headers: Record<string, string> = {}, cookies = cookie) => fetch(`${baseUrl()}${path}`, { headers: { Cookie: cookies, ...withOwn(headers) }, redirect: 'manual' })
const post = (path: string, headers: Record<string, string>, body = '') => fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { Cookie: cookie, ...withOwn(headers) }, body })
const sessionStatus = async (cookies = cookie) => (await get('/api/session', {}, cookies)).status
const hasBanner = async () => (await (await get('/')).text()).includes('data-notice="scenario"')

afterEach(() => mockFor(shop).reset())

describe('the switcher', () => {
  it.each(FOREIGN)('refuses a switch with %s: 403, nothing applied, no cookie', async (_, headers) => {
    const response = await get('/rich-text?user=kunde%40example.ch&scenario=maintenance&locale=fr-CH&theme=02', headers)

    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toMatch(/^Nicht ausgeführt: Die Anfrage kam von einer anderen Website\./)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await sessionStatus()).toBe(200)
    expect(await hasBanner()).toBe(false)
  })

  it.each([
    ['fr-CH', /^Non exécuté/],
    ['it-IT', /^Non eseguito/],
    ['en-US', /^Not carried out/],
    ['de-CH', /^Nicht ausgeführt/],
  ])('explains the refusal in the requester’s language, %s', async (locale, text) => {
    const response = await get('/?scenario=offline', { 'Sec-Fetch-Site': 'cross-site' }, `${cookie}; cms_locale=${locale}`)
    expect(await response.text()).toMatch(text)
  })

  it.each(OWN)('carries out a switch with %s', async (_, headers) => {
    const response = await get('/rich-text?scenario=maintenance&theme=02', headers)

    expect([response.status, response.headers.get('location')]).toEqual([303, '/rich-text'])
    expect(response.headers.getSetCookie()).toContain('cms_theme=02; Path=/; SameSite=Lax')
    expect(await sessionStatus()).toBe(503)
  })

  it('still shows pages to links from other sites', async () => {
    expect((await get('/rich-text', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200)
  })
})

describe('the mock controls', () => {
  const fault = JSON.stringify({ path: '/api/session', status: 503, times: 9 })
  const json = { 'Content-Type': 'application/json' }

  it.each(FOREIGN)('refuse a JSON post with %s', async (_, headers) => {
    expect((await post('/__mock/fault', { ...json, ...headers }, fault)).status).toBe(403)
    expect(await sessionStatus()).toBe(200)
  })

  it.each([
    ['text/plain (what a form or a no-cors fetch of another site sends)', { 'Content-Type': 'text/plain' }],
    ['text/plain;charset=UTF-8', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['no type', {}],
  ])('refuse a body sent as %s with 415, even from the own origin', async (_, headers) => {
    expect((await post('/__mock/fault', { ...headers, Origin: 'OWN' }, fault)).status).toBe(415)
    expect((await post('/__mock/reset', headers)).status).toBe(415)
    expect(await sessionStatus()).toBe(200)
  })

  it.each(OWN)('take a JSON post with %s', async (_, headers) => {
    expect((await post('/__mock/fault', { ...json, ...headers }, fault)).status).toBe(204)
    expect(await sessionStatus()).toBe(503)
    expect((await post('/__mock/reset', { ...json, ...headers })).status).toBe(204)
    expect(await sessionStatus()).toBe(200)
  })

  it.each(['', '{', 'null', '[]', '{"status":503}', '{"path":"api/session"}', '{"path":"/api/session","times":0}'])('answer the body %j with 400', async (body) => {
    expect((await post('/__mock/fault', json, body)).status).toBe(400)
  })

  it('answer other methods with 405', async () => {
    expect((await get('/__mock/reset')).status).toBe(405)
  })
})

describe('a page of another site in Chromium', () => {
  const browser = useBrowser()
  let site: Server
  let siteUrl = ''
  beforeAll(async () => {
    // Another site: localhost is not the same site as the CMS's 127.0.0.1.
    site = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(decodeURIComponent(new URL(req.url ?? '/', 'http://x').searchParams.get('html') ?? ''))
    })
    await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve))
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`
  })
  afterAll(async () => {
    site.closeAllConnections()
    await new Promise<void>((resolve) => site.close(() => resolve()))
  })

  const cms = (path: string) => `${baseUrl()}${path}`
  const open = async (html: string) => {
    const { page } = await newPage(browser())
    await page.goto(`${siteUrl}?html=${encodeURIComponent(`<!doctype html><title>Other site</title>${html}`)}`)
    return page
  }
  /** Whether the browser's shop (and the shop of requests without cookies, `default`) are untouched. */
  const untouched = async () => {
    const { page } = await newPage(browser())
    await visit(page, '/')
    expect(await page.locator('[data-notice]').count()).toBe(0)
    expect(await page.evaluate(() => fetch('/api/session').then((response) => response.status))).toBe(200)
    expect((await browser().context.cookies()).map((c) => c.name)).not.toContain('demo_user')
    expect(await sessionStatus('')).toBe(200)
  }

  it('cannot switch a scenario on or sign in with a link', async () => {
    const page = await open(`<a href="${cms('/?scenario=maintenance&user=kunde%40example.ch')}">Gewinn abholen</a>`)
    await Promise.all([page.waitForURL(/127\.0\.0\.1/), page.click('a')])

    expect(await page.textContent('body')).toMatch(/^Nicht ausgeführt/)
    await untouched()
  })

  it('cannot switch with an image', async () => {
    const page = await open(`<img alt="" src="${cms('/?scenario=offline&user=kunde%40example.ch')}">`)
    await page.waitForLoadState('load')

    await untouched()
  })

  it('cannot inject a fault with a form that posts JSON as text/plain', async () => {
    const name = '{"path":"/api/session","status":503,"times":99,"x":"'
    const page = await open(`<form method="post" enctype="text/plain" action="${cms('/__mock/fault')}"><input type="hidden" name='${name}' value='"}'><button>Los</button></form>`)
    const [response] = await Promise.all([page.waitForResponse(cms('/__mock/fault')), page.click('button')])

    expect(response.status()).toBe(403)
    await untouched()
  })

  it('cannot inject a fault with fetch, whether plain (no-cors) or as JSON (the preflight fails)', async () => {
    const page = await open('')
    const results = await page.evaluate(async (url) => {
      const body = JSON.stringify({ path: '/api/session', status: 503, times: 99 })
      const plain = await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).then(() => 'sent', () => 'failed')
      const json = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body }).then(() => 'sent', () => 'failed')
      return [plain, json]
    }, cms('/__mock/fault'))

    expect(results).toEqual(['sent', 'failed'])
    await untouched()
  })

  it('leaves the CMS’s own switchers working, and addresses typed into the browser', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/?theme=03')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('03')

    await page.selectOption('select[name="theme"]', '02')
    await Promise.all([page.waitForURL(cms('/')), page.click('.cms-switch button')])
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('02')
  })
})
