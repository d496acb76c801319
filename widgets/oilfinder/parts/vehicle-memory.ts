/**
 * The oil finder's quick access (spec 1 §3 oil finder: quick access): the vehicles a visitor looked at lately and the
 * ones they saved, kept in this browser (localStorage), at most MEMORY_MAX of each, newest first. What is read back
 * was written by an earlier version of the site, by another tab or by hand: it is checked at the edge like an answer,
 * a malformed vehicle dropped with a warning, storage that is no list of ours ignored with a warning.
 *
 * Every island of the page shares one memory: saving in the recommendation shows at once in the quick access, and
 * another tab's change arrives through the `storage` event.
 */
import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { vehicleSchema, type Recommendation } from '@/api/oilfinder'
import { readStored, writeStored } from '@/src/lib/web-storage'

/** The vehicles kept of each kind; the oldest is forgotten first. */
export const MEMORY_MAX = 10

/** The localStorage keys (the `widgets.` prefix of the site's other entries). */
export const VIEWED_STORAGE_KEY = 'widgets.oilFinder.viewed'
export const SAVED_STORAGE_KEY = 'widgets.oilFinder.saved'

/** A vehicle as the recommendation names it: its category, make, model and type. Its id is its type's id. */
export type RememberedVehicle = Recommendation['vehicle']

type Kind = 'viewed' | 'saved'
const KEYS: Record<Kind, string> = { viewed: VIEWED_STORAGE_KEY, saved: SAVED_STORAGE_KEY }

/** What the quick access shows: both lists, newest first. */
export type VehicleMemory = { viewed: readonly RememberedVehicle[]; saved: readonly RememberedVehicle[] }

const EMPTY: VehicleMemory = { viewed: [], saved: [] }

/** One list read back and checked: entries that are no vehicle are dropped, storage that is no list is ignored. */
function parse(kind: Kind, text: string | null): RememberedVehicle[] {
  if (text === null) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    console.warn(`Ignored the oil finder's stored ${kind} vehicles: not JSON.`)
    return []
  }
  if (!Array.isArray(parsed)) {
    console.warn(`Ignored the oil finder's stored ${kind} vehicles: not a list.`)
    return []
  }
  const vehicles: RememberedVehicle[] = []
  for (const [index, entry] of parsed.slice(0, MEMORY_MAX).entries()) {
    const result = v.safeParse(vehicleSchema, entry)
    if (!result.success) console.warn(`Ignored the oil finder's stored ${kind} vehicle ${index}: ${result.issues[0].message}.`)
    // The same type twice (written by hand, or by two tabs at once) shows once.
    else if (!vehicles.some((known) => known.type.id === result.output.type.id)) vehicles.push(result.output)
  }
  return vehicles
}

// The memory as last read, with the texts it was read from: read (and checked, and warned about) again only when
// the stored text changed, by this page, another tab or anyone else, so every island sees the same lists.
let snapshot: { viewed: string | null; saved: string | null; memory: VehicleMemory } | null = null
const listeners = new Set<() => void>()

function current(): VehicleMemory {
  // Where storage is blocked, nothing is remembered.
  const viewed = readStored('local', VIEWED_STORAGE_KEY)
  const saved = readStored('local', SAVED_STORAGE_KEY)
  if (snapshot?.viewed !== viewed || snapshot.saved !== saved) {
    snapshot = { viewed, saved, memory: viewed === null && saved === null ? EMPTY : { viewed: parse('viewed', viewed), saved: parse('saved', saved) } }
  }
  return snapshot.memory
}

function changed() {
  for (const listener of listeners) listener()
}

function write(kind: Kind, vehicles: readonly RememberedVehicle[]) {
  // Storage full or blocked: the vehicle is not remembered beyond this page.
  writeStored('local', KEYS[kind], JSON.stringify(vehicles))
  changed()
}

/** `vehicle` first, an earlier entry of the same type removed, at most MEMORY_MAX. */
const withFirst = (vehicles: readonly RememberedVehicle[], vehicle: RememberedVehicle) =>
  [vehicle, ...vehicles.filter((known) => known.type.id !== vehicle.type.id)].slice(0, MEMORY_MAX)

/** The vehicle whose recommendation was shown: first of the recently viewed. */
export function rememberViewed(vehicle: RememberedVehicle): void {
  const checked = v.safeParse(vehicleSchema, vehicle)
  if (checked.success) write('viewed', withFirst(current().viewed, checked.output))
}

/** Saves the vehicle (the recommendation's «save this vehicle»): first of the saved ones. */
export function saveVehicle(vehicle: RememberedVehicle): void {
  const checked = v.safeParse(vehicleSchema, vehicle)
  if (checked.success) write('saved', withFirst(current().saved, checked.output))
}

/** Removes a saved vehicle by its type's id. */
export function removeSaved(typeId: string): void {
  write(
    'saved',
    current().saved.filter((vehicle) => vehicle.type.id !== typeId),
  )
}

/** Removes a recently viewed vehicle by its type's id. */
export function removeViewed(typeId: string): void {
  write(
    'viewed',
    current().viewed.filter((vehicle) => vehicle.type.id !== typeId),
  )
}

/** Whether the vehicle of this type is saved. */
export const isSaved = (typeId: string): boolean => current().saved.some((vehicle) => vehicle.type.id === typeId)

// Another tab saved or removed a vehicle.
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === VIEWED_STORAGE_KEY || event.key === SAVED_STORAGE_KEY) changed()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The recently viewed and saved vehicles, kept current across the page's islands and the browser's tabs. */
export function useVehicleMemory(): VehicleMemory {
  return useSyncExternalStore(subscribe, current, () => EMPTY)
}
