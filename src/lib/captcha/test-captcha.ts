/**
 * The fake captcha of the tests and the simulated CMS (docs/cms-integration.md "Captcha"): it loads nothing and answers
 * with a token of the form `test-captcha.<action>.<nonce>`, which the mock backend accepts and a real
 * server refuses. It takes a moment, as a real provider does, so the form's progress can be seen.
 */
import type { CaptchaProvider } from './provider'

/** Every fake token starts with this. */
export const TEST_CAPTCHA_PREFIX = 'test-captcha'

/** How long the fake takes to answer. */
export const TEST_CAPTCHA_DELAY_MS = 200

/** Whether `token` is a token the fake gave for `action` (what the mock backend checks). */
export const isTestCaptchaToken = (token: unknown, action: string): boolean =>
  typeof token === 'string' && token.startsWith(`${TEST_CAPTCHA_PREFIX}.${action}.`) && /^[0-9a-f]{16}$/.test(token.slice(`${TEST_CAPTCHA_PREFIX}.${action}.`.length))

const nonce = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')

export const testCaptcha: CaptchaProvider = {
  async execute(_siteKey, action) {
    await new Promise((resolve) => setTimeout(resolve, TEST_CAPTCHA_DELAY_MS))
    return `${TEST_CAPTCHA_PREFIX}.${action}.${nonce()}`
  },
}
