import { countryName, languageName } from './display-names'

describe('languageName', () => {
  it('names a language in the page’s language, capitalised as a list entry', () => {
    expect(['de', 'fr', 'it', 'en'].map((code) => languageName(code, 'de-CH'))).toEqual(['Deutsch', 'Französisch', 'Italienisch', 'Englisch'])
    expect(['de', 'fr', 'it', 'en'].map((code) => languageName(code, 'fr-CH'))).toEqual(['Allemand', 'Français', 'Italien', 'Anglais'])
    expect(languageName('de', 'it-IT')).toBe('Tedesco')
  })

  it('falls back to the code where the language is unknown or the code malformed', () => {
    expect(languageName('qq', 'de')).toBe('QQ')
    expect(languageName('not a code', 'de')).toBe('NOT A CODE')
  })

  it('survives a page language Intl does not accept', () => {
    expect(languageName('de', '!!')).toBe('DE')
  })
})

describe('countryName', () => {
  it('names a country in the page’s language, its code where Intl knows none', () => {
    expect(['CH', 'DE', 'AT'].map((code) => countryName(code, 'de-CH'))).toEqual(['Schweiz', 'Deutschland', 'Österreich'])
    expect(countryName('CH', 'fr-CH')).toBe('Suisse')
    expect(countryName('XX', 'de')).toBe('XX')
    expect(countryName('not a code', 'de')).toBe('not a code')
    expect(countryName('CH', '!!')).toBe('CH')
  })
})
