import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, fallbackChain, isLocale, type Locale } from './locales'

// Every locale, German included, is its own chunk: a page downloads only the strings of its locale,
// in parallel with its widgets' code. German is not bundled: the strings of ~30 widgets would outgrow
// the entry budget, and every locale file has every key (i18n.test.ts), so no fallback is needed at run time.
const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' })

/** Thrown for a key that has no German string: a typo must fail in development and tests, not ship. */
export class MissingKeyError extends Error {
  override name = 'MissingKeyError'
}

/** The one i18next instance every island shares. */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: (code: string) => (isLocale(code) ? fallbackChain(code).slice(1) : [DEFAULT_LOCALE]),
  resources: {},
  // Strings arrive through loadLocale(); initialise synchronously so the instance is ready for them.
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

/** Downloads the strings of `locale` (once) and makes it the active language. Islands render after it resolves. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const load = localeFiles[`./locales/${locale}.json`]
    if (load) i18n.addResourceBundle(locale, 'translation', await load())
  }
  await i18n.changeLanguage(locale)
}
