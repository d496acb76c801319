import type { Locale } from '@/i18n/locales'
import type { CmsContext } from './context'

/**
 * The languages the simulated CMS writes its own texts in (page titles, headings, notes, chrome). What the
 * widgets receive in their props and the mock backend's data stay German: that is editorial content.
 */
export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * One text of the CMS in each of its languages, written next to where it is used:
 * German as in Switzerland (no ß), French and Italian as spoken in Switzerland, British English.
 */
export type Text = Readonly<Record<Language, string>>

/** The language of a locale's CMS texts: de-CH → de, fr-FR → fr, it-IT → it, en-US → en; any other language falls back to German, the default. */
export function languageOf(locale: Locale): Language {
  const language = locale.split('-')[0] ?? ''
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'de'
}

/** What a page writes its texts with: `const t = translator(context); t({ de: 'Inhalt', fr: 'Contenu', it: 'Contenuto', en: 'Content' })`. */
export function translator(context: Pick<CmsContext, 'locale'>): (text: Text) => string {
  const language = languageOf(context.locale)
  return (text) => {
    picking?.(text)
    return text[language]
  }
}

let picking: ((text: Text) => void) | undefined

/**
 * Hands `watch` every Text a translator picks until the returned function is called: texts.test.ts checks that
 * every Text a page renders has every language.
 */
export function watchPickedTexts(watch: (text: Text) => void): () => void {
  picking = watch
  return () => {
    picking = undefined
  }
}

/**
 * The attribute for German content (a mock's description, a widget schema's) inside a page in another
 * language, so screen readers pronounce it as German: ` lang="de"`, or nothing on a German page.
 */
export const germanLang = (context: Pick<CmsContext, 'locale'>): string => (languageOf(context.locale) === 'de' ? '' : ' lang="de"')
