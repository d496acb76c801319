import { expect } from 'vitest'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { baseUrl, mockFor, newShop } from './browser'

// What lets end-to-end files run in parallel against one simulated CMS: every request acts on the mock
// shop its cookie names. Plain HTTP is enough to check it; no browser is opened.
const a = newShop()
const b = newShop()

const get = (path: string, shop: string, cookies = '') =>
  fetch(`${baseUrl()}${path}`, { headers: { Cookie: `${SHOP_COOKIE}=${shop}${cookies}` }, redirect: 'manual' })
const sessionStatus = async (shop: string) => (await get('/api/session', shop)).status

afterEach(async () => {
  await mockFor(a).reset()
  await mockFor(b).reset()
})

describe('the mock shops of the simulated CMS', () => {
  it('injects a fault into the requester’s shop only', async () => {
    await mockFor(a).fault({ path: '/api/session', status: 503, times: Infinity })

    expect(await sessionStatus(a)).toBe(503)
    expect(await sessionStatus(b)).toBe(200)
  })

  it('resets only the requester’s shop', async () => {
    await mockFor(a).fault({ path: '/api/session', status: 503, times: Infinity })
    await mockFor(b).fault({ path: '/api/session', status: 502, times: Infinity })

    await mockFor(a).reset()

    expect(await sessionStatus(a)).toBe(200)
    expect(await sessionStatus(b)).toBe(502)
  })

  it('applies ?scenario= to the requester’s shop only', async () => {
    expect((await get('/?scenario=maintenance', a)).status).toBe(303)

    expect(await sessionStatus(a)).toBe(503)
    expect(await sessionStatus(b)).toBe(200)
  })

  it('renders a page with the user data of the requester’s shop', async () => {
    const retailer = '; demo_user=haendler%40example.ch'
    const toggled = await fetch(`${baseUrl()}/api/user/retailer-mode`, {
      method: 'POST',
      headers: { Cookie: `${SHOP_COOKIE}=${a}${retailer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    })
    expect(toggled.status).toBe(200)

    const retailerModeOnPage = async (shop: string) => {
      const html = await (await get('/login-form', shop, retailer)).text()
      const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null'
      return (JSON.parse(json) as { user: { retailerMode: { enabled: boolean } } }).user.retailerMode.enabled
    }
    expect(await retailerModeOnPage(a)).toBe(true)
    expect(await retailerModeOnPage(b)).toBe(false)
  })
})
