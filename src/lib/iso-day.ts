/**
 * The schema of a day in outside data (API answers): YYYY-MM-DD, and a real calendar day. Beside schema-parts.ts
 * rather than in it, so that the widgets that read no day (the header, the footer …) do not load the check.
 */
import * as v from 'valibot'
import { isIsoDay } from './calendar-day'

/** A real calendar day written YYYY-MM-DD: unlike valibot's isoDate, 2026-02-31 is refused. */
export const isoDay = v.pipe(v.string(), v.check(isIsoDay, 'expected a day as YYYY-MM-DD'))
