/**
 * The name of a language in the page's language, for lists that hold documents in several languages
 * (safety data sheets: `de` → «Deutsch» on a German page, «Allemand» on a French one). Intl knows every
 * language's name in every locale the shop offers, so no table of names needs translating.
 */

const formats = new Map<string, Intl.DisplayNames | null>()

// One formatter per page language: a table of a hundred rows names four languages a hundred times.
function formatFor(locale: string): Intl.DisplayNames | null {
  let format = formats.get(locale)
  if (format === undefined) {
    try {
      format = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })
    } catch {
      format = null
    }
    formats.set(locale, format)
  }
  return format
}

/**
 * The name of the language `code` (BCP 47: `de`, `fr`, `pt-BR`) in `locale`, starting with a capital as a
 * list entry does (French and Italian write language names in lower case within a sentence); the code
 * itself, upper-cased, where the browser does not know the language or the code is malformed.
 */
export function languageName(code: string, locale: string): string {
  let name: string | undefined
  try {
    name = formatFor(locale)?.of(code)
  } catch {
    name = undefined
  }
  if (!name) return code.toUpperCase()
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}
