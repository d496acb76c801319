/**
 * Moments shown in Swiss time. The shop is Swiss (spec 1 §1, spec 2 §9: date locale de-ch): a notification
 * sent at 14:07 in Winterthur reads 14:07 for a buyer whose laptop clock is set to UTC or New York too. The
 * server sends moments as ISO 8601 with a zone (`2026-11-23T13:07:00Z`).
 */
// Not built on dates.ts: its static dayjs import (and the de-ch locale) would come along for one pattern.
// swiss-time.node.test.ts checks that both write the same DATE_FORMAT and DATE_TIME_FORMAT.
//
// Switzerland keeps the EU's rule (since 1996): UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to
// 01:00 UTC on the last Sunday of October. Worked out here rather than by Intl with `timeZone: 'Europe/Zurich'`,
// whose first formatter costs a phone about 50 ms at once (its time zone data), in the middle of drawing a
// table of orders (docs/budgets.md, the first screens). swiss-time.node.test.ts compares both around every
// change of the clocks from 1996 to 2040.

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

// 01:00 UTC on the last Sunday of a month (0-based) of a year.
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS
}

/** How far Swiss time is ahead of UTC at a moment, in milliseconds. */
function swissOffset(time: number): number {
  const year = new Date(time).getUTCFullYear()
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 * HOUR_MS : HOUR_MS
}

type SwissParts = { year: string; month: string; day: string; hour: string; minute: string }
const two = (value: number) => String(value).padStart(2, '0')

// The parts of `value` in Swiss time; null for a missing or invalid moment.
function partsOf(value: string | number | Date | null | undefined): SwissParts | null {
  if (value === null || value === undefined || value === '') return null
  const time = (value instanceof Date ? value : new Date(value)).getTime()
  if (Number.isNaN(time)) return null
  const swiss = new Date(time + swissOffset(time))
  return {
    year: String(swiss.getUTCFullYear()).padStart(4, '0'),
    month: two(swiss.getUTCMonth() + 1),
    day: two(swiss.getUTCDate()),
    hour: two(swiss.getUTCHours()),
    minute: two(swiss.getUTCMinutes()),
  }
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
  return part ? `${part.day}.${part.month}.${part.year}` : ''
}

/** The day of a moment in Switzerland as YYYY-MM-DD, the form date fields and the table's date range take; `''` for an invalid one. */
export function swissDay(moment: string | number | Date): string {
  const part = partsOf(moment)
  return part ? `${part.year}-${part.month}-${part.day}` : ''
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
  return part ? `${part.day}.${part.month}.${part.year} - ${part.hour}:${part.minute}` : ''
}
