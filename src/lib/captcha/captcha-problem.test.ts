import { runCaptchaFor, type CaptchaProblem } from './captcha-problem'

const wording = (reason: string) => `reason: ${reason}`
const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    // By name: the test that mocks the adapters takes a fresh copy of this module, with a class of its own.
    (error: unknown) => (error instanceof Error && error.name === 'CaptchaProblem' ? (error as CaptchaProblem).messages : `other: ${String(error)}`),
  )

afterEach(() => {
  vi.doUnmock('./captcha')
  vi.resetModules()
})

describe('runCaptchaFor', () => {
  it('answers with the provider’s token', async () => {
    expect(await runCaptchaFor('score', wording, 'test', 'demo-key', 'cms_form')).toMatch(/^test-captcha\.cms_form\./)
  })

  it('words the provider’s reason as one message at the field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await problemOf(runCaptchaFor('score', wording, 'test', ' ', 'cms_form'))).toEqual([{ type: 'error', message: 'reason: missingKey', source: { field: 'score' } }])
  })

  it('calls adapters that do not load unavailable, as a provider’s script that does not (offline, a blocker)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.doMock('./captcha', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { runCaptchaFor: run } = await import('./captcha-problem')
    const messages = await problemOf(run('score', wording, 'test', 'demo-key', 'cms_form'))
    expect(messages).toEqual([{ type: 'error', message: 'reason: unavailable', source: { field: 'score' } }])
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Captcha \(test\) gave no token: /))
  })
})
