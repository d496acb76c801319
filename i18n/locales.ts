/** The 21 locales of spec 1 §1. German is the default and the end of every fallback chain. */
export const LOCALES = [
  'de', 'bg-BG', 'de-AT', 'de-CH', 'de-DE', 'en', 'en-US', 'en-CH', 'es', 'es-ES', 'fi-FI',
  'fr', 'fr-CH', 'fr-FR', 'it-IT', 'nb-NO', 'nl-NL', 'pl-PL', 'ru-RU', 'sv-SE', 'zh-Hans',
] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'de'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The base language of a regional locale (de-CH → de, fr-CH → fr), or undefined for a base language. */
export function baseOf(locale: Locale): Locale | undefined {
  const language = locale.split('-')[0]
  return language !== locale && isLocale(language) ? language : undefined
}

/**
 * The fallback chain of a locale: itself, its language when that is a locale of its own
 * (de-CH → de, fr-CH → fr, en-US → en, es-ES → es), and always German last.
 */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale]
  const base = baseOf(locale)
  if (base) chain.push(base)
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE)
  return chain
}

/**
 * The string files a page in `locale` downloads, per namespace: a regional locale holds only what differs
 * from its base language, so it needs both; a base language is complete (i18n.node.test.ts), so German is
 * never fetched behind it. The CMS computes its modulepreload links with the same function.
 */
export const stringSources = (locale: Locale): Locale[] => {
  const base = baseOf(locale)
  return base ? [base, locale] : [locale]
}
