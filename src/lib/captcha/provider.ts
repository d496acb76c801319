/**
 * What every captcha adapter shares (./captcha.ts picks one): the interface, the error a form words for
 * the user, the time limits and the lazy loading of a provider's script.
 */
import { loadScript, ScriptLoadError } from './load-script'

/** What a form can tell the provider beyond the key and action. */
export type CaptchaContext = {
  /** Where a provider that shows something (Friendly Captcha's box) may draw it; it must be inside the form. */
  container?: HTMLElement | null
  /** The page's language, e.g. `de-CH`: the provider's own texts follow it where it can. */
  language?: string
}

/** A captcha provider: `execute` resolves with the token the server verifies, or rejects (a CaptchaError when the reason is known). */
export type CaptchaProvider = {
  execute(siteKey: string, action: string, context?: CaptchaContext): Promise<string>
}

/**
 * Why a captcha gave no token:
 * - `missingKey`: the session has no captchaSiteKey (the CMS is not set up);
 * - `unavailable`: the provider's script did not load (offline, blocked by a content blocker or the CSP);
 * - `timeout`: the provider did not answer in time;
 * - `failed`: the provider answered with an error or refused the challenge.
 */
export type CaptchaFailure = 'missingKey' | 'unavailable' | 'timeout' | 'failed'

/** A captcha gave no token; `reason` says why, for the form's message. */
export class CaptchaError extends Error {
  override name = 'CaptchaError'
  readonly reason: CaptchaFailure
  constructor(reason: CaptchaFailure, message: string, options?: ErrorOptions) {
    super(message, options)
    this.reason = reason
  }
}

/** How long loading a provider's script may take. */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 10_000

/**
 * How long a provider may take for the challenge once loaded. Friendly Captcha solves a puzzle in the
 * browser (a few seconds on a slow phone) and may ask for a click in its interactive mode.
 */
export const CAPTCHA_EXECUTE_TIMEOUT_MS = 60_000

/** `work`, or a `timeout` CaptchaError if it has not settled after `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: number | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new CaptchaError('timeout', `${what} did not answer within ${ms} ms.`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => window.clearTimeout(timer))
}

/** Loads a provider's script (once per page); a failed or late load becomes an `unavailable` or `timeout` CaptchaError. */
export async function loadProviderScript(url: string, type: 'module' | 'classic' = 'classic'): Promise<void> {
  try {
    await loadScript(url, { timeoutMs: CAPTCHA_SCRIPT_TIMEOUT_MS, type })
  } catch (error) {
    if (error instanceof ScriptLoadError) throw new CaptchaError(error.reason === 'timeout' ? 'timeout' : 'unavailable', error.message, { cause: error })
    throw error
  }
}
