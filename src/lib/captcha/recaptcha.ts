/**
 * Google reCAPTCHA v3 and reCAPTCHA Enterprise (score based, invisible): the script is loaded on the first
 * submit with the site key, then `execute(siteKey, { action })` gives the token. Google shows its badge;
 * the CSP must allow www.google.com and www.gstatic.com (docs/cms-integration.md "Captcha").
 */
import { CaptchaError, loadProviderScript, type CaptchaProvider } from './provider'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

const isGrecaptcha = (value: unknown): value is Grecaptcha =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Grecaptcha>).ready === 'function' && typeof (value as Partial<Grecaptcha>).execute === 'function'

// reCAPTCHA accepts action names of letters, slashes and underscores only.
const actionName = (action: string) => action.replace(/[^A-Za-z/_]/g, '_')

function recaptcha(script: (siteKey: string, language: string | undefined) => string, api: () => unknown, name: string): CaptchaProvider {
  return {
    async execute(siteKey, action, { language } = {}) {
      await loadProviderScript(script(siteKey, language))
      const grecaptcha = api()
      if (!isGrecaptcha(grecaptcha)) throw new CaptchaError('unavailable', `${name}’s script ran, but its API is missing.`)
      // ready() waits for the API to finish starting; execute() then asks Google for a token.
      await new Promise<void>((resolve) => grecaptcha.ready(resolve))
      return grecaptcha.execute(siteKey, { action: actionName(action) })
    },
  }
}

const query = (siteKey: string, language: string | undefined) =>
  `render=${encodeURIComponent(siteKey)}${language ? `&hl=${encodeURIComponent(language)}` : ''}`

const grecaptcha = () => (window as { grecaptcha?: { enterprise?: unknown } }).grecaptcha

/** reCAPTCHA v3: https://www.google.com/recaptcha/api.js?render=<site key>. */
export const recaptchaV3 = recaptcha((siteKey, language) => `https://www.google.com/recaptcha/api.js?${query(siteKey, language)}`, grecaptcha, 'reCAPTCHA')

/** reCAPTCHA Enterprise: https://www.google.com/recaptcha/enterprise.js?render=<site key>, API at grecaptcha.enterprise. */
export const recaptchaEnterprise = recaptcha(
  (siteKey, language) => `https://www.google.com/recaptcha/enterprise.js?${query(siteKey, language)}`,
  () => grecaptcha()?.enterprise,
  'reCAPTCHA Enterprise',
)
