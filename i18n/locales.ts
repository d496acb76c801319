/** The 21 locales of spec 1 §1. German is the default and the end of every fallback chain. */
export const LOCALES = [
  'de', 'bg-BG', 'de-AT', 'de-CH', 'de-DE', 'en', 'en-US', 'en-CH', 'es', 'es-ES', 'fi-FI',
  'fr', 'fr-CH', 'fr-FR', 'it-IT', 'nb-NO', 'nl-NL', 'pl-PL', 'ru-RU', 'sv-SE', 'zh-Hans',
] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'de'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/**
 * The fallback chain of a locale: itself, its language when that is a locale of its own
 * (de-CH → de, fr-CH → fr, en-US → en, es-ES → es), and always German last.
 */
export function fallbackChain(locale: Locale): Locale[] {
  const language = locale.split('-')[0]
  const chain: Locale[] = [locale]
  if (language !== locale && isLocale(language)) chain.push(language)
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE)
  return chain
}
