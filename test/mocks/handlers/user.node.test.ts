import { callApi } from '../call-api'

const toggle = (body: unknown, as?: string) => callApi('POST', '/api/user/retailer-mode', { body, ...(as ? { as } : {}) })

describe('POST /api/user/retailer-mode', () => {
  it('switches a retailer into retailer mode and back', async () => {
    const on = await toggle({ enabled: true }, 'haendler@example.ch')

    expect(on.status).toBe(200)
    expect(on.json).toEqual({ data: { retailerMode: { available: true, enabled: true } } })
    expect(await callApi('GET', '/api/session', { as: 'haendler@example.ch' })).toMatchObject({
      json: { data: { user: { retailerMode: { enabled: true } } } },
    })

    const off = await toggle({ enabled: false }, 'haendler@example.ch')

    expect(off.json).toEqual({ data: { retailerMode: { available: true, enabled: false } } })
  })

  it.each(['kunde@example.ch', 'konsument@example.ch', 'mitarbeiter@example.ch'])(
    'answers 403 to %s, for whom retailer mode is not available (spec 1 §4)',
    async (username) => {
      const { status, json } = await toggle({ enabled: true }, username)

      expect(status).toBe(403)
      expect(json).toEqual({ messages: [{ type: 'error', message: 'Der Kundenmodus ist für Ihr Konto nicht verfügbar.' }] })
    },
  )

  it('answers 401 to a visitor', async () => {
    expect((await toggle({ enabled: true })).status).toBe(401)
  })

  it.each([
    [{}, 'Das Feld «enabled» fehlt.'],
    [{ enabled: 'ja' }, 'Das Feld «enabled» muss true oder false sein.'],
  ])('answers 400 to the body %j', async (body, message) => {
    const { status, json } = await toggle(body, 'haendler@example.ch')

    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message, source: { field: 'enabled' } }] })
  })
})
