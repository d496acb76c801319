/**
 * The dealer finder's mock data as its calls answer it (the dealers contract; handlers/dealers.ts): the map's
 * locations, the online dealers, one dealer's detail with its opening hours in a language, and the geocoding of a
 * postal code or town in CH, DE, AT, FR and IT. Read-only: nothing of it changes with a session.
 */
import type { Dealer, DealerLocation, OnlineDealer, Place } from '@/api/dealers'
import type { Language } from '@/test/cms/texts'
import { allDealers, openingHoursOf, type DealerRecord } from './dealers'
import { GEOCODE_TOWNS, type GeocodeCountry, type Town } from './towns'

export { allDealers, dealerById, LOCATED_PER_COUNTRY, ONLINE_PER_COUNTRY, type DealerRecord, type DealerType } from './dealers'
export { ALL_TOWNS, GEOCODE_COUNTRIES, GEOCODE_TOWNS, type GeocodeCountry, type Town } from './towns'

/** The most places a geocoding answers (the contract). */
export const PLACES_MAX = 10

let locations: DealerLocation[] | undefined
/**
 * Every dealer with a position as a map location (spec 1 §3 "Map location: id, lat, lng, title, text, icon"): exactly
 * the contract's fields, as the answer holds about 9 600 of them (built once).
 */
export const dealerLocations = (): readonly DealerLocation[] =>
  (locations ??= allDealers().flatMap((dealer) =>
    dealer.lat !== undefined && dealer.lng !== undefined && dealer.type !== 'ZBM018'
      ? [{ id: dealer.id, lat: dealer.lat, lng: dealer.lng, title: dealer.name, text: dealer.addressLine ?? '', icon: dealer.type }]
      : [],
  ))

let online: OnlineDealer[] | undefined
/** Every online dealer (ZBM018) with its website and the countries it ships to (built once). */
export const onlineDealerEntries = (): readonly OnlineDealer[] =>
  (online ??= allDealers().flatMap((dealer) =>
    dealer.type === 'ZBM018' ? [{ id: dealer.id, name: dealer.name, website: dealer.website ?? '', countries: [...(dealer.countries ?? [dealer.country])] }] : [],
  ))

/** The fields that have a value. */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }

/** A dealer's detail as the answer holds it: what the dealer lacks is left out, not sent as null. */
export type DealerAnswer = Omit<Dealer, 'phone' | 'email' | 'website'> & { phone?: string; email?: string; website?: string }

/** A dealer's detail, its opening hours in `language`. */
export function dealerDetail(dealer: DealerRecord, language: Language): DealerAnswer {
  const { id, type, name, street, postalCode, city, country, lat, lng, phone, email, website } = dealer
  return {
    id,
    type,
    name,
    ...present({ street, postalCode, city }),
    country,
    ...present({ lat, lng, phone, email, website }),
    openingHours: openingHoursOf(dealer.schedule, language),
  }
}

/**
 * A name as a search compares it: lower case, accents dropped, dots, dashes, slashes and apostrophes as spaces. With
 * `umlauts`, ä, ö and ü are written out first (ae, oe, ue), so `Zuerich` finds Zürich as `zurich` does.
 */
const foldName = (text: string, umlauts = false): string =>
  (umlauts ? text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue') : text.toLowerCase())
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s.\-/'’()]+/g, ' ')
    .trim()

type Indexed = { town: Town; order: number; names: readonly string[]; code: string }
let index: Indexed[] | undefined
const geocodeIndex = () =>
  (index ??= GEOCODE_TOWNS.map((town, order) => ({
    town,
    order,
    names: [...new Set([town.name, ...town.aliases].flatMap((name) => [foldName(name), foldName(name, true)]))],
    code: town.postalCode.replace(/\s/g, ''),
  })))

/** How well a town's names match a folded query: 0 the whole name, 1 its start, 2 the start of a later word; else none. */
function nameRank(names: readonly string[], query: string): number | undefined {
  if (names.includes(query)) return 0
  if (names.some((name) => name.startsWith(query))) return 1
  if (names.some((name) => name.includes(` ${query}`))) return 2
  return undefined
}

const POSTAL_QUERY = /^(\d+)\s*(.*)$/

/**
 * The places of a query, best first, at most PLACES_MAX (the contract): a leading number is a postal code's start
 * (`80` finds 8001 Zürich, then 80331 München …; a name after it narrows, `80 mün`), anything else a town's name or
 * another name of it, case and accents folded (`zurich`, `Zürich`, `Genf`); `country` narrows. Among equals, Swiss
 * places come first (the demo's home), then by postal code or size.
 */
export function geocode(query: string, country?: GeocodeCountry): Place[] {
  const postal = POSTAL_QUERY.exec(query.trim())
  const prefix = postal ? postal[1]! : ''
  const words = foldName(postal ? postal[2]! : query)
  // Only dots, dashes and the like: nothing asked for.
  if (prefix === '' && words === '') return []
  const found: { entry: Indexed; rank: number }[] = []
  for (const entry of geocodeIndex()) {
    if (country !== undefined && entry.town.country !== country) continue
    if (!entry.code.startsWith(prefix)) continue
    const rank = words === '' ? (entry.code === prefix ? 0 : 1) : nameRank(entry.names, words)
    if (rank !== undefined) found.push({ entry, rank })
  }
  const countryOrder = (entry: Indexed) => ['CH', 'DE', 'AT', 'FR', 'IT'].indexOf(entry.town.country)
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      countryOrder(a.entry) - countryOrder(b.entry) ||
      (words === '' ? a.entry.code.localeCompare(b.entry.code) : b.entry.town.population - a.entry.town.population) ||
      a.entry.order - b.entry.order,
  )
  return found.slice(0, PLACES_MAX).map(({ entry: { town } }) => ({ name: town.name, postalCode: town.postalCode, country: town.country, lat: town.lat, lng: town.lng }))
}
