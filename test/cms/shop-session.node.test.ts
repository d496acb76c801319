import { shopOfCookieHeader } from '@/test/mocks/shops'
import { shopSession } from './shop-session'

const SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/

describe('shopSession', () => {
  it.each([undefined, '', 'cms_locale=fr-CH', 'mock_shop=', 'mock_shop=a b', 'mock_shop=a.b', 'mock_shop=a%2Db', `mock_shop=${'x'.repeat(65)}`, 'xmock_shop=a'])(
    'opens a shop of its own for a browser whose cookies %j name none',
    (header) => {
      const { cookieHeader, setCookie } = shopSession(header)
      const shop = shopOfCookieHeader(cookieHeader)

      expect(shop).toMatch(SHOP_ID)
      expect(shop).not.toBe('default')
      expect(setCookie).toBe(`mock_shop=${shop}; Path=/; SameSite=Lax; HttpOnly`)
      // The browser's other cookies still reach the rest of the request.
      if (header?.startsWith('cms_locale')) expect(cookieHeader).toContain('cms_locale=fr-CH')
    },
  )

  it.each(['mock_shop=e2e-1_A', 'cms_locale=fr-CH; mock_shop=mine', 'mock_shop=default'])('keeps the shop the cookies %j name, and sets no cookie', (header) => {
    expect(shopSession(header)).toEqual({ cookieHeader: header })
  })

  it('gives every new browser another shop', () => {
    const shops = new Set(Array.from({ length: 200 }, () => shopOfCookieHeader(shopSession(undefined).cookieHeader)))
    expect(shops.size).toBe(200)
  })
})
