// The captcha providers a CMS can choose, apart from their adapters (./captcha.ts): a widget's props name one without
// loading any, and the adapters load as a form is sent (./captcha-problem.ts runCaptchaFor).

/** The providers a CMS can choose; `test` is the fake of the tests and the simulated CMS, whose tokens a real server refuses. */
export const CAPTCHA_PROVIDERS = ['friendly-captcha', 'recaptcha-v3', 'recaptcha-enterprise', 'test'] as const
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number]
