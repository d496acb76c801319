/**
 * The countries and languages of `session.locales` (spec 2 §2.3, §3: locale = country, countryName, name,
 * title, languages[] with language, title, fullTitle, url), for the widgets that offer a language choice:
 * the language switcher, the main navigation's language dropdown, the footer. Outside data, so it is
 * checked here once by schema (with checkList of schema-check.ts). valibot stays out of the entry: only
 * widget chunks import this module.
 */
import * as v from 'valibot'
import { capText } from './cap'
import { sameOriginUrl } from './safe-url'
import { checkList, reportDropped } from './schema-check'
import { address } from './schema-parts'

/** Names shown in a list (a country, a language) are cut here, like every name of the session. */
const NAME_MAX = 100

const name = v.pipe(v.string(), v.transform((text) => capText(text.trim(), NAME_MAX)), v.minLength(1, 'must not be blank'))
const optionalName = v.optional(v.pipe(v.string(), v.transform((text) => capText(text.trim(), NAME_MAX))), '')

/** One language of a country (spec 2 §3): its code, its name, its long name and the address of the page in it. */
export const localeLanguageSchema = v.object({
  language: v.pipe(v.string(), v.maxLength(35)),
  title: name,
  fullTitle: optionalName,
  // A longer address is dropped rather than cut, since a cut address leads nowhere.
  url: address,
})

/** One country with its languages (spec 2 §3). Languages that fail their check make the whole entry fail: a half country is not offered. */
export const localeEntrySchema = v.object({
  country: v.pipe(v.string(), v.maxLength(35)),
  countryName: name,
  name: optionalName,
  title: optionalName,
  languages: v.pipe(v.array(localeLanguageSchema), v.maxLength(50)),
})

/** A checked country of `session.locales`. */
export type CheckedLocaleEntry = v.InferOutput<typeof localeEntrySchema>

/**
 * The country the current language belongs to: the entry whose languages include `language` (the session's,
 * e.g. `de-CH`), compared case-insensitively, or undefined when no entry lists it.
 */
export function currentCountry<T extends { languages: readonly { language: string }[] }>(locales: readonly T[], language: string): T | undefined {
  const wanted = language.toLowerCase()
  return locales.find((entry) => entry.languages.some((item) => item.language.toLowerCase() === wanted))
}

/** At most this many countries are offered; more would not fit a list anyone reads. */
export const MAX_COUNTRIES = 60

// A BCP 47 tag as `lang` and `hreflang` take it; anything else from the CMS is left off those attributes.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

/** A language a visitor can switch to: checked, its url on this site, `tag` when its code is a valid BCP 47 tag. */
export type OfferedLanguage = CheckedLocaleEntry['languages'][number] & { tag?: string }

/** A country of `session.locales` with the languages a visitor can switch to (at least one). */
export type OfferedCountry = Omit<CheckedLocaleEntry, 'languages'> & { languages: OfferedLanguage[] }

const offeredLists = new WeakMap<readonly unknown[], OfferedCountry[]>()

/**
 * The countries and languages a visitor can choose from (spec 2 §2.3): `session.locales` checked by schema
 * (a malformed country is dropped with a warning and an error report), and of each country only the
 * languages whose url leads to this site: choosing a language navigates there, and the shop never
 * navigates to another origin (a foreign url is dropped with a warning and a report). A country left
 * without languages is not offered. Read once per list, so a re-render neither checks nor warns again.
 */
export function offeredCountries(locales: readonly unknown[], where = 'session.locales'): OfferedCountry[] {
  const cached = offeredLists.get(locales)
  if (cached) return cached
  const countries = checkList(locales, localeEntrySchema, where, MAX_COUNTRIES).flatMap((entry): OfferedCountry[] => {
    const languages = entry.languages.flatMap((item): OfferedLanguage[] => {
      if (sameOriginUrl(item.url) === null) {
        reportDropped(`Dropped ${where} ${entry.country} ${item.language}: url "${capText(item.url, 100)}" does not lead to this site`)
        return []
      }
      return [LANGUAGE_TAG.test(item.language) ? { ...item, tag: item.language } : item]
    })
    return languages.length > 0 ? [{ ...entry, languages }] : []
  })
  offeredLists.set(locales, countries)
  return countries
}

/** Whether `language` is the session's `current` one; codes compare case-insensitively (de-CH = de-ch). */
export const isCurrentLanguage = (language: string, current: string): boolean => language.toLowerCase() === current.toLowerCase()

/** The short code shown where a language's name does not fit (a phone's header): `de-CH` → `DE`, `zh-Hans` → `ZH`. */
export const languageCode = (language: string): string => (language.split('-')[0] ?? '').slice(0, 3).toUpperCase()

/**
 * The name of a language in that language (`de-CH` → "Deutsch (Schweiz)"), for a session language that no
 * country of `session.locales` lists; the code itself where the browser does not know it.
 */
export function ownLanguageName(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language)
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language
  } catch {
    return language
  }
}

