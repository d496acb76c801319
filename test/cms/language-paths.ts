/**
 * The demo site's languages in its URLs, the way a multilingual CMS gives each language its own URL: German
 * for Switzerland (de-CH), the default, without a prefix (`/konto/bestellungen`); every other locale under its code
 * in lower case (`/fr-ch/konto/bestellungen`, `/en/`, `/zh-hans/…`), its home page with the slash (`/fr-ch/`).
 * The URL alone decides a page's language, so each language of a page has one URL that search engines and
 * shared links can tell apart (docs/simulated-cms.md, "Languages").
 */
import { LOCALES, type Locale } from '@/i18n/locales'
import { escapeHtml, jsonForScript } from './html'
import { localPath } from './request-target'

/** The language of a URL without a prefix. */
export const DEFAULT_LOCALE: Locale = 'de-CH'

/** The prefix of a locale's URLs: none for the default, `/fr-ch` for fr-CH. */
export const prefixOf = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale.toLowerCase()}`)

const BY_PREFIX = new Map<string, Locale>(LOCALES.map((locale) => [locale.toLowerCase(), locale]))

/**
 * The URL of the page at `path` (a path of the site, with its query and fragment if any) in `locale`:
 * `languagePath('fr-CH', '/konto?x=1')` is `/fr-ch/konto?x=1`, `languagePath('fr-CH', '/')` is `/fr-ch/`.
 */
export const languagePath = (locale: Locale, path: string): string => `${prefixOf(locale)}${path}`

/** What a request's path says: the page's language, the page's path in the site, and the one URL of both. */
export type LanguageOfPath = {
  locale: Locale
  /** The path of the page in the site, without the prefix: what the pages are found by. */
  path: string
  /** The path the page is served at; a request at another spelling of it (`/de-ch/x`, `/FR-CH/x`, `/fr-ch`) is moved there. */
  canonical: string
}

/** Reads the language prefix of a path (already made local, request-target.ts). */
export function readLanguagePath(pathname: string): LanguageOfPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const locale = match ? BY_PREFIX.get((match[1] ?? '').toLowerCase()) : undefined
  if (!match || locale === undefined) return { locale: DEFAULT_LOCALE, path: pathname, canonical: pathname }
  // What follows the prefix is read as a path of its own: `/fr-ch//evil.example` is the page `/evil.example`.
  const path = localPath(match[2] ?? '/')
  return { locale, path, canonical: languagePath(locale, path) }
}

/**
 * The language a request's answer is written in when it is no page (a refused switch, a request the CMS cannot
 * read): the path's, or else the one the visitor last chose (the switch keeps it in a cookie), or the default.
 */
export function requesterLocale(pathname: string | undefined, cookieLocale: string | undefined): Locale {
  const fromPath = pathname === undefined ? undefined : readLanguagePath(pathname)
  if (fromPath && fromPath.canonical !== fromPath.path) return fromPath.locale
  return LOCALES.find((locale) => locale === cookieLocale) ?? DEFAULT_LOCALE
}

/**
 * The alternates of a page for search engines: every locale's URL of it, and x-default, the default
 * language's (absolute, as Google asks for them). `path` is the page's path in the site with its query.
 */
export const alternateLinks = (origin: string, path: string): string =>
  [...LOCALES.map((locale) => [locale, languagePath(locale, path)] as const), ['x-default', path] as const]
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(`${origin}${href}`)}">`)
    .join('\n')

/** Whether a path names a page of the site (the pages the CMS renders), not a file or an API endpoint. */
export type IsPage = (pathname: string) => boolean

/**
 * The links of a page, written for its language: every URL of a page of the site (root-relative, `isPage`)
 * gets the language's prefix; files, the API, other sites and the languages' own URLs stay as they are.
 * What the page definitions and page data write is the site's path; this is the CMS's link resolver, in one place.
 */
export function linkLocalizer(locale: Locale, isPage: IsPage) {
  const prefix = prefixOf(locale)

  const address = (value: string): string => {
    if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return value
    const end = value.search(/[?#]/)
    const pathname = end < 0 ? value : value.slice(0, end)
    return isPage(pathname) ? `${prefix}${value}` : value
  }

  const ATTRIBUTE = /\s(href|action)="([^"]*)"/g
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  // Links in markup: the attribute's value, entities decoded, resolved, written back escaped.
  const markup = (html: string): string =>
    html.replace(ATTRIBUTE, (whole, name: string, value: string) => {
      const next = address(unescape(value))
      return next === unescape(value) ? whole : ` ${name}="${escapeHtml(next)}"`
    })

  // Links in data: every string that is the URL of a page, or markup with such links (rich text); the
  // languages of `locales` (spec 2 §3) each lead to their own language on purpose.
  const data = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('href="/') ? markup(value) : address(value)
    if (Array.isArray(value)) return value.map(data)
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'locales' ? item : data(item)]))
    return value
  }

  // JSON as the page carries it (a marker's props, #page-data), with its links resolved; undefined when nothing
  // changes or it is no JSON (a broken marker on purpose), so that it stays exactly as written.
  const json = (text: string): unknown => {
    try {
      const parsed: unknown = JSON.parse(text)
      const next = data(parsed)
      return JSON.stringify(next) === JSON.stringify(parsed) ? undefined : next
    } catch {
      return undefined
    }
  }

  return {
    address,
    data,
    /** A whole page: its links, its markers' props (attribute or script) and its page data. */
    page(html: string): string {
      if (prefix === '') return html
      return markup(html)
        .replace(/ data-props="([^"]*)"/g, (whole, value: string) => {
          const next = json(unescape(value))
          return next === undefined ? whole : ` data-props="${escapeHtml(JSON.stringify(next))}"`
        })
        .replace(/(<script type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/g, (whole, open: string, text: string, close: string) => {
          const next = json(text)
          return next === undefined ? whole : `${open}${jsonForScript(next)}${close}`
        })
    },
  }
}
