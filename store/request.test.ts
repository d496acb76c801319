import { createSlice } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { callData } from '@/api/client'
import { isRecord } from '@/src/lib/guards'
import { server } from '@/test/mocks/node'
import { rootReducer, makeStore } from './index'
import { createRequest } from './request'
import { selectIsRunning } from './running'

// A family the way a widget's module declares one, against a test address on the real client.
type Page = { entries: string[] }
const isPage = (data: unknown): data is Page => isRecord(data) && Array.isArray(data.entries)
const fetchOrders = createRequest('orders/fetchOrders', (_: void, signal) => callData('get', 'orders', { signal }), isPage)

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
    expect(result).toMatchObject({ error: { name: 'ApiFailure', message: 'API failure during orders/fetchOrders request.' } })
    expect(selectPage(store.getState())).toBeNull()
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
