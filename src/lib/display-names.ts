/**
 * The names of languages and countries in the page's language, from Intl, which knows them in every locale the shop
 * offers, so no table of names needs translating: a language for lists of documents in several languages (safety data
 * sheets: `de` → «Deutsch» on a German page, «Allemand» on a French one), a country for what the answers name by ISO
 * code (fairs, addresses, distribution partners, dealers).
 */

type Kind = 'language' | 'region'
const formats = new Map<string, Intl.DisplayNames | null>()

// One formatter per page language and kind: a table of a hundred rows names four languages a hundred times.
function formatFor(locale: string, type: Kind): Intl.DisplayNames | null {
  const key = `${type}:${locale}`
  let format = formats.get(key)
  if (format === undefined) {
    try {
      format = new Intl.DisplayNames([locale], { type, fallback: 'none' })
    } catch {
      format = null
    }
    formats.set(key, format)
  }
  return format
}

const nameOf = (code: string, locale: string, type: Kind): string | undefined => {
  try {
    return formatFor(locale, type)?.of(code)
  } catch {
    return undefined
  }
}

/**
 * The name of the language `code` (BCP 47: `de`, `fr`, `pt-BR`) in `locale`, starting with a capital as a
 * list entry does (French and Italian write language names in lower case within a sentence); the code
 * itself, upper-cased, where the browser does not know the language or the code is malformed.
 */
export function languageName(code: string, locale: string): string {
  const name = nameOf(code, locale, 'language')
  if (!name) return code.toUpperCase()
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

/** The name of the country `code` (ISO 3166-1 alpha-2: `CH`) in `locale`; the code itself where the browser knows none. */
export const countryName = (code: string, locale: string): string => nameOf(code, locale, 'region') || code
