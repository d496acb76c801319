import { callApi } from '@/test/mocks/call-api'
import { contextFor } from './context'
import { pageDataFor } from './page-data'

const retailer = 'haendler@example.ch'
const pageFor = (cookies: string) => contextFor(new URL('http://127.0.0.1/login-form'), `demo_user=${encodeURIComponent(retailer)}; ${cookies}`)

describe('the page data of the simulated CMS', () => {
  it('renders the user from the shop of the mock_shop cookie, the shop its API calls will reach', async () => {
    await callApi('POST', '/api/user/retailer-mode', { as: retailer, shop: 'a', body: { enabled: true } })

    expect(pageDataFor(pageFor('mock_shop=a')).user?.retailerMode.enabled).toBe(true)
    expect(pageDataFor(pageFor('mock_shop=b')).user?.retailerMode.enabled).toBe(false)
    expect(pageDataFor(pageFor('')).user?.retailerMode.enabled).toBe(false)
  })

  it.each([
    ['mock_shop=e2e-1_A', 'e2e-1_A'],
    ['', 'default'],
    ['mock_shop=a.b', 'default'],
    // Not decoded first: the API reads the raw value, and page and API must agree.
    ['mock_shop=a%2Db', 'default'],
  ])('takes the shop from the cookies %j as %s', (cookies, shop) => {
    expect(pageFor(cookies).shop).toBe(shop)
  })

  it('counts a visitor’s B2C cart, named by its cookie, so the header’s badge survives a reload', async () => {
    const added = await callApi('POST', '/api/b2ccart/session', { body: { add: [{ productId: '10-4111.004', quantity: 2 }, { productId: '10-4211.004', quantity: 1 }] } })
    const cookie = /b2c_cart=[^;]+/.exec(added.headers.get('set-cookie') ?? '')?.[0]
    expect(cookie).toBeDefined()
    const visitorPage = (cookies: string) => pageDataFor(contextFor(new URL('http://127.0.0.1/'), cookies)).session.cartCounts

    expect(visitorPage(cookie!)).toEqual({ b2b: 0, b2c: 2 })
    expect(visitorPage('b2c_cart=gibt-es-nicht')).toEqual({ b2b: 0, b2c: 0 })
    // A consumer's own cart is not a visitor's: its id in the cookie counts nothing.
    expect(visitorPage('b2c_cart=b2c-konsument')).toEqual({ b2b: 0, b2c: 0 })
  })
})
