/**
 * Friendly Captcha (v2), a privacy-friendly proof-of-work captcha hosted in the EU: its site script is
 * loaded on the first submit, a widget is created in the form's captcha slot and started at once; its
 * response is the token. In its interactive mode the widget asks for a click, which is why it is drawn
 * inside the form. The widget is destroyed after each run: a response is good for one submission.
 */
import { CaptchaError, loadProviderScript, type CaptchaProvider } from './provider'

/** The SDK's site script (ES module), pinned; it sets `window.frcaptcha`. The CSP must allow this host and the API's (docs/cms-integration.md "Captcha"). */
export const FRIENDLY_CAPTCHA_SCRIPT = 'https://cdn.jsdelivr.net/npm/@friendlycaptcha/sdk@1.0.2/site.min.js'

type FrcEvent = CustomEvent<{ response?: string; error?: unknown }>
type FrcWidget = {
  start(): void
  destroy(): void
  addEventListener(type: string, listener: (event: FrcEvent) => void): void
}
type FrcSdk = {
  createWidget(options: { element: HTMLElement; sitekey: string; startMode: 'none'; formFieldName: null; language?: string }): FrcWidget
}

const sdkOf = (value: unknown): FrcSdk | undefined =>
  typeof value === 'object' && value !== null && typeof (value as Partial<FrcSdk>).createWidget === 'function' ? (value as FrcSdk) : undefined

export const friendlyCaptcha: CaptchaProvider = {
  async execute(siteKey, _action, { container, language } = {}) {
    await loadProviderScript(FRIENDLY_CAPTCHA_SCRIPT, 'module')
    const sdk = sdkOf((window as { frcaptcha?: unknown }).frcaptcha)
    if (!sdk) throw new CaptchaError('unavailable', 'Friendly Captcha’s script ran, but window.frcaptcha is missing.')
    const element = document.createElement('div')
    ;(container ?? document.body).append(element)
    let widget: FrcWidget | undefined
    try {
      return await new Promise<string>((resolve, reject) => {
        widget = sdk.createWidget({ element, sitekey: siteKey, startMode: 'none', formFieldName: null, ...(language ? { language: language.split('-')[0] } : {}) })
        widget.addEventListener('frc:widget.complete', (event) => {
          const response = event.detail.response
          if (typeof response === 'string' && response !== '') resolve(response)
          else reject(new CaptchaError('failed', 'Friendly Captcha completed without a response.'))
        })
        widget.addEventListener('frc:widget.error', (event) => reject(new CaptchaError('failed', 'Friendly Captcha reported an error.', { cause: event.detail.error })))
        widget.addEventListener('frc:widget.expire', () => reject(new CaptchaError('timeout', 'Friendly Captcha’s challenge expired.')))
        widget.start()
      })
    } finally {
      widget?.destroy()
      element.remove()
    }
  },
}
