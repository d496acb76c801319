import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { baseUrl, DESKTOP, newPage, settled, signIn, useBrowser } from './browser'
import { recordShifts, seenShifts } from './layout-shifts'

// Layout shift on every demo page, signed out and in, at both widths, is checked in the page crawl (pages.e2e.ts).

// A slow server, or a busy machine, lets Chromium paint the header bar before its end (language and menus)
// has arrived; what arrives later must not push what is already painted (CI once saw the search field move
// 400 px this way, and the simulated CMS's bar move its name down 15 px as its switches arrived). The page is served
// through a proxy that holds the rest of the document back before each of these parts.
const HELD_BEFORE = ['<form class="cms-switch"', '<div class="site-header-end">']
const HOLD_MS = 600

describe('layout shift while the header bar is still arriving (desktop)', () => {
  const browser = useBrowser({ viewport: DESKTOP })
  let proxy: Server
  let proxyUrl = ''
  // Pages the proxy held back: without one the test would pass having tested nothing.
  let held = 0

  beforeAll(async () => {
    proxy = createServer((req, res) => {
      void (async () => {
        const answer = await fetch(`${baseUrl()}${req.url ?? '/'}`, { method: req.method, headers: { cookie: req.headers.cookie ?? '' }, redirect: 'manual' })
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' })
        const body = Buffer.from(await answer.arrayBuffer())
        const splits = req.headers.accept?.includes('text/html') ? HELD_BEFORE.map((part) => body.indexOf(part)) : []
        if (splits.length === 0 || splits.includes(-1)) {
          res.end(body)
          return
        }
        held += 1
        let from = 0
        for (const split of splits) {
          res.write(body.subarray(from, split))
          await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
          from = split
        }
        res.end(body.subarray(from))
      })()
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

  it('keeps the search field where it first painted', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await page.goto(`${proxyUrl}/produkte`)
    await settled(page)
    await page.waitForTimeout(100)
    expect(held).toBe(1)
    expect(await seenShifts(page)).toEqual([])
  })
})
