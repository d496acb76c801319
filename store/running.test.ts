import { createAsyncThunk } from '@reduxjs/toolkit'
import { makeStore } from './index'
import { createRequest } from './request'
import { selectIsBusy, selectIsRunning } from './running'

const deferred = () => {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

// These requests answer nothing, which is what they expect.
const isNothing = (data: unknown): data is undefined => data === undefined
const updateCart = createRequest('cart/updateCart', (wait: Promise<void>) => wait, isNothing)
const fetchOrders = createRequest('orders/fetchOrders', (wait: Promise<void>) => wait, isNothing)
// A thunk that is no request: a debounce or a local computation must not make the page look busy.
const debounceSearch = createAsyncThunk('search/debounceSearch', (wait: Promise<void>) => wait)

describe('running flags', () => {
  it('keeps a family running until the last of two overlapping requests settles', async () => {
    const store = makeStore()
    const first = deferred()
    const second = deferred()
    const one = store.dispatch(updateCart(first.promise))
    const two = store.dispatch(updateCart(second.promise))
    expect(selectIsRunning(store.getState(), 'cart')).toBe(true)

    first.resolve()
    await one
    expect(selectIsRunning(store.getState(), 'cart')).toBe(true)

    second.reject(new Error('Netzwerk'))
    await two
    expect(selectIsRunning(store.getState(), 'cart')).toBe(false)
  })

  it('is busy while any family runs', async () => {
    const store = makeStore()
    const cart = deferred()
    const orders = deferred()
    expect(selectIsBusy(store.getState())).toBe(false)
    const a = store.dispatch(updateCart(cart.promise))
    const b = store.dispatch(fetchOrders(orders.promise))
    cart.resolve()
    await a
    expect(selectIsBusy(store.getState())).toBe(true)
    expect(selectIsRunning(store.getState(), 'orders')).toBe(true)
    orders.resolve()
    await b
    expect(selectIsBusy(store.getState())).toBe(false)
  })

  it('counts only requests declared with createRequest, not every thunk', async () => {
    const store = makeStore()
    const wait = deferred()
    const pending = store.dispatch(debounceSearch(wait.promise))
    expect(selectIsBusy(store.getState())).toBe(false)
    wait.resolve()
    await pending
    expect(store.getState().running).toEqual({ families: {}, blocking: {} })
  })

  it('keeps a request made in the background out of the busy state, but counts it for its family', async () => {
    const liveSearch = createRequest('search/fetchSuggestions', (wait: Promise<void>) => wait, isNothing, { background: true })
    const store = makeStore()
    const wait = deferred()
    const pending = store.dispatch(liveSearch(wait.promise))
    expect(selectIsRunning(store.getState(), 'search')).toBe(true)
    expect(selectIsBusy(store.getState())).toBe(false)
    wait.resolve()
    await pending
    expect(selectIsRunning(store.getState(), 'search')).toBe(false)
  })
})
