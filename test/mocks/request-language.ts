/**
 * The language a request's editorial content is answered in: that of its `X-Locale` header (every call sends it,
 * spec 1 §1), read as the simulated CMS reads a page's locale (test/cms/texts.ts: de, fr, it or en; a regional
 * locale by its language). A missing or unknown locale, or one of another language, reads as German, the default.
 */
import { isLocale } from '@/i18n/locales'
import { languageOf, type Language } from '@/test/cms/texts'

export function requestLanguage(request: Request): Language {
  const locale = request.headers.get('x-locale')?.trim()
  return isLocale(locale) ? languageOf(locale) : 'de'
}
