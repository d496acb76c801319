import type { ErrorEvent, EventHint } from '@sentry/browser'
import { ApiError } from '@/api/client'
import { startSentry, type SentrySdk } from './sentry'

const fakeSdk = () => {
  const sdk = { init: vi.fn<SentrySdk['init']>(), captureException: vi.fn<SentrySdk['captureException']>(() => '') }
  return sdk
}

describe('startSentry', () => {
  it('initialises with the DSN and the spec’s sample rate of 0.005', () => {
    const sdk = fakeSdk()
    startSentry({ dsn: 'https://key@errors.example/1', environment: 'test' }, sdk)
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@errors.example/1', environment: 'test', sampleRate: 0.005 }))
  })

  it('sends only errors that are not on the ignore list, tagged with their marker', () => {
    const sdk = fakeSdk()
    const send = startSentry({ dsn: 'https://key@errors.example/1' }, sdk)
    send({ error: new ApiError(401, []), context: {} })
    send({ error: new DOMException('aborted', 'AbortError'), context: {} })
    expect(sdk.captureException).not.toHaveBeenCalled()

    const real = new TypeError('x is undefined')
    send({ error: real, context: { marker: '[data-component="tools"][data-widget="rich-text"]' } })
    expect(sdk.captureException).toHaveBeenCalledWith(real, { tags: { marker: '[data-component="tools"][data-widget="rich-text"]' } })
  })

  it('drops ignored errors that reach Sentry through its own handlers', () => {
    const sdk = fakeSdk()
    startSentry({ dsn: 'https://key@errors.example/1' }, sdk)
    const beforeSend = sdk.init.mock.calls[0]?.[0]?.beforeSend
    const event = { type: undefined, message: 'x' } as ErrorEvent
    const hint = (originalException: unknown): EventHint => ({ originalException })
    expect(beforeSend?.(event, hint(new ApiError(503, [])))).toBeNull()
    expect(beforeSend?.(event, hint(new Error('real')))).toBe(event)
  })
})
