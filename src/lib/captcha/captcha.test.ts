import { CAPTCHA_EXECUTE_TIMEOUT_MS, CAPTCHA_SCRIPT_TIMEOUT_MS } from './provider'
import { isTestCaptchaToken } from './test-captcha'

// The class of a fresh module copy differs from this file's import, so errors are recognised by name.
// Each test takes a fresh copy of the modules: a page loads a provider's script once, and these tests
// each play a page of their own.
const fresh = async () => {
  vi.resetModules()
  return import('./captcha')
}

const scriptOf = (host: string) => document.head.querySelector<HTMLScriptElement>(`script[src*="${host}"]`)
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof Error && error.name === 'CaptchaError' ? (error as { reason?: string }).reason : `other: ${String(error)}`),
  )

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  delete (window as { frcaptcha?: unknown }).frcaptcha
  delete (window as { grecaptcha?: unknown }).grecaptcha
  vi.useRealTimers()
})

describe('runCaptcha', () => {
  it('refuses at once, loading nothing, when the session has no site key', async () => {
    const { runCaptcha } = await fresh()
    expect(await reasonOf(runCaptcha('friendly-captcha', '  ', 'product_review'))).toBe('missingKey')
    expect(document.head.querySelector('script')).toBeNull()
  })

  it('gets a token from the fake provider that the mock backend accepts for this action only', async () => {
    const { runCaptcha } = await fresh()
    const token = await runCaptcha('test', 'demo-key', 'product_review')
    expect(isTestCaptchaToken(token, 'product_review')).toBe(true)
    expect(isTestCaptchaToken(token, 'contact_form')).toBe(false)
    expect(isTestCaptchaToken('test-captcha.product_review.nonsense', 'product_review')).toBe(false)
    expect(document.head.querySelector('script')).toBeNull()
  })

  it('loads Friendly Captcha’s script only when run, and says «unavailable» when it fails to load; the next run tries again', async () => {
    const { runCaptcha } = await fresh()
    expect(scriptOf('friendlycaptcha')).toBeNull()
    const first = reasonOf(runCaptcha('friendly-captcha', 'FCKEY', 'product_review'))
    const script = scriptOf('friendlycaptcha')
    expect(script).toHaveAttribute('type', 'module')
    script?.dispatchEvent(new Event('error'))
    expect(await first).toBe('unavailable')
    expect(scriptOf('friendlycaptcha')).toBeNull()

    const second = reasonOf(runCaptcha('friendly-captcha', 'FCKEY', 'product_review'))
    expect(scriptOf('friendlycaptcha')).not.toBeNull()
    scriptOf('friendlycaptcha')?.dispatchEvent(new Event('error'))
    expect(await second).toBe('unavailable')
  })

  it('gives up with «timeout» when the provider’s script never answers', async () => {
    vi.useFakeTimers()
    const { runCaptcha } = await fresh()
    const result = reasonOf(runCaptcha('recaptcha-v3', '6Lkey', 'product_review'))
    await vi.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_TIMEOUT_MS - 1)
    expect(scriptOf('google.com/recaptcha/api.js')).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe('timeout')
  })

  it('gives up with «timeout» when a loaded provider never finishes its challenge', async () => {
    vi.useFakeTimers()
    const { runCaptcha } = await fresh()
    const result = reasonOf(runCaptcha('recaptcha-v3', '6Lkey', 'product_review'))
    // Loaded, but ready() never calls back.
    ;(window as { grecaptcha?: unknown }).grecaptcha = { ready: () => undefined, execute: () => Promise.resolve('never') }
    scriptOf('google.com/recaptcha/api.js')?.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_TIMEOUT_MS + CAPTCHA_EXECUTE_TIMEOUT_MS)
    expect(await result).toBe('timeout')
  })

  it('says «unavailable» when a script loads but the provider’s API is not there (e.g. blocked halfway)', async () => {
    const { runCaptcha } = await fresh()
    const result = reasonOf(runCaptcha('friendly-captcha', 'FCKEY', 'product_review'))
    scriptOf('friendlycaptcha')?.dispatchEvent(new Event('load'))
    expect(await result).toBe('unavailable')
  })

  it('asks reCAPTCHA v3 and Enterprise for a token with the site key and the action', async () => {
    const { runCaptcha } = await fresh()
    const calls: unknown[] = []
    const api = (name: string) => ({
      ready: (callback: () => void) => callback(),
      execute: (siteKey: string, options: { action: string }) => {
        calls.push([name, siteKey, options.action])
        return Promise.resolve(`${name}-token`)
      },
    })
    ;(window as { grecaptcha?: unknown }).grecaptcha = { ...api('v3'), enterprise: api('enterprise') }

    const v3 = runCaptcha('recaptcha-v3', '6Lkey', 'product_review', { language: 'de-CH' })
    const v3Script = scriptOf('google.com/recaptcha/api.js')
    expect(v3Script?.src).toBe('https://www.google.com/recaptcha/api.js?render=6Lkey&hl=de-CH')
    v3Script?.dispatchEvent(new Event('load'))
    expect(await v3).toBe('v3-token')

    const enterprise = runCaptcha('recaptcha-enterprise', '6Lkey', 'product-review')
    scriptOf('google.com/recaptcha/enterprise.js')?.dispatchEvent(new Event('load'))
    expect(await enterprise).toBe('enterprise-token')
    expect(calls).toEqual([
      ['v3', '6Lkey', 'product_review'],
      ['enterprise', '6Lkey', 'product_review'],
    ])
  })

  it('draws Friendly Captcha’s widget in the given container, resolves with its response and removes it again', async () => {
    const { runCaptcha } = await fresh()
    const container = document.createElement('div')
    document.body.append(container)
    let shownIn: Element | null = null
    ;(window as { frcaptcha?: unknown }).frcaptcha = {
      createWidget: ({ element, sitekey }: { element: HTMLElement; sitekey: string }) => ({
        start: () => {
          shownIn = element.parentElement
          element.dispatchEvent(new CustomEvent('frc:widget.complete', { detail: { response: `solved-${sitekey}` } }))
        },
        destroy: () => undefined,
        addEventListener: (type: string, listener: EventListener) => element.addEventListener(type, listener),
      }),
    }
    const token = runCaptcha('friendly-captcha', 'FCKEY', 'product_review', { container })
    scriptOf('friendlycaptcha')?.dispatchEvent(new Event('load'))
    expect(await token).toBe('solved-FCKEY')
    expect(shownIn).toBe(container)
    expect(container).toBeEmptyDOMElement()
    container.remove()
  })

  it('says «failed» when Friendly Captcha reports an error', async () => {
    const { runCaptcha } = await fresh()
    ;(window as { frcaptcha?: unknown }).frcaptcha = {
      createWidget: ({ element }: { element: HTMLElement }) => ({
        start: () => element.dispatchEvent(new CustomEvent('frc:widget.error', { detail: { error: { code: 'sitekey_invalid' } } })),
        destroy: () => undefined,
        addEventListener: (type: string, listener: EventListener) => element.addEventListener(type, listener),
      }),
    }
    const result = reasonOf(runCaptcha('friendly-captcha', 'FCKEY', 'product_review'))
    scriptOf('friendlycaptcha')?.dispatchEvent(new Event('load'))
    expect(await result).toBe('failed')
  })
})
