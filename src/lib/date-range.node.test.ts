import { formatDayRange } from './date-range'

// Intl puts thin or no-break spaces around the range's dash, depending on the ICU version: compare the words.
const range = (...args: Parameters<typeof formatDayRange>) => formatDayRange(...args).replace(/\s/g, ' ')

describe('formatDayRange (spec 2 §4: date range display formats by locale)', () => {
  it.each(['de', 'de-CH', 'de-AT', 'it-IT', 'zh-Hans', 'ru-RU', 'xx'])('writes the German numeric form, DD.MM.YYYY (spec 2 §9), for %s', (locale) => {
    expect(range('2026-11-26', '2026-11-26', locale)).toBe('26.11.2026')
    expect(range('2026-11-26', '2026-11-30', locale)).toBe('26.–30.11.2026')
    expect(range('2026-11-26', '2026-12-02', locale)).toBe('26.11. – 02.12.2026')
    expect(range('2026-12-30', '2027-01-02', locale)).toBe('30.12.2026 – 02.01.2027')
  })

  it('writes the day before the month’s name for en-CH', () => {
    expect(range('2026-11-26', '2026-11-26', 'en-CH')).toBe('26 November 2026')
    expect(range('2026-11-26', '2026-11-30', 'en-CH')).toBe('26–30 November 2026')
    expect(range('2026-11-26', '2026-12-02', 'en-CH')).toBe('26 November – 2 December 2026')
    expect(range('2026-12-30', '2027-01-02', 'en-CH')).toBe('30 December 2026 – 2 January 2027')
  })

  it.each(['en', 'en-US', 'en-GB'])('writes the month’s name first for %s', (locale) => {
    expect(range('2026-11-26', '2026-11-26', locale)).toBe('November 26, 2026')
    expect(range('2026-11-26', '2026-11-30', locale)).toBe('November 26 – 30, 2026')
    expect(range('2026-11-26', '2026-12-02', locale)).toBe('November 26 – December 2, 2026')
    expect(range('2026-12-30', '2027-01-02', locale)).toBe('December 30, 2026 – January 2, 2027')
  })

  it.each(['fr', 'fr-CH', 'fr-FR'])('writes the French month names for %s', (locale) => {
    expect(range('2026-11-26', '2026-11-26', locale)).toBe('26 novembre 2026')
    expect(range('2026-11-26', '2026-11-30', locale)).toBe('26–30 novembre 2026')
    expect(range('2026-11-26', '2026-12-02', locale)).toBe('26 novembre – 2 décembre 2026')
    expect(range('2026-12-30', '2027-01-02', locale)).toBe('30 décembre 2026 – 2 janvier 2027')
  })

  it('reads a locale in any case and with an underscore', () => {
    expect(range('2026-11-26', '2026-11-30', 'en_ch')).toBe('26–30 November 2026')
    expect(range('2026-11-26', '2026-11-30', 'FR-ch')).toBe('26–30 novembre 2026')
  })

  it('keeps a day the day it is, whatever the clock’s time zone: the first of a month stays the first', () => {
    // In a zone west of Greenwich a day read as UTC midnight would show the evening before.
    expect(range('2027-01-01', '2027-01-03', 'de-CH')).toBe('01.–03.01.2027')
  })

  it('writes one day when the last is missing or no day, puts a reversed pair in order, and nothing for a first that is no day', () => {
    expect(range('2026-11-26', undefined, 'de')).toBe('26.11.2026')
    expect(range('2026-11-26', null, 'en-CH')).toBe('26 November 2026')
    expect(range('2026-11-26', '2026-02-30', 'fr')).toBe('26 novembre 2026')
    expect(range('2026-11-30', '2026-11-26', 'de')).toBe('26.–30.11.2026')
    expect(range('2026-11-31', '2026-12-02', 'de')).toBe('')
    expect(range('26.11.2026', '2026-12-02', 'de')).toBe('')
  })
})
