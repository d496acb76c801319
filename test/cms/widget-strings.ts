/**
 * The widgets' own strings (i18n/locales/<locale>/<namespace>.json), for fallback markup that must read
 * exactly as the island will: the same file, the same fallback chain (de-CH → de), so the text and its
 * width are the same before and after mounting. Read from disk, as the real CMS would read the bundle's
 * files; tsx runs the CMS, so no Vite glob here.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fallbackChain, type Locale } from '@/i18n/locales'
import type { Translate } from '@/src/widget/fallback'

// Path arithmetic rather than new URL(…, import.meta.url): under jsdom (unit tests) URL is jsdom's.
const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../i18n/locales')

type Tree = { [key: string]: string | Tree }
const files = new Map<string, Tree | null>()

function stringsOf(locale: Locale, namespace: string): Tree | null {
  const path = `${locale}/${namespace}.json`
  if (!files.has(path)) {
    try {
      files.set(path, JSON.parse(readFileSync(join(LOCALES_DIR, path), 'utf8')) as Tree)
    } catch {
      files.set(path, null) // a regional locale without differences has no file
    }
  }
  return files.get(path) ?? null
}

/** The string `key` (`breadcrumb.home`) of `namespace` in `locale`, with `{{name}}` placeholders filled in, as i18next would. */
export function widgetString(locale: Locale, namespace: string, key: string, values: Record<string, string> = {}): string {
  for (const code of fallbackChain(locale)) {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), stringsOf(code, namespace) ?? undefined)
    if (typeof found === 'string') return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
  }
  throw new Error(`No string ${namespace}:${key} for ${locale}`)
}

/**
 * The strings of a widget of `area` in `locale`, as its fallback reads them (src/widget/fallback.ts Translate):
 * `key` in the area's namespace, `namespace:key` in another.
 */
export const widgetTranslate =
  (area: string, locale: Locale): Translate =>
  (key, values) => {
    const colon = key.indexOf(':')
    return colon < 0 ? widgetString(locale, area, key, values) : widgetString(locale, key.slice(0, colon), key.slice(colon + 1), values)
  }
