import { initReporting, pendingReports, reportError } from './report'

describe('error reporting', () => {
  it('queues reports until the lazily loaded reporter is ready, then sends them in order', async () => {
    vi.useFakeTimers()
    const sent: unknown[] = []
    const startSentry = vi.fn(() => (report: { error: unknown }) => void sent.push(report.error))
    const first = new Error('eins')
    reportError(first)
    initReporting({ dsn: 'https://key@errors.example/1' }, () => Promise.resolve({ startSentry }))
    const second = new Error('zwei')
    reportError(second)
    expect(pendingReports().map((r) => r.error)).toEqual([first, second])

    // Sentry loads only once the page is idle (here: no requestIdleCallback, so after a timeout).
    await vi.advanceTimersByTimeAsync(1000)
    expect(startSentry).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    vi.useRealTimers()
    await vi.waitFor(() => expect(sent).toEqual([first, second]))
    expect(startSentry).toHaveBeenCalledWith({ dsn: 'https://key@errors.example/1' })
    const third = new Error('drei')
    reportError(third)
    expect(sent).toEqual([first, second, third])
  })

  it('sends nothing and drops the queue without a DSN', () => {
    const load = vi.fn(() => Promise.resolve({ startSentry: () => () => undefined }))
    reportError(new Error('früh'))
    initReporting({}, load)
    reportError(new Error('spät'))
    expect(pendingReports()).toHaveLength(0)
    expect(load).not.toHaveBeenCalled()
  })
})
