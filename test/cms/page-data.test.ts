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
})
