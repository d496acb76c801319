import { callApi } from './call-api'
import { resetDb } from './db/index'
import { clearFaults, gate, injectFault } from './faults'

const session = () => callApi('GET', '/api/session')
const maintenance = [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }]

describe('injectFault', () => {
  it('answers the next matching request with the status and messages, then lets requests through', async () => {
    injectFault({ path: '/api/session', status: 503, messages: maintenance })

    expect(await session()).toMatchObject({ status: 503, json: { messages: maintenance } })
    expect((await session()).status).toBe(200)
  })

  it('answers an empty body without messages, the case the unknown-error text is for (spec 1 §8)', async () => {
    injectFault({ path: '/api/session', status: 500 })

    expect(await session()).toMatchObject({ status: 500, json: {} })
  })

  it('answers with a redirectUrl of its choosing, for testing that the client refuses foreign ones', async () => {
    injectFault({ path: '/api/session', redirectUrl: 'https://evil.example/' })

    expect(await session()).toMatchObject({ status: 200, json: { data: null, redirectUrl: 'https://evil.example/' } })
  })

  it('fails like a dropped connection', async () => {
    injectFault({ path: '/api/session', network: true })

    await expect(session()).rejects.toThrow(TypeError)
    expect((await session()).status).toBe(200)
  })

  it('only delays when it has no status: the real handler still answers', async () => {
    injectFault({ path: '/api/session', delayMs: 60 })

    const started = Date.now()
    const { status, json } = await session()

    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    expect(status).toBe(200)
    expect(json).toMatchObject({ data: { user: null } })
  })

  it('delays, then fails, when it has both', async () => {
    injectFault({ path: '/api/session', delayMs: 60, status: 504 })

    const started = Date.now()
    const { status } = await session()

    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    expect(status).toBe(504)
  })

  it('holds the answer until the gate opens, then lets the real handler answer', async () => {
    const held = gate()
    injectFault({ path: '/api/session', until: held.opened })

    let answered = false
    const answer = session().then((result) => {
      answered = true
      return result
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    held.open()
    expect((await answer).status).toBe(200)
  })

  it('applies `times` times', async () => {
    injectFault({ path: '/api/session', status: 502, times: 2 })

    expect([(await session()).status, (await session()).status, (await session()).status]).toEqual([502, 502, 200])
  })

  it('matches the method and a path prefix ending in *', async () => {
    injectFault({ method: 'post', path: '/api/contact/*', status: 409 })

    expect((await session()).status).toBe(200)
    const search = await callApi('POST', '/api/contact/search', { as: 'mitarbeiter@example.ch', body: { search: '' } })
    expect(search.status).toBe(409)
  })

  it('does not match a longer path when the path is exact', async () => {
    injectFault({ path: '/api/contact', status: 409 })

    const search = await callApi('POST', '/api/contact/search', { as: 'mitarbeiter@example.ch', body: { search: '' } })
    expect(search.status).toBe(200)
  })

  it('tries faults in the order they were injected', async () => {
    injectFault({ path: '/api/*', status: 500 })
    injectFault({ path: '/api/session', status: 503 })

    expect([(await session()).status, (await session()).status, (await session()).status]).toEqual([500, 503, 200])
  })

  it('can be removed early by the function it returns', async () => {
    const remove = injectFault({ path: '/api/session', status: 500, times: Infinity })
    expect((await session()).status).toBe(500)

    remove()

    expect((await session()).status).toBe(200)
  })

  it('refuses a path that is not a pathname, and times below 1', () => {
    expect(() => injectFault({ path: 'api/session', status: 500 })).toThrow(/pathname/)
    expect(() => injectFault({ path: '/api/session', status: 500, times: 0 })).toThrow(/times/)
  })
})

describe('clearing faults', () => {
  it('clearFaults removes every fault', async () => {
    injectFault({ path: '/api/*', status: 500, times: Infinity })

    clearFaults()

    expect((await session()).status).toBe(200)
  })

  it('resetDb removes them too, so no fault outlives its test', async () => {
    injectFault({ path: '/api/*', network: true, times: Infinity })

    resetDb()

    expect((await session()).status).toBe(200)
  })
})
