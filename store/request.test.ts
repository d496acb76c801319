import { createSlice } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { callData } from '@/api/client'
import { connectApi } from '@/api/connect'
import { isRecord } from '@/src/lib/guards'
import { pendingReports } from '@/src/reporting/report'
import { server } from '@/test/mocks/node'
import { rootReducer, makeStore } from './index'
import { createRequest } from './request'
import { selectIsRunning } from './running'

// A family the way a widget's module declares one, against a test address on the real client.
type Page = { entries: string[] }
const isPage = (data: unknown): data is Page => isRecord(data) && Array.isArray(data.entries)
const fetchOrders = createRequest('orders/fetchOrders', (_: void, context) => callData('get', 'orders', context), isPage)

const initialState: { page: Page | null } = { page: null }
const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOrders.fulfilled, (state, { payload }) => {
        state.page = payload
      })
      .addCase(fetchOrders.rejected, () => initialState)
  },
})
const injected = ordersSlice.injectInto(rootReducer)
// The test family is not declared in LazyLoadedSlices (a real family adds itself there), so widen the state.
const selectPage = (state: object) => injected.selectSlice(state as Parameters<typeof injected.selectSlice>[0]).page

describe('createRequest', () => {
  it('stores the expected data and clears the running flag', async () => {
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ data: { entries: ['4711'] } })))
    const store = makeStore()
    const pending = store.dispatch(fetchOrders())
    expect(selectIsRunning(store.getState(), 'orders')).toBe(true)
    await pending
    expect(selectPage(store.getState())).toEqual({ entries: ['4711'] })
    expect(selectIsRunning(store.getState(), 'orders')).toBe(false)
  })

  it("fails with the spec's text when the data is missing and resets the family's data", async () => {
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ data: { entries: ['4711'] } }), { once: true }))
    const store = makeStore()
    await store.dispatch(fetchOrders())

    server.use(http.get('*/api/orders/', () => HttpResponse.json({ data: { results: [] } })))
    const result = await store.dispatch(fetchOrders())
    expect(result.meta.requestStatus).toBe('rejected')
    expect(result.payload).toEqual({ status: undefined, messages: [], reason: 'API failure during orders/fetchOrders request.' })
    expect(selectPage(store.getState())).toBeNull()
  })

  const hooks = () => {
    const seen = { notified: [] as unknown[], unknownErrors: 0 }
    connectApi({ locale: () => 'de', tenant: () => '', notify: (messages) => seen.notified.push(...messages), unknownError: () => {
        seen.unknownErrors++
      }, navigate: () => undefined })
    return seen
  }
  const quietOrders = createRequest('orders/fetchOrders', (_: void, context) => callData('get', 'orders', context), isPage, { quiet: true })

  it.each([
    ['a body without data', {}],
    ['data of the wrong shape', { data: { results: [] } }],
    ['HTML instead of JSON', '<html>Anmeldung</html>'],
  ])('tells the user when a 2xx answer lacks the data (%s), and warns with the spec’s text', async (_, body) => {
    const seen = hooks()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get('*/api/orders/', () => (typeof body === 'string' ? HttpResponse.html(body) : HttpResponse.json(body))))
    const result = await makeStore().dispatch(fetchOrders())
    expect(result.meta.requestStatus).toBe('rejected')
    expect(seen.unknownErrors).toBe(1)
    expect(warn).toHaveBeenCalledWith('API failure during orders/fetchOrders request.')
  })

  it('rejects with the server’s messages and status, shown as notifications', async () => {
    const seen = hooks()
    const messages = [{ type: 'error', message: 'Bitte Kundennummer angeben.', source: { field: 'customerId' } }]
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ messages }, { status: 400 })))
    const result = await makeStore().dispatch(fetchOrders())
    expect(result.payload).toEqual({ status: 400, messages })
    expect(seen.notified).toEqual(messages)
  })

  it('leaves the messages and the unknown-error text to the caller of a quiet request', async () => {
    const seen = hooks()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const messages = [{ type: 'error', message: 'Bitte Kundennummer angeben.' }]
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ messages }, { status: 400 }), { once: true }))
    expect((await makeStore().dispatch(quietOrders())).payload).toEqual({ status: 400, messages })
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ data: null })))
    expect((await makeStore().dispatch(quietOrders())).payload).toMatchObject({ reason: 'API failure during orders/fetchOrders request.' })
    expect(seen).toEqual({ notified: [], unknownErrors: 0 })
  })

  it('sends a failure without messages to the error report, quiet or not; one with messages is the server’s word to the user', async () => {
    hooks()
    server.use(http.get('*/api/orders/', () => HttpResponse.json({}, { status: 500 }), { once: true }))
    await makeStore().dispatch(quietOrders())
    server.use(http.get('*/api/orders/', () => HttpResponse.json({}, { status: 502 }), { once: true }))
    await makeStore().dispatch(fetchOrders())
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ messages: [{ type: 'error', message: 'Wartung bis 18 Uhr.' }] }, { status: 500 })))
    await makeStore().dispatch(quietOrders())
    expect(pendingReports()).toEqual([
      { error: expect.objectContaining({ name: 'ApiError', status: 500 }), context: { request: 'orders/fetchOrders' } },
      { error: expect.objectContaining({ name: 'ApiError', status: 502 }), context: { request: 'orders/fetchOrders' } },
    ])
  })

  it('passes the abort signal, so aborting cancels the call', async () => {
    server.use(http.get('*/api/orders/', () => new Promise<never>(() => undefined)))
    const store = makeStore()
    const pending = store.dispatch(fetchOrders())
    pending.abort()
    const result = await pending
    expect(result.meta.requestStatus).toBe('rejected')
    expect(selectIsRunning(store.getState(), 'orders')).toBe(false)
  })
})
