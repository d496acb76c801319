import { whenIdle } from './when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('hands the work to requestIdleCallback with the timeout, and calls it off there', () => {
    const pending = new Map<number, () => void>()
    const timeouts: (number | undefined)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      timeouts.push(options?.timeout)
      pending.set(pending.size + 1, callback)
      return pending.size
    })
    vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle))
    const run = vi.fn()

    whenIdle(run, { timeout: 2000, fallbackMs: 500 })
    expect(timeouts).toEqual([2000])
    expect(run).not.toHaveBeenCalled()
    pending.get(1)?.()
    expect(run).toHaveBeenCalledOnce()

    pending.clear()
    const cancel = whenIdle(run, { timeout: 5000, fallbackMs: 2000 })
    expect(pending.size).toBe(1)
    cancel()
    expect(pending.size).toBe(0)
  })

  it('waits fallbackMs where the browser has no requestIdleCallback, and can be called off', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()

    whenIdle(run, { timeout: 2000, fallbackMs: 500 })
    vi.advanceTimersByTime(499)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()

    const cancel = whenIdle(run, { timeout: 2000, fallbackMs: 500 })
    cancel()
    vi.advanceTimersByTime(1000)
    expect(run).toHaveBeenCalledOnce()
  })
})
