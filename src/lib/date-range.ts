/**
 * A span of calendar days (a fair's, an event's) written as the page's language writes one: spec 2 §4 "date range
 * display formats by locale (en-CH, en, fr, otherwise German)", with spec 2 §9's DD.MM.YYYY for German. The formats:
 *
 * | locale                     | one day             | within a month           | across months                    | across years                          |
 * |----------------------------|---------------------|--------------------------|----------------------------------|---------------------------------------|
 * | en-CH                      | `26 November 2026`  | `26–30 November 2026`    | `26 November – 2 December 2026`  | `30 December 2026 – 2 January 2027`   |
 * | en, en-US (any other en-…) | `November 26, 2026` | `November 26 – 30, 2026` | `November 26 – December 2, 2026` | `December 30, 2026 – January 2, 2027` |
 * | fr, fr-CH, fr-FR           | `26 novembre 2026`  | `26–30 novembre 2026`    | `26 novembre – 2 décembre 2026`  | `30 décembre 2026 – 2 janvier 2027`   |
 * | everything else (German)   | `26.11.2026`        | `26.–30.11.2026`         | `26.11. – 02.12.2026`            | `30.12.2026 – 02.01.2027`             |
 *
 * Swiss English writes the day first, as British English does; other English the US way; French with its month names;
 * every other locale (German, Italian, Chinese …) the site's numeric German form, the one spec 2 §9 names. Intl's
 * `formatRange` leaves out what both ends share. Intl puts thin or no-break spaces around the dash, as its ICU
 * version has it.
 *
 * The days are plain days (YYYY-MM-DD), the same wherever they are read: they are written in UTC, so no browser's
 * time zone moves them, and without dayjs (src/lib/dates.ts), which a list of fairs has no other use for.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

// A plain day as the UTC midnight it starts with, or null when it is no day.
function dayOf(value: string | null | undefined): Date | null {
  const match = ISO_DAY.exec(value ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}

const LONG_MONTH = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
const NUMERIC = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const

/** The Intl locale and options a page's locale writes its ranges with (spec 2 §4). */
function styleOf(locale: string): [string, Intl.DateTimeFormatOptions] {
  // Page data may spell a locale in another case or with an underscore (en_CH).
  const tag = locale.toLowerCase().replace(/_/g, '-')
  if (tag === 'en-ch' || tag.startsWith('en-ch-')) return ['en-CH', LONG_MONTH]
  if (tag === 'en' || tag.startsWith('en-')) return ['en-US', LONG_MONTH]
  if (tag === 'fr' || tag.startsWith('fr-')) return ['fr-CH', LONG_MONTH]
  return ['de-CH', NUMERIC]
}

// One formatter per style: a list formats a range per row.
const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(locale: string): Intl.DateTimeFormat {
  const [intlLocale, options] = styleOf(locale)
  let format = formats.get(intlLocale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, options)
    formats.set(intlLocale, format)
  }
  return format
}

/**
 * The days `from` to `to` (YYYY-MM-DD, both included) as `locale` writes a range (the table above). One day when both
 * are the same or `to` is missing or no day; a reversed pair is put in order; `''` when `from` is no day.
 */
export function formatDayRange(from: string, to: string | null | undefined, locale: string): string {
  const start = dayOf(from)
  if (!start) return ''
  const format = formatFor(locale)
  const end = dayOf(to)
  if (!end) return format.format(start)
  // formatRange writes a reversed range as given ("30.–26.11.2026"); a swapped pair still means the same days.
  const [first, last] = end < start ? [end, start] : [start, end]
  return format.formatRange(first, last)
}
