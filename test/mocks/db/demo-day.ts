/**
 * The demo's «today», one day for every seed: the shop's (orders.ts, contracts.ts, notification-centre.ts,
 * safety-data-sheets.ts, prices.ts) and the corporate site's news, fairs and jobs, so the site and the shop tell one
 * story. Fixed rather than the clock: which fair is past and which news is newest stays the same
 * on every run. Days are ISO `YYYY-MM-DD`; no Node or browser APIs.
 */

export const DEMO_TODAY = '2026-11-24'

/** A day in milliseconds: the seeds count in whole UTC days. */
export const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO day. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS

/** The ISO day of a day number. */
export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The ISO day `days` after the demo's «today» (negative: before it). */
export const dayFromToday = (days: number): string => isoOf(dayNumber(DEMO_TODAY) + days)
