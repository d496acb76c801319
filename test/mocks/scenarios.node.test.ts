import { callApi } from './call-api'
import { resetDb } from './db/index'
import { clearFaults, injectFault } from './faults'
import { applyScenario, SCENARIOS, type ScenarioName } from './scenarios'
import { resetShop, scenarioOf } from './shops'

const session = () => callApi('GET', '/api/session')

describe('applyScenario', () => {
  it('describes each scenario in German', () => {
    expect(Object.keys(SCENARIOS)).toEqual(expect.arrayContaining(['slow', 'offline', 'server-error', 'maintenance']))
    expect(SCENARIOS.maintenance).toMatch(/Wartung/)
  })

  it('maintenance: every /api call answers 503 with a German message, lastingly', async () => {
    expect(applyScenario('maintenance')).toBe(true)

    for (const result of [await session(), await callApi('POST', '/api/auth/logout')]) {
      expect(result).toMatchObject({
        status: 503,
        json: { messages: [{ type: 'error', message: expect.stringContaining('gewartet') }] },
      })
    }
  })

  it('server-error: 500 without messages', async () => {
    applyScenario('server-error')

    expect(await session()).toMatchObject({ status: 500, json: {} })
    expect((await session()).status).toBe(500)
  })

  it('offline: every /api call is a network error', async () => {
    applyScenario('offline')

    await expect(session()).rejects.toThrow(TypeError)
    await expect(session()).rejects.toThrow(TypeError)
  })

  it('slow: every /api call waits 1.5 s, then gets its real answer', async () => {
    applyScenario('slow')

    const started = Date.now()
    const { status } = await session()

    expect(Date.now() - started).toBeGreaterThanOrEqual(1450)
    expect(status).toBe(200)
  })

  it('incomplete-tables: the tables’ calls answer 200 without data; other calls work', async () => {
    applyScenario('incomplete-tables')

    for (const path of ['/api/orders/?limit=20', '/api/contracts/4711/positions/', '/api/customers/list']) {
      const { status, json } = await callApi('GET', path, { as: 'kunde@example.ch' })
      expect([status, json]).toEqual([200, {}])
    }
    expect((await session()).status).toBe(200)
  })

  it('replaces the scenario before it instead of adding to it, and none clears it', async () => {
    applyScenario('maintenance')
    applyScenario('server-error')
    expect((await session()).status).toBe(500)

    expect(applyScenario('none')).toBe(true)
    expect((await session()).status).toBe(200)
  })

  it.each(['unbekannt', 'constructor', '__proto__'])('returns false for %s and changes nothing', async (name) => {
    applyScenario('server-error')

    expect(applyScenario(name)).toBe(false)
    expect((await session()).status).toBe(500)
  })
})

describe('the scenario a shop is in (scenarioOf), for the CMS’s banner', () => {
  const names = Object.keys(SCENARIOS) as ScenarioName[]

  it.each(names)('records %s on the shop it is applied to, and on no other', (name) => {
    applyScenario(name, 'a')

    expect([scenarioOf('a'), scenarioOf('b'), scenarioOf('default')]).toEqual([name, 'none', 'none'])
  })

  it.each(['unbekannt', 'constructor', 'OFFLINE'])('keeps the scenario before an unknown name %s', (name) => {
    applyScenario('slow', 'a')
    applyScenario(name, 'a')

    expect(scenarioOf('a')).toBe('slow')
  })

  it.each([
    ['resetShop', () => resetShop('a')],
    ['resetDb', () => resetDb()],
    ['clearFaults, which removes its faults', () => clearFaults('a')],
  ])('ends with %s', (_, end) => {
    applyScenario('offline', 'a')

    end()

    expect(scenarioOf('a')).toBe('none')
  })

  it('is not changed by a single fault', () => {
    injectFault({ path: '/api/session', status: 500 }, 'a')

    expect(scenarioOf('a')).toBe('none')
  })
})
