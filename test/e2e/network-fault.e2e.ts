import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Fault } from '@/test/mocks/faults'
import { baseUrl, newPage, useBrowser, visit } from './browser'

// The mock's network fault (`network: true`, the `offline` scenario) must reach the page as a network error.
// It used to close the connection without a byte, which Chromium takes for a kept-alive connection the
// server closed while idle: it silently sent the request again on another connection, the page got the
// real answer, and every resend used up one of the fault's `times`.
const browser = useBrowser()

type Outcome = string
/** What the page's fetch made of the call: `status 200`, or the error it rejected with. */
const pageFetch = (page: Page, path: string, init: RequestInit = {}): Promise<Outcome> =>
  page.evaluate(
    ([url, options]) =>
      fetch(url, options).then(
        (response) => `status ${response.status}`,
        (error: unknown) => (error instanceof TypeError ? 'TypeError' : String(error)),
      ),
    [path, init] as const,
  )
/** What an XMLHttpRequest made of it: `load 200`, or `error`. */
const pageXhr = (page: Page, method: string, path: string): Promise<Outcome> =>
  page.evaluate(
    ([verb, url]) =>
      new Promise<string>((resolve) => {
        const request = new XMLHttpRequest()
        request.open(verb, url)
        request.setRequestHeader('Content-Type', 'application/json')
        request.onload = () => resolve(`load ${request.status}`)
        request.onerror = () => resolve('error')
        request.send(verb === 'GET' ? null : '{}')
      }),
    [method, path] as const,
  )

let page: Page
beforeEach(async () => {
  ;({ page } = await newPage(browser()))
  // Loading a page with islands leaves several kept-alive connections, the case that hid the fault.
  await visit(page, '/login-form')
})
afterEach(() => page.close())

const serverStillServes = async () => {
  expect((await fetch(`${baseUrl()}/`)).status).toBe(200)
  expect(await pageFetch(page, '/api/session')).toBe('status 200')
}

describe('a network fault', () => {
  it.each([1, 2, 3, 5])('makes fetch reject with a TypeError exactly %i time(s), then the real answer comes', async (times) => {
    await browser().mock.fault({ path: '/api/session', network: true, times })

    const outcomes: Outcome[] = []
    for (let i = 0; i <= times; i++) outcomes.push(await pageFetch(page, '/api/session'))

    expect(outcomes).toEqual([...Array<Outcome>(times).fill('TypeError'), 'status 200'])
    await serverStillServes()
  })

  it.each([
    ['GET', '/api/session', { path: '/api/session' }],
    ['POST', '/api/auth/login', { method: 'post', path: '/api/auth/login' }],
    ['POST', '/api/auth/logout', { path: '/api/auth/*' }],
    ['GET', '/api/notifications', { path: '/api/*' }],
    ['POST', '/api/contact/search', { method: 'POST', path: '/api/contact/*' }],
  ] satisfies [string, string, Fault][])('fires an XMLHttpRequest’s error event for %s %s', async (method, path, fault) => {
    await browser().mock.fault({ ...fault, network: true })

    expect(await pageXhr(page, method, path)).toBe('error')
    await serverStillServes()
  })

  it.each(['GET', 'POST'])('rejects fetch for a %s with a body or without', async (method) => {
    await browser().mock.fault({ path: '/api/auth/login', network: true })

    const init: RequestInit = method === 'GET' ? {} : { method, headers: { 'Content-Type': 'application/json' }, body: '{"username":"x","password":"y"}' }
    expect(await pageFetch(page, '/api/auth/login', init)).toBe('TypeError')
    await serverStillServes()
  })

  it('after a delay, still as a network error', async () => {
    await browser().mock.fault({ path: '/api/session', network: true, delayMs: 300 })

    expect(await pageFetch(page, '/api/session')).toBe('TypeError')
    await serverStillServes()
  })

  it('in the offline scenario, on every call until it is reset', async () => {
    await visit(page, '/login-form?scenario=offline')

    const outcomes = [await pageFetch(page, '/api/session'), await pageXhr(page, 'GET', '/api/session'), await pageFetch(page, '/api/auth/logout', { method: 'POST' })]
    expect(outcomes).toEqual(['TypeError', 'error', 'TypeError'])

    await visit(page, '/login-form?scenario=none')
    await serverStillServes()
  })
})
