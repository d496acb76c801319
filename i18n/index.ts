import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, fallbackChain, isLocale, stringSources, type Locale } from './locales'
import type { Namespace } from './namespaces'

// One chunk per locale and namespace: a page fetches only its areas' strings in its locale.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' })

/** Thrown for a key that has no German string: a typo must fail in development and tests, not ship. */
export class MissingKeyError extends Error {
  override name = 'MissingKeyError'
}

/** The one i18next instance every island shares; react-i18next's hooks find it without a provider. */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: (code: string) => (isLocale(code) ? fallbackChain(code).slice(1) : [DEFAULT_LOCALE]),
  ns: [],
  defaultNS: 'common',
  resources: {},
  // Strings arrive through loadNamespace(); initialise synchronously so the instance is ready for them.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  // Islands render only once their namespaces are loaded (src/boot/runtime.ts), so nothing suspends.
  react: { useSuspense: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (_lngs, namespace, key) => {
    const message = `Missing translation key: ${namespace}:${key}`
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw new MissingKeyError(message)
    console.warn(message)
  },
})

/** Adds one namespace of `locale` (its base language's file, then its own differences) and activates the locale. */
export async function loadNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  await Promise.all(
    stringSources(locale).map(async (code) => {
      const load = files[`./locales/${code}/${namespace}.json`]
      // A regional locale without differences, or an area without strings yet, has no file.
      if (load && !i18n.hasResourceBundle(code, namespace)) i18n.addResourceBundle(code, namespace, await load())
    }),
  )
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}
