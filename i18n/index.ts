import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import de from './locales/de.json'
import { DEFAULT_LOCALE, fallbackChain, isLocale, type Locale } from './locales'

// Every locale but German is its own chunk, so a page downloads only the strings of its locale.
// German is bundled: it is the default and the end of every fallback chain.
const lazyLocales = import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/de.json'], {
  import: 'default',
})

/** Thrown for a key that has no German string: a typo must fail in development and tests, not ship. */
export class MissingKeyError extends Error {
  override name = 'MissingKeyError'
}

/** The one i18next instance every island shares. */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: (code: string) => (isLocale(code) ? fallbackChain(code).slice(1) : [DEFAULT_LOCALE]),
  resources: { de: { translation: de } },
  // Resources are in memory: initialise synchronously so the first render has its strings.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => {
    const message = `Missing translation key: ${key}`
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw new MissingKeyError(message)
    console.warn(message)
  },
})

/** Downloads the strings of `locale` (unless German) and makes it the active language. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !i18n.hasResourceBundle(locale, 'translation')) {
    const load = lazyLocales[`./locales/${locale}.json`]
    if (load) i18n.addResourceBundle(locale, 'translation', await load())
  }
  await i18n.changeLanguage(locale)
}
