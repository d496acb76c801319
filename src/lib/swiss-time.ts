/**
 * Moments shown in Swiss time. The shop is Swiss (spec 1 §1, spec 2 §9: date locale de-ch): a notification
 * sent at 14:07 in Winterthur reads 14:07 for a buyer whose laptop clock is set to UTC or New York too. The
 * server sends moments as ISO 8601 with a zone (`2026-11-23T13:07:00Z`); Intl converts them, summer time
 * included, without a time zone library.
 */
// Not built on dates.ts: its static dayjs import (and the de-ch locale) would come along for one pattern.
// swiss-time.test.ts checks that both write the same DATE_TIME_FORMAT.

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

/**
 * A moment as `23.11.2026 - 14:07` (spec 2 §9 DD.MM.YYYY - HH:mm) in Swiss time; `''` for a missing or
 * invalid one. Give it a moment with its zone (an ISO string with `Z` or an offset, a timestamp or a Date):
 * an ISO string without one names no moment.
 */
export function formatSwissDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(swissParts().formatToParts(date).map(({ type, value: text }) => [type, text]))
  return `${part.day ?? ''}.${part.month ?? ''}.${part.year ?? ''} - ${part.hour ?? ''}:${part.minute ?? ''}`
}
