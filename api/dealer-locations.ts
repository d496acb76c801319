/**
 * The dealer finder's map locations (spec 1 §3 "Map location: id, lat, lng, title, text, icon"; the dealer types
 * ZBM004 dealer, ZBM005 distributor, ZBM018 online dealer, ZBM019 service point; §9 latitudes -80 to 80) and their
 * check, apart from the calls (./dealers.ts): the finder's worker fetches and checks them itself, and must not bring
 * the calls' client (axios) along.
 */
import * as v from 'valibot'
import { capText } from '@/src/lib/cap'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

/** The dealer types (spec 1 §3), in the order the finder offers them: dealer, distributor, service point, online dealer. */
export const DEALER_TYPES = ['ZBM004', 'ZBM005', 'ZBM019', 'ZBM018'] as const
export type DealerType = (typeof DEALER_TYPES)[number]
/** The types with a position on the map; an online dealer (ZBM018) has none. */
export const MAP_DEALER_TYPES = ['ZBM004', 'ZBM005', 'ZBM019'] as const
export type MapDealerType = (typeof MAP_DEALER_TYPES)[number]

/** spec 1 §9: the map's latitudes run from -80 to 80. */
export const LATITUDE_MAX = 80

// The maker has about 10 000 dealers (about 9 600 on the map): room to grow, but not without end.
const LOCATIONS_MAX = 20_000
// A business name with its legal form, an address on one line; a longer one is cut with an ellipsis.
const NAME_MAX = 120
const ADDRESS_LINE_MAX = 200

/** A dealer on the map (spec 1 §3 "Map location: id, lat, lng, title, text, icon"): `title` its name, `text` its address on one line, `icon` its type. */
export type DealerLocation = { id: string; lat: number; lng: number; title: string; text: string; icon: MapDealerType }

const ID = /^[\w.-]{1,80}$/
const MAP_TYPES: ReadonlySet<unknown> = new Set(MAP_DEALER_TYPES)
const isCoordinate = (value: unknown, max: number): value is number => typeof value === 'number' && value >= -max && value <= max
const received = (value: unknown) => capText(typeof value === 'string' ? JSON.stringify(value) : String(value), 60)

/** What is wrong with a map location, worded as describeIssue words a schema's problem; undefined when nothing. */
function locationProblem(item: unknown, where: string): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return `${where}: expected Object, got ${received(item)}`
  const { id: itemId, lat, lng, title, text, icon } = item as Record<string, unknown>
  if (typeof itemId !== 'string' || !ID.test(itemId)) return `${where}.id: expected an id of letters, digits, ., - and _, got ${received(itemId)}`
  if (!isCoordinate(lat, LATITUDE_MAX)) return `${where}.lat: expected a latitude from -${LATITUDE_MAX} to ${LATITUDE_MAX}, got ${received(lat)}`
  if (!isCoordinate(lng, 180)) return `${where}.lng: expected a longitude from -180 to 180, got ${received(lng)}`
  if (typeof title !== 'string') return `${where}.title: expected string, got ${received(title)}`
  if (typeof text !== 'string') return `${where}.text: expected string, got ${received(text)}`
  if (!MAP_TYPES.has(icon)) return `${where}.icon: expected ${MAP_DEALER_TYPES.map((type) => `"${type}"`).join(' | ')}, got ${received(icon)}`
  return undefined
}

/**
 * The map's locations, each read on its own as checkList reads a list (a malformed one dropped with a warning and a
 * report, at most LOCATIONS_MAX), by a hand loop over its six fields rather than a valibot schema per entry. The answer
 * holds about 9 600 of them; a valibot object schema per entry took 50–150 ms on its first run on a 2-core build machine
 * (10–40 ms warm), this loop 8–30 ms (1–3 ms warm). The first run is the one a visitor waits for, on a phone slower still.
 */
function readLocations(items: unknown[]): DealerLocation[] {
  const kept: DealerLocation[] = []
  const count = Math.min(items.length, LOCATIONS_MAX)
  for (let index = 0; index < count; index++) {
    const item = items[index]
    const problem = locationProblem(item, `data.locations.${index}`)
    if (problem !== undefined) {
      reportDropped(`Dropped data.locations.${index}: ${problem}`)
      continue
    }
    const entry = item as DealerLocation
    kept.push({ id: entry.id, lat: entry.lat, lng: entry.lng, title: capText(entry.title, NAME_MAX), text: capText(entry.text, ADDRESS_LINE_MAX), icon: entry.icon })
  }
  return kept
}

export const dealerLocationsCheck = schemaCheck(v.object({ locations: v.pipe(v.array(v.unknown()), v.transform(readLocations)) }))
