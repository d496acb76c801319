import type { Message } from '@/api/envelope'
import type { CaptchaFailure } from './provider'

/**
 * A captcha that gave no token, as a form shows it: one message at the field the token would have filled, and in the
 * error summary (src/features/server-form/use-server-form.ts reads `messages` as it reads a failed request's).
 */
export class CaptchaProblem extends Error {
  override name = 'CaptchaProblem'
  readonly messages: Message[]
  constructor(message: string, field: string) {
    super(message)
    this.messages = [{ type: 'error', message, source: { field } }]
  }
}

/**
 * Runs the captcha with its adapters loaded only now (./captcha.ts, a chunk of its own): a form's code carries none of
 * them, and the page loads them when a visitor sends. Rejects with a CaptchaProblem for `field`, worded by `wording`
 * from the failure's reason (./provider.ts CaptchaFailure): the adapters' chunk that does not load is `unavailable`,
 * like a provider's script (offline, or a blocker), so the visitor hears what to check.
 */
export async function runCaptchaFor(
  field: string,
  wording: (reason: CaptchaFailure) => string,
  ...args: Parameters<typeof import('./captcha').runCaptcha>
): Promise<string> {
  const problem = (reason: CaptchaFailure, error: unknown) => {
    console.warn(`Captcha (${args[0]}) gave no token: ${error instanceof Error ? error.message : String(error)}`)
    return new CaptchaProblem(wording(reason), field)
  }
  let adapters: typeof import('./captcha')
  try {
    adapters = await import('./captcha')
  } catch (error) {
    throw problem('unavailable', error)
  }
  try {
    return await adapters.runCaptcha(...args)
  } catch (error) {
    throw problem(error instanceof Error && error.name === 'CaptchaError' && 'reason' in error ? (error.reason as CaptchaFailure) : 'failed', error)
  }
}
