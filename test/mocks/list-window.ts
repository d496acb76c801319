/**
 * The paging of the news area's lists (news and fairs): `limit` and `offset` in the address (spec 1 §7), and the
 * answer's `pagination` of spec 1 §3 (`currentPage`, `itemsPerPage`, `totalAmount`), from which the front end
 * knows that more exist while currentPage × itemsPerPage < totalAmount (spec 1 §4). That rule only holds when a
 * page starts at a multiple of the limit, so an offset between pages is refused rather than answered with a page
 * number that would hide or invent entries. The limits are the tables' (table-query.ts: 20 by default, spec 1 §9).
 */
import type { Message } from '@/api/envelope'
import { errorMessage } from './envelope'
import { integerParam, optionalParam, type Param } from './query-params'
import { TABLE_LIMIT_DEFAULT, TABLE_LIMIT_MAX } from './table-query'

const positive = integerParam(1)

/** A page size: a whole number from 1 to the tables' largest page, with their message beyond it. */
const limitParam: Param<number> = {
  optional: false,
  read: (raw) => {
    const reading = positive.read(raw)
    return 'value' in reading && reading.value > TABLE_LIMIT_MAX ? { problem: `darf höchstens ${TABLE_LIMIT_MAX} sein.` } : reading
  },
}

/** The query parameters of a window, for `withParams`. */
export const WINDOW_PARAMS = { limit: optionalParam(limitParam), offset: optionalParam(integerParam(0)) }

/** Which entries a page holds: `limit` of them from the `offset`-th on (a multiple of `limit`). */
export type ListWindow = { limit: number; offset: number }

/** The window of the read parameters, or the message that the offset lies between two pages. */
export function listWindow(input: { limit: number | undefined; offset: number | undefined }): { window: ListWindow } | { errors: Message[] } {
  const limit = input.limit ?? TABLE_LIMIT_DEFAULT
  const offset = input.offset ?? 0
  if (offset % limit !== 0) return { errors: [errorMessage(`Das Feld «offset» muss ein Vielfaches von «limit» (${limit}) sein.`, 'offset')] }
  return { window: { limit, offset } }
}

/** One page of `items` and its pagination (spec 1 §3); a page after the last is empty and says which it is. */
export function pageOf<T, E>(items: readonly T[], { limit, offset }: ListWindow, entry: (item: T) => E) {
  return {
    entries: items.slice(offset, offset + limit).map(entry),
    pagination: { currentPage: offset / limit + 1, itemsPerPage: limit, totalAmount: items.length },
  }
}
