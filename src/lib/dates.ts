import dayjs, { type Dayjs } from 'dayjs'
// spec 2 §9: the date locale is de-ch. Loaded statically so the formats below never wait for a chunk.
import 'dayjs/locale/de-ch'
import type { Locale } from '@/i18n/locales'

/** What the helpers accept: an ISO 8601 string from the API, a timestamp in ms, or a Date. */
export type DateInput = string | number | Date

/** spec 2 §9: date format. */
export const DATE_FORMAT = 'DD.MM.YYYY'
/** spec 2 §9: date and time format. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY - HH:mm'
/** spec 2 §9: the dayjs locale dates are written in, and the one unknown locales fall back to. */
export const DATE_LOCALE = 'de-ch'

// dayjs (not new Date) parses date-only strings such as '2026-03-05' as local midnight; new Date would
// read them as UTC and show the previous day west of Greenwich.
function parse(value: DateInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null
  const date = dayjs(value)
  return date.isValid() ? date : null
}

/** A date as `05.03.2026` (spec 2 §9); `''` for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  return parse(value)?.locale(DATE_LOCALE).format(DATE_FORMAT) ?? ''
}

// A moment (date and time) is written in Swiss time by src/lib/swiss-time.ts formatSwissDateTime, whatever
// the browser's clock: a local-time formatter here would show a buyer abroad other times than the shop's.

// A span of days (a fair's) is written by src/lib/date-range.ts formatDayRange, in each locale's form (spec 2 §4).

type DayjsLocale = { name: string; load?: () => Promise<unknown> }

const de: DayjsLocale = { name: 'de', load: () => import('dayjs/locale/de') }
// English is built into dayjs, so en and en-US need no chunk.
const en: DayjsLocale = { name: 'en' }
const es: DayjsLocale = { name: 'es', load: () => import('dayjs/locale/es') }
const fr: DayjsLocale = { name: 'fr', load: () => import('dayjs/locale/fr') }

// spec 1 §1: the 21 locales. Each import is spelled out (no template string) so the bundler makes one
// small chunk per dayjs locale we use instead of one per locale dayjs ships.
const DAYJS_LOCALES = {
  de,
  'bg-BG': { name: 'bg', load: () => import('dayjs/locale/bg') },
  'de-AT': { name: 'de-at', load: () => import('dayjs/locale/de-at') },
  'de-CH': { name: 'de-ch' }, // imported statically above
  'de-DE': de,
  en,
  'en-US': en,
  // Swiss English writes dates day first, as British English does.
  'en-CH': { name: 'en-gb', load: () => import('dayjs/locale/en-gb') },
  es,
  'es-ES': es,
  'fi-FI': { name: 'fi', load: () => import('dayjs/locale/fi') },
  fr,
  'fr-CH': { name: 'fr-ch', load: () => import('dayjs/locale/fr-ch') },
  'fr-FR': fr,
  'it-IT': { name: 'it', load: () => import('dayjs/locale/it') },
  'nb-NO': { name: 'nb', load: () => import('dayjs/locale/nb') },
  'nl-NL': { name: 'nl', load: () => import('dayjs/locale/nl') },
  'pl-PL': { name: 'pl', load: () => import('dayjs/locale/pl') },
  'ru-RU': { name: 'ru', load: () => import('dayjs/locale/ru') },
  'sv-SE': { name: 'sv', load: () => import('dayjs/locale/sv') },
  'zh-Hans': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
} satisfies Record<Locale, DayjsLocale>

// Page data may spell a locale in another case or with an underscore (de_CH); both mean the same.
const byLowerCase = new Map<string, DayjsLocale>(
  Object.entries(DAYJS_LOCALES).map(([locale, entry]) => [locale.toLowerCase(), entry]),
)

/**
 * Loads the dayjs locale for one of the 21 site locales (spec 1 §1) and returns its dayjs name, e.g.
 * `de-AT` → `de-at`, `zh-Hans` → `zh-cn`. Unknown locales, and a locale chunk that fails to download,
 * give `de-ch` (spec 2 §9), which is always loaded. It does not change dayjs's global locale: pass the
 * name to `dayjs.locale(name)` or `dayjs(date).locale(name)`.
 */
export async function loadDayjsLocale(locale: string): Promise<string> {
  const entry = byLowerCase.get(locale.toLowerCase().replace(/_/g, '-'))
  if (!entry) return DATE_LOCALE
  try {
    await entry.load?.()
    return entry.name
  } catch {
    // Month names are a nicety: a failed chunk must not break the island that asked, and German is the
    // site's default language (spec 1 §1).
    return DATE_LOCALE
  }
}
