import { afterNextPaint } from './after-paint'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('afterNextPaint', () => {
  it('runs once, after the next frame', async () => {
    const run = vi.fn()
    let framed = false
    requestAnimationFrame(() => {
      framed = true
      expect(run).not.toHaveBeenCalled()
    })
    afterNextPaint(run)
    expect(run).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce())
    expect(framed).toBe(true)
    await wait(150)
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs after the fallback when no frame comes (a hidden tab)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const run = vi.fn()
    afterNextPaint(run, 30)
    await wait(10)
    expect(run).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce())
  })

  it('does not run once cancelled', async () => {
    const run = vi.fn()
    const cancel = afterNextPaint(run, 30)
    cancel()
    await wait(80)
    expect(run).not.toHaveBeenCalled()
  })
})
