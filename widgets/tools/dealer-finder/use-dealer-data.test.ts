import { act, renderHook, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { apiHooks, connectApi, type ApiHooks } from '@/api/connect'
import { dealerLocations } from '@/test/mocks/db/dealers/index'
import { ok } from '@/test/mocks/envelope'
import { injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import type { Bounds } from './dealer-index'
import { inPlacePort, useDealerData } from './use-dealer-data'

const ZURICH = { lat: 47.3769, lng: 8.5417 }
const AROUND_ZURICH: Bounds = [8.4, 47.3, 8.7, 47.45]
const TYPES = ['ZBM004', 'ZBM005', 'ZBM019'] as const

let hooks: ApiHooks
let notified: string[]
let unknownErrors: number
beforeEach(() => {
  hooks = apiHooks()
  notified = []
  unknownErrors = 0
  connectApi({ ...hooks, notify: (messages) => notified.push(...messages.map((message) => message.message)), unknownError: () => void unknownErrors++ })
})
afterEach(() => connectApi(hooks))

const render = () => renderHook(() => useDealerData(undefined, inPlacePort))

describe('useDealerData', () => {
  it('loads every dealer with a position, and answers a view with its markers and its dealers nearest first', async () => {
    const { result } = render()
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.count).toBe(dealerLocations().length)
    act(() => result.current.show({ bounds: AROUND_ZURICH, zoom: 12, types: TYPES, from: ZURICH, limit: 25 }))
    await waitFor(() => expect(result.current.view).not.toBeNull())
    const { markers, list } = result.current.view!
    expect(markers.length).toBeGreaterThan(0)
    expect(list.dealers).toHaveLength(25)
    const expected = dealerLocations().filter((dealer) => dealer.lng >= 8.4 && dealer.lng <= 8.7 && dealer.lat >= 47.3 && dealer.lat <= 47.45)
    expect(list.total).toBe(expected.length)
    expect(list.dealers[0]!.distance).toBeLessThanOrEqual(list.dealers[24]!.distance)
  })

  it('answers the latest view asked while the dealers load together with them, in the same render', async () => {
    const { result } = render()
    act(() => {
      result.current.show({ bounds: AROUND_ZURICH, zoom: 12, types: TYPES, from: ZURICH, limit: 5 })
      result.current.show({ bounds: AROUND_ZURICH, zoom: 12, types: ['ZBM005'], from: ZURICH, limit: 5 })
    })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const icons = result.current.view!.list.dealers.map((dealer) => dealer.icon)
    expect(icons.length).toBeGreaterThan(0)
    expect(icons.every((icon) => icon === 'ZBM005')).toBe(true)
  })

  it('shows the answer to the latest view only', async () => {
    const { result } = render()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => {
      result.current.show({ bounds: AROUND_ZURICH, zoom: 12, types: TYPES, from: ZURICH, limit: 5 })
      result.current.show({ bounds: AROUND_ZURICH, zoom: 12, types: ['ZBM019'], from: ZURICH, limit: 5 })
    })
    await waitFor(() => expect(result.current.view).not.toBeNull())
    // Let the first answer arrive too, had it not been dropped.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.view!.list.dealers.every((dealer) => dealer.icon === 'ZBM019')).toBe(true)
  })

  it('finds one dealer by its id, with its distance, beyond any view’s list; none for an unknown id', async () => {
    const { result } = render()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const far = dealerLocations().find((dealer) => dealer.lat < 45)!
    const found = await result.current.dealer(far.id, ZURICH)
    expect(found).toMatchObject({ id: far.id, title: far.title })
    expect(found!.distance).toBeGreaterThan(250_000)
    expect(await result.current.dealer('no-such-dealer', ZURICH)).toBeNull()
  })

  it('marks when the data came in and when the index was built, for the map benchmark', async () => {
    performance.clearMarks()
    const { result } = render()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const [data] = performance.getEntriesByName('dealer-finder:data')
    const [indexed] = performance.getEntriesByName('dealer-finder:indexed')
    expect(data!.startTime).toBeGreaterThan(0)
    expect(indexed!.startTime).toBeGreaterThanOrEqual(data!.startTime)
  })

  it('tells a failed load with the server’s words, and loads on a retry', async () => {
    injectFault({ method: 'GET', path: '/api/dealer-finder/locations', status: 503, messages: [{ type: 'error', message: 'Die Händlerdaten sind gerade nicht verfügbar.' }] })
    const { result } = render()
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(notified).toEqual(['Die Händlerdaten sind gerade nicht verfügbar.'])
    act(() => result.current.retry())
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
  })

  it('says the unknown error when the answer is not the envelope, and drops a malformed dealer with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get('*/api/dealer-finder/locations', () => new Response('<html>', { status: 502 }), { once: true }))
    const { result } = render()
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(unknownErrors).toBe(1)

    const [first, ...rest] = dealerLocations()
    server.use(http.get('*/api/dealer-finder/locations', () => ok({ locations: [{ ...first, lat: 'north' }, ...rest.slice(0, 99)] }), { once: true }))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.count).toBe(99)
    expect(warn.mock.calls.flat().join(' ')).toMatch(/Dropped data\.locations/)
  })
})
