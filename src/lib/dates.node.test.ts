import dayjs from 'dayjs'
import { LOCALES } from '@/i18n/locales'
import {
  DATE_LOCALE,
  formatDate,
  loadDayjsLocale,
} from '@/src/lib/dates'

describe('formatDate', () => {
  const moment = new Date(2026, 2, 5, 14, 7, 9)

  it('writes DD.MM.YYYY (spec 2 §9)', () => {
    expect(formatDate(moment)).toBe('05.03.2026')
  })

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2026-03-05T14:07:00')).toBe('05.03.2026')
    expect(formatDate(moment.getTime())).toBe('05.03.2026')
  })

  it('reads a date-only string as that calendar day in any time zone', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026')
  })

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['text', 'not a date'],
    ['NaN', NaN],
    ['an invalid Date', new Date('nope')],
    ['null from untyped JSON', null],
    ['undefined from untyped JSON', undefined],
  ])('returns an empty string for %s', (_, value) => {
    expect(formatDate(value as string)).toBe('')
  })

  it('does not depend on the global dayjs locale', () => {
    const before = dayjs.locale()
    dayjs.locale('en')
    try {
      expect(formatDate(moment)).toBe('05.03.2026')
    } finally {
      dayjs.locale(before)
    }
  })
})

describe('loadDayjsLocale', () => {
  const initial = dayjs.locale()
  afterEach(() => {
    dayjs.locale(initial)
  })

  const expected: Record<(typeof LOCALES)[number], string> = {
    de: 'de',
    'bg-BG': 'bg',
    'de-AT': 'de-at',
    'de-CH': 'de-ch',
    'de-DE': 'de',
    en: 'en',
    'en-US': 'en',
    'en-CH': 'en-gb',
    es: 'es',
    'es-ES': 'es',
    'fi-FI': 'fi',
    fr: 'fr',
    'fr-CH': 'fr-ch',
    'fr-FR': 'fr',
    'it-IT': 'it',
    'nb-NO': 'nb',
    'nl-NL': 'nl',
    'pl-PL': 'pl',
    'ru-RU': 'ru',
    'sv-SE': 'sv',
    'zh-Hans': 'zh-cn',
  }

  it.each(LOCALES.map((locale) => [locale, expected[locale]]))(
    'loads a real dayjs locale for %s (%s)',
    async (locale, name) => {
      expect(await loadDayjsLocale(locale)).toBe(name)
      // dayjs.locale(name) answers the name only for a registered locale; otherwise it keeps the old one.
      expect(dayjs.Ls[name]?.name).toBe(name)
      expect(dayjs.locale(name)).toBe(name)
    },
  )

  it('can tell a registered locale from a missing one', () => {
    expect(dayjs.locale('xx-missing')).toBe(initial)
  })

  it.each([
    ['de-CH', 'März'],
    ['de-AT', 'Jänner 2026'],
    ['en-CH', 'January'],
    ['fr-CH', 'janvier'],
    ['it-IT', 'gennaio'],
    ['es-ES', 'enero'],
    ['nl-NL', 'januari'],
    ['pl-PL', 'stycznia'],
    ['ru-RU', 'января'],
    ['bg-BG', 'януари'],
    ['zh-Hans', '一月'],
  ])('writes month names in the language of %s', async (locale, month) => {
    const name = await loadDayjsLocale(locale)
    const january = dayjs(new Date(2026, 0, 12)).locale(name).format('D MMMM YYYY')
    const march = dayjs(new Date(2026, 2, 5)).locale(name).format('MMMM')
    expect(`${january} ${march}`).toContain(month)
  })

  it('does not change the global locale', async () => {
    await loadDayjsLocale('fr-CH')
    expect(dayjs.locale()).toBe(initial)
  })

  it.each(['', 'xx', 'de-LI', 'constructor', '__proto__'])('falls back to de-ch for %j', async (locale) => {
    expect(await loadDayjsLocale(locale)).toBe(DATE_LOCALE)
    expect(DATE_LOCALE).toBe('de-ch')
  })

  it('accepts other spellings of a known locale', async () => {
    expect(await loadDayjsLocale('de_at')).toBe('de-at')
    expect(await loadDayjsLocale('ZH-HANS')).toBe('zh-cn')
  })
})
