// The strings as the entry sees them: which namespaces to fetch, never i18next itself. The engine
// (i18next + react-i18next, ~17 KB) is a chunk of its own, fetched together with the first strings and
// in parallel with the widgets' code, so a page's critical path does not grow and the entry stays small.
import { DEFAULT_LOCALE, type Locale } from './locales'
import type { Namespace } from './namespaces'

let locale: Locale = DEFAULT_LOCALE
const loading = new Map<Namespace, Promise<void>>()
const engine = () => import('./index')

/** Sets the page's locale; strings loaded before belong to another locale and load again when asked for. */
export function setStringsLocale(next: Locale): void {
  if (next === locale) return
  locale = next
  loading.clear()
}

/**
 * Loads namespaces of the page's locale (each once) and makes the locale active. A failed download is
 * tried once more (a dropped connection on a train should not cost the island), then rejects.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      let pending = loading.get(namespace)
      if (!pending) {
        const load = () => engine().then((strings) => strings.loadNamespace(locale, namespace))
        pending = load().catch(load)
        pending.catch(() => loading.delete(namespace))
        loading.set(namespace, pending)
      }
      return pending
    }),
  ).then(() => undefined)
}

/** A `common` string outside React (the unknown-error text of the API hooks, spec 1 §8; a confirmation's buttons). */
export async function translateCommon(key: 'errors.unknown' | 'errors.storage' | 'notifications.confirm' | 'notifications.decline'): Promise<string> {
  await loadNamespaces(['common'])
  return (await engine()).i18n.t(key)
}
