import * as v from 'valibot'
import { currentCountry, languageCode, localeEntrySchema, offeredCountries, ownLanguageName } from './locales'

const language = (code: string, title: string) => ({ language: code, title, fullTitle: `${title} (Schweiz)`, url: `/?locale=${code}` })
const switzerland = { country: 'CH', countryName: 'Schweiz', name: 'ch', title: 'Schweiz', languages: [language('de-CH', 'Deutsch'), language('fr-CH', 'Français')] }
const austria = { country: 'AT', countryName: 'Österreich', name: 'at', title: 'Österreich', languages: [language('de-AT', 'Deutsch')] }

describe('locales', () => {
  it('finds the country the current language belongs to, in any letter case', () => {
    expect(currentCountry([austria, switzerland], 'fr-CH')).toBe(switzerland)
    expect(currentCountry([austria, switzerland], 'de-at')).toBe(austria)
    expect(currentCountry([austria, switzerland], 'it-IT')).toBeUndefined()
  })

  it('checks an entry: names cut at 100 characters, a blank country name or a missing url refused', () => {
    const long = v.parse(localeEntrySchema, { ...switzerland, countryName: 'S'.repeat(150) })
    expect(long.countryName).toHaveLength(100)
    expect(v.safeParse(localeEntrySchema, { ...switzerland, countryName: '  ' }).success).toBe(false)
    expect(v.safeParse(localeEntrySchema, { ...switzerland, languages: [{ language: 'de-CH', title: 'Deutsch' }] }).success).toBe(false)
  })
})

describe('offered countries (the language switcher)', () => {
  it('keeps only languages whose url leads to this site, and no country left without one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const foreign = { ...austria, languages: [{ ...language('de-AT', 'Deutsch'), url: 'https://evil.example/at' }] }
    const offered = offeredCountries([switzerland, foreign])
    expect(offered.map((country) => country.country)).toEqual(['CH'])
    expect(offered[0]?.languages.map((item) => item.tag)).toEqual(['de-CH', 'fr-CH'])
    expect(vi.mocked(console.warn)).toHaveBeenCalledWith('Dropped session.locales AT de-AT: url "https://evil.example/at" does not lead to this site')
  })

  it('reads a list once: a second call neither checks nor warns again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const list = [switzerland, { country: 'XX' }]
    expect(offeredCountries(list)).toBe(offeredCountries(list))
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('leaves `lang` off a code that is no language tag', () => {
    const odd = { ...austria, languages: [{ ...language('deutsch österreich', 'Deutsch') }] }
    expect(offeredCountries([odd])[0]?.languages[0]?.tag).toBeUndefined()
  })

  it('names a language by its code where its name does not fit, or in its own words where the list has none', () => {
    expect(languageCode('de-CH')).toBe('DE')
    expect(languageCode('zh-Hans')).toBe('ZH')
    expect(ownLanguageName('fr')).toBe('Français')
    expect(ownLanguageName('de')).toBe('Deutsch')
  })
})

