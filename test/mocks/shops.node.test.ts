import { callApi } from './call-api'
import { resetDb, userDataFor } from './db/index'
import { DEMO_PASSWORD } from './db/users'
import { injectFault } from './faults'
import { applyScenario } from './scenarios'
import { MAX_SHOPS } from './shops'

const session = (shop?: string) => callApi('GET', '/api/session', shop === undefined ? {} : { shop })
const lasting503 = { path: '/api/session', status: 503, times: Infinity }

describe('shops: one in-memory shop per mock_shop cookie', () => {
  it('keeps a fault injected into one shop out of the others, the default shop included', async () => {
    injectFault(lasting503, 'a')

    expect((await session('a')).status).toBe(503)
    expect((await session('b')).status).toBe(200)
    expect((await session()).status).toBe(200)
  })

  it('injects into the default shop when no shop is named, which requests without the cookie use', async () => {
    injectFault(lasting503)

    expect((await session()).status).toBe(503)
    expect((await session('a')).status).toBe(200)
  })

  it('applies a scenario to the shop it names only', async () => {
    applyScenario('maintenance', 'a')
    applyScenario('none', 'b')

    expect((await session('a')).status).toBe(503)
    expect((await session()).status).toBe(200)
  })

  it('keeps retailer mode switched on in one shop out of another, down to the next login there', async () => {
    const retailer = 'haendler@example.ch'
    const logIn = (shop: string) => callApi('POST', '/api/auth/login', { shop, body: { username: retailer, password: DEMO_PASSWORD } })

    await callApi('POST', '/api/user/retailer-mode', { as: retailer, shop: 'a', body: { enabled: true } })

    expect((await logIn('a')).json).toMatchObject({ data: { retailerMode: { enabled: true } } })
    expect((await logIn('b')).json).toMatchObject({ data: { retailerMode: { enabled: false } } })
    expect(userDataFor(retailer, 'a')?.retailerMode.enabled).toBe(true)
    expect(userDataFor(retailer)?.retailerMode.enabled).toBe(false)
  })

  it('ends the contact an employee acts for only in the shop the employee logs out of', async () => {
    const employee = 'mitarbeiter@example.ch'
    const choice = { id: '0001004712', contactId: '0000310003' }
    await callApi('POST', '/api/contact/select', { as: employee, shop: 'a', body: choice })
    await callApi('POST', '/api/contact/select', { as: employee, shop: 'b', body: choice })

    await callApi('POST', '/api/auth/logout', { as: employee, shop: 'a' })

    expect(userDataFor(employee, 'a')?.selectedContact).toBeNull()
    expect((await callApi('GET', '/api/session', { as: employee, shop: 'b' })).json).toMatchObject({
      data: { user: { selectedContact: { customerId: '0001004712' } } },
    })
  })

  it('resetDb resets every shop, faults and data', async () => {
    injectFault(lasting503, 'a')
    await callApi('POST', '/api/user/retailer-mode', { as: 'haendler@example.ch', shop: 'b', body: { enabled: true } })

    resetDb()

    expect((await session('a')).status).toBe(200)
    expect(userDataFor('haendler@example.ch', 'b')?.retailerMode.enabled).toBe(false)
  })

  it(`keeps at most ${MAX_SHOPS} shops: the least recently used goes, never default`, async () => {
    // The default shop first, then never touched again: the oldest of all.
    injectFault(lasting503)
    const others = Array.from({ length: MAX_SHOPS - 1 }, (_, index) => `shop-${index}`)
    for (const shop of others) injectFault(lasting503, shop)
    // A request is a use: shop-0 is now the most recent, shop-1 the least recent besides default.
    expect((await session('shop-0')).status).toBe(503)

    injectFault(lasting503, 'one-too-many')

    expect((await session()).status).toBe(503)
    expect((await session('shop-0')).status).toBe(503)
    expect((await session('shop-2')).status).toBe(503)
    expect((await session('one-too-many')).status).toBe(503)
    // Last, since asking for shop-1 creates it afresh (and drops another).
    expect((await session('shop-1')).status).toBe(200)
  })

  it.each(['', 'a b', 'a.b', 'a%2Db', '"a"', 'x'.repeat(65)])('treats the cookie value %j as no cookie: the default shop answers', async (value) => {
    injectFault(lasting503)

    const { status } = await callApi('GET', '/api/session', { cookie: `mock_shop=${value}` })

    expect(status).toBe(503)
  })

  it('reads the first mock_shop cookie among others', async () => {
    injectFault(lasting503, 'a')

    expect((await callApi('GET', '/api/session', { cookie: 'theme=01; mock_shop=a; mock_shop=b' })).status).toBe(503)
  })

  it('refuses a shop id that a cookie could not carry', () => {
    expect(() => injectFault(lasting503, 'a b')).toThrow(/shop id/)
  })
})
