/**
 * The captcha a form runs before it sends (spec 1 §5, spec 2 §5: "a captcha runs before sending"), behind
 * one small interface (./provider.ts) so the provider is configuration: the CMS names it (a widget prop),
 * the session carries the site key (spec 1 §3 `captchaSiteKey`). Each adapter loads its provider's script
 * only when a form is about to be sent. Every way it can fail (no site key, a script that does not load,
 * a provider that does not answer in time, a refused challenge) rejects with a CaptchaError whose
 * `reason` the form words for the user, so a failure is never silent and never loses what was typed.
 */
import { friendlyCaptcha } from './friendly-captcha'
import type { CaptchaProviderName } from './provider-names'
import { CAPTCHA_EXECUTE_TIMEOUT_MS, CAPTCHA_SCRIPT_TIMEOUT_MS, CaptchaError, withTimeout, type CaptchaContext, type CaptchaProvider } from './provider'
import { recaptchaEnterprise, recaptchaV3 } from './recaptcha'
import { testCaptcha } from './test-captcha'


const PROVIDERS: Record<CaptchaProviderName, CaptchaProvider> = {
  'friendly-captcha': friendlyCaptcha,
  'recaptcha-v3': recaptchaV3,
  'recaptcha-enterprise': recaptchaEnterprise,
  test: testCaptcha,
}

/**
 * Runs the named provider's captcha for `action` and resolves with its token. Rejects with a
 * CaptchaError: `missingKey` at once without a site key, otherwise the provider's failure (an error of
 * unknown kind, or no token, counts as `failed`). The whole run is bounded by a timeout.
 */
export async function runCaptcha(provider: CaptchaProviderName, siteKey: string, action: string, context: CaptchaContext = {}): Promise<string> {
  const key = siteKey.trim()
  if (key === '') throw new CaptchaError('missingKey', 'The session has no captchaSiteKey.')
  try {
    const token = await withTimeout(PROVIDERS[provider].execute(key, action, context), CAPTCHA_SCRIPT_TIMEOUT_MS + CAPTCHA_EXECUTE_TIMEOUT_MS, provider)
    if (typeof token !== 'string' || token === '') throw new CaptchaError('failed', `${provider} gave no token.`)
    return token
  } catch (error) {
    if (error instanceof CaptchaError) throw error
    throw new CaptchaError('failed', `${provider} failed.`, { cause: error })
  }
}
