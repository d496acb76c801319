import { callApi } from '../call-api'
import { findAccount } from '../db/index'
import { DEMO_PASSWORD } from '../db/users'
import { DEMO_RESET_TOKENS, DEMO_RESET_USER, passwordResetsOf } from '../db/password-resets'
import { getShop } from '../shops'
import { EMAIL_MESSAGE, WEAK_PASSWORD_MESSAGE } from './password'

const NEW_PASSWORD = 'Neues-Passwort-7'
const recover = (email: unknown, shop?: string) => callApi('POST', '/api/auth/password-recovery', { body: { email }, ...(shop ? { shop } : {}) })
const checkLink = (token: string, shop?: string) => callApi('GET', `/api/auth/password-reset?token=${encodeURIComponent(token)}`, shop ? { shop } : {})
const reset = (token: string, password: string, shop?: string) => callApi('POST', '/api/auth/password-reset', { body: { token, password }, ...(shop ? { shop } : {}) })
const login = (username: string, password: string, shop?: string) => callApi('POST', '/api/auth/login', { body: { username, password }, ...(shop ? { shop } : {}) })
const openLinks = (shop = 'default') => [...passwordResetsOf(getShop(shop).db).links.entries()]

describe('POST /api/auth/password-recovery', () => {
  it('answers the same neutral success for a known and an unknown address', async () => {
    const known = await recover('kunde@example.ch')
    const unknown = await recover('niemand@example.ch')

    expect(known).toMatchObject({ status: 200, json: { data: { requested: true } } })
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
  })

  it('creates a link for a known account only, valid for a day, that resets that account', async () => {
    const before = openLinks().length
    await recover('niemand@example.ch')
    expect(openLinks()).toHaveLength(before)

    await recover('  Konsument@Example.ch ')
    const [token, link] = openLinks().at(-1)!
    expect(link.username).toBe('konsument@example.ch')
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000)
    expect((await checkLink(token)).status).toBe(200)
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200)
    expect(findAccount('konsument@example.ch')?.password).toBe(NEW_PASSWORD)
  })

  it.each([['kein-at-zeichen'], ['zwei@@example.ch'], ['leer zeichen@example.ch'], [`${'a'.repeat(250)}@example.ch`]])('refuses %s at the field email', async (email) => {
    expect(await recover(email)).toMatchObject({ status: 400, json: { messages: [{ type: 'error', message: EMAIL_MESSAGE, source: { field: 'email' } }] } })
  })

  it('refuses a missing address with the field’s message', async () => {
    expect(await callApi('POST', '/api/auth/password-recovery', { body: {} })).toMatchObject({ status: 400, json: { messages: [{ source: { field: 'email' } }] } })
  })
})

describe('GET /api/auth/password-reset', () => {
  it('answers the demo’s valid link as valid, the expired one with 410 and the unknown one with 404, without messages', async () => {
    expect(await checkLink(DEMO_RESET_TOKENS.valid)).toMatchObject({ status: 200, json: { data: { valid: true } } })
    expect(await checkLink(DEMO_RESET_TOKENS.expired)).toEqual(expect.objectContaining({ status: 410, json: {} }))
    expect(await checkLink(DEMO_RESET_TOKENS.invalid)).toEqual(expect.objectContaining({ status: 404, json: {} }))
  })

  it('refuses a request without a token', async () => {
    expect((await callApi('GET', '/api/auth/password-reset')).status).toBe(400)
  })
})

describe('POST /api/auth/password-reset', () => {
  it('sets the new password: the login takes it and no longer the old one', async () => {
    expect((await login(DEMO_RESET_USER, DEMO_PASSWORD)).status).toBe(200)

    expect(await reset(DEMO_RESET_TOKENS.valid, NEW_PASSWORD)).toMatchObject({ status: 200, json: { data: { passwordReset: true } } })

    expect((await login(DEMO_RESET_USER, DEMO_PASSWORD)).status).toBe(401)
    expect((await login(DEMO_RESET_USER, NEW_PASSWORD)).status).toBe(200)
  })

  it('uses the link up, and the account’s other open links with it; an expired one still says it expired', async () => {
    await recover(DEMO_RESET_USER)
    const [issued] = openLinks().at(-1)!
    await reset(DEMO_RESET_TOKENS.valid, NEW_PASSWORD)

    expect((await reset(DEMO_RESET_TOKENS.valid, 'Noch-ein-Passwort-8')).status).toBe(404)
    expect((await checkLink(issued)).status).toBe(404)
    expect((await checkLink(DEMO_RESET_TOKENS.expired)).status).toBe(410)
    expect(findAccount(DEMO_RESET_USER)?.password).toBe(NEW_PASSWORD)
  })

  it('refuses a weak password at the field password and keeps the link', async () => {
    expect(await reset(DEMO_RESET_TOKENS.valid, 'sommer2026')).toMatchObject({
      status: 400,
      json: { messages: [{ type: 'error', message: WEAK_PASSWORD_MESSAGE, source: { field: 'password' } }] },
    })
    expect(findAccount(DEMO_RESET_USER)?.password).toBe(DEMO_PASSWORD)
    expect((await checkLink(DEMO_RESET_TOKENS.valid)).status).toBe(200)
  })

  it('refuses an expired link with 410 and an unknown one with 404, and changes nothing', async () => {
    expect((await reset(DEMO_RESET_TOKENS.expired, NEW_PASSWORD)).status).toBe(410)
    expect((await reset(DEMO_RESET_TOKENS.invalid, NEW_PASSWORD)).status).toBe(404)
    expect(findAccount(DEMO_RESET_USER)?.password).toBe(DEMO_PASSWORD)
  })

  it('keeps each shop’s links and passwords to itself, and a reset shop starts from the seed', async () => {
    await reset(DEMO_RESET_TOKENS.valid, NEW_PASSWORD, 'shop-a')

    expect((await checkLink(DEMO_RESET_TOKENS.valid, 'shop-b')).status).toBe(200)
    expect((await login(DEMO_RESET_USER, DEMO_PASSWORD, 'shop-b')).status).toBe(200)
    expect((await login(DEMO_RESET_USER, NEW_PASSWORD, 'shop-a')).status).toBe(200)
  })

  it('refuses a body without token or password', async () => {
    expect(await callApi('POST', '/api/auth/password-reset', { body: { token: DEMO_RESET_TOKENS.valid } })).toMatchObject({ status: 400, json: { messages: [{ source: { field: 'password' } }] } })
  })
})
