/**
 * Where a visitor was in a filtered list, kept in the history entry (not the address: a shared link shows the first
 * page): how far the list was loaded and how far the page was scrolled. Back from an article, and a reload, bring the
 * list back to that place (the browser's own restoring cannot: the list's later pages arrive after the page has loaded).
 * The history state is the page's own, but other scripts write it too: what is read is checked, and nothing else in it
 * is touched.
 */
import { isRecord } from '@/src/lib/guards'

const STATE_KEY = 'filteredLists'

/** A list's place: the offset of its next page, the page's scroll position, the filter it was for (src/lib/filter-address.ts selectionKey). */
export type ListPlace = { nextOffset: number; scrollY: number; filter: string }

/** More entries than this loaded is no list of ours: such a state is not read. */
const PLACE_MAX = 100_000

const isPlace = (value: unknown): value is ListPlace =>
  isRecord(value) &&
  Number.isInteger(value.nextOffset) &&
  (value.nextOffset as number) > 0 &&
  (value.nextOffset as number) <= PLACE_MAX &&
  typeof value.scrollY === 'number' &&
  Number.isFinite(value.scrollY) &&
  value.scrollY >= 0 &&
  typeof value.filter === 'string'

const placesOf = (state: unknown): Record<string, unknown> => (isRecord(state) && isRecord(state[STATE_KEY]) ? state[STATE_KEY] : {})

/** The place of the list `listKey` for the filter `filter` in the current history entry, if it has one. */
export function readPlace(listKey: string, filter: string): ListPlace | null {
  const place = placesOf(window.history.state)[listKey]
  return isPlace(place) && place.filter === filter ? place : null
}

/** Writes the place of the list `listKey` into the current history entry, keeping whatever else the state holds. */
export function writePlace(listKey: string, place: ListPlace): void {
  const state: unknown = window.history.state
  const others = isRecord(state) ? state : {}
  window.history.replaceState({ ...others, [STATE_KEY]: { ...placesOf(state), [listKey]: place } }, '')
}
