import { makeStore } from './index'
import { notificationsShown } from './notifications'

describe('makeStore', () => {
  it('never warns that its development checks took long: that measures the machine, and a test may not depend on it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // Every clock reading 100 ms after the last, as on a machine too busy to run the checks in 32 ms.
    let now = Date.now()
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 100))
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100))
    const store = makeStore()
    store.dispatch(notificationsShown([{ type: 'info', message: 'Gespeichert.' }]))
    expect(store.getState().notifications.entries).toHaveLength(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps the check that a value in an action can be stored (Redux Toolkit’s serialisability check)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    makeStore().dispatch({ type: 'test/notSerialisable', payload: () => undefined })
    expect(String(error.mock.calls[0]?.[0])).toContain('A non-serializable value was detected in an action')
  })
})
