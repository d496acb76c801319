import { dispatchCartEvent, onCartEvent } from './cart-events'

describe('cart events', () => {
  it('reach a listener on window until it stops listening', () => {
    const heard: unknown[] = []
    const stop = onCartEvent('countUpdated', (detail) => heard.push(detail))
    dispatchCartEvent('countUpdated', { cart: 'b2b', count: 4 })
    dispatchCartEvent('removed', { cart: 'b2b', itemKey: 'k1' })
    stop()
    dispatchCartEvent('countUpdated', { cart: 'b2b', count: 5 })
    expect(heard).toEqual([{ cart: 'b2b', count: 4 }])
  })
})
