/**
 * Moments shown in Swiss time. The shop is Swiss (spec 1 §1, spec 2 §9: date locale de-ch): a notification
 * sent at 14:07 in Winterthur reads 14:07 for a buyer whose laptop clock is set to UTC or New York too. The
 * server sends moments as ISO 8601 with a zone (`2026-11-23T13:07:00Z`); Intl converts them, summer time
 * included, without a time zone library.
 */
// Not built on dates.ts: its static dayjs import (and the de-ch locale) would come along for one pattern.
// swiss-time.node.test.ts checks that both write the same DATE_FORMAT and DATE_TIME_FORMAT.

/** The zone every moment of the shop is written in. */
export const SWISS_TIME_ZONE = 'Europe/Zurich'

// en-GB only for its numeric parts; the order and separators are ours (DATE_TIME_FORMAT). h23: midnight is 00:00, never 24:00.
let parts: Intl.DateTimeFormat | undefined
const swissParts = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SWISS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }))

// The parts of `value` in Swiss time by type (day, month, year, hour, minute); null for a missing or invalid moment.
function partsOf(value: string | number | Date | null | undefined): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return Object.fromEntries(swissParts().formatToParts(date).map(({ type, value: text }) => [type, text]))
}

// A day without a time (YYYY-MM-DD) names no moment: it is that day wherever it is read.
const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The day of a moment as `01.01.2026` (spec 2 §9 DD.MM.YYYY) in Swiss time, the day the server files it under
 * (its date range filters by the Swiss day): an order placed at 23:30 UTC on 31 December is one of 1 January,
 * for a buyer whose laptop runs on UTC or New York time too. A plain day (YYYY-MM-DD) is written as it is;
 * `''` for a missing or invalid value.
 */
export function formatSwissDate(value: string | number | Date | null | undefined): string {
  const day = typeof value === 'string' ? PLAIN_DAY.exec(value) : null
  if (day) return `${day[3]}.${day[2]}.${day[1]}`
  const part = partsOf(value)
  return part ? `${part.day ?? ''}.${part.month ?? ''}.${part.year ?? ''}` : ''
}

/** The day of a moment in Switzerland as YYYY-MM-DD, the form date fields and the table's date range take; `''` for an invalid one. */
export function swissDay(moment: string | number | Date): string {
  const part = partsOf(moment)
  return part ? `${part.year ?? ''}-${part.month ?? ''}-${part.day ?? ''}` : ''
}

/** Today in Switzerland as YYYY-MM-DD: the day in an export's file name, the earliest delivery wish date. */
export const swissToday = (): string => swissDay(new Date())

/**
 * A moment as `23.11.2026 - 14:07` (spec 2 §9 DD.MM.YYYY - HH:mm) in Swiss time; `''` for a missing or
 * invalid one. Give it a moment with its zone (an ISO string with `Z` or an offset, a timestamp or a Date):
 * an ISO string without one names no moment.
 */
export function formatSwissDateTime(value: string | number | Date | null | undefined): string {
  const part = partsOf(value)
  return part ? `${part.day ?? ''}.${part.month ?? ''}.${part.year ?? ''} - ${part.hour ?? ''}:${part.minute ?? ''}` : ''
}
