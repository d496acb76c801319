/**
 * The demo's «today» for the corporate site's news, fairs and jobs (news.ts, fairs.ts, jobs.ts): the same day the
 * shop's seeds end on (orders.ts, contracts.ts, notification-centre.ts, safety-data-sheets.ts), so the site and
 * the shop tell one story. Fixed rather than the clock: which fair is past and which news is newest stays the same
 * on every run. Days are ISO `YYYY-MM-DD`; no Node or browser APIs.
 */

export const DEMO_TODAY = '2026-11-24'

const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO day. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS

/** The ISO day `days` after the demo's «today» (negative: before it). */
export const dayFromToday = (days: number): string => new Date((dayNumber(DEMO_TODAY) + days) * DAY_MS).toISOString().slice(0, 10)
