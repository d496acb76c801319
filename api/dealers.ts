/**
 * The dealer finder's calls (spec 1 §1, §2 dealer finder; §3 "Map location: id, lat, lng, title, text, icon" and the
 * dealer types ZBM004 dealer, ZBM005 distributor, ZBM018 online dealer, ZBM019 service point; §9 the map's latitudes
 * -80 to 80) and the shapes of their answers, checked at the edge. The spec names no calls: the dealers contract fixes
 * four GETs, the map's locations, the online dealers, one dealer's detail and the geocoding of a postal code or town.
 * Lists are read entry by entry: a malformed entry is dropped with a warning and a report, the others still show; a
 * phone number, e-mail address or website that is not one is dropped the same way while its dealer stays. Texts are
 * plain text; countries come as ISO codes, named by the client in the page's language.
 */
import * as v from 'valibot'
import { checkedList } from '@/src/lib/checked-list'
import { answerId as id, countryCode as country } from '@/src/lib/answer-parts'
import { httpsWebsite, phoneNumber } from '@/src/lib/contact-schemas'
import { emailAddress } from '@/src/lib/email-schema'
import { checkList, checkOptional, schemaCheck } from '@/src/lib/schema-check'
import { maybe, shownText } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { DEALER_TYPES, LATITUDE_MAX } from './dealer-locations'

export { DEALER_TYPES, dealerLocationsCheck, LATITUDE_MAX, MAP_DEALER_TYPES, type DealerLocation, type DealerType, type MapDealerType } from './dealer-locations'

/** The countries geocoding knows (the contract: `country` narrows to one of them). */
export const GEOCODE_COUNTRIES = ['CH', 'DE', 'AT', 'FR', 'IT'] as const
export type GeocodeCountry = (typeof GEOCODE_COUNTRIES)[number]
/** The contract: a geocoding query is a postal code or a town of 2 to 100 characters. */
export const GEOCODE_QUERY_MIN_LENGTH = 2
export const GEOCODE_QUERY_MAX_LENGTH = 100

// List caps: the maker has about 10 000 dealers (the contract: about 9 600 on the map, 400 online); room to grow, but
// not without end. Geocoding answers at most 10 places; a week has seven days.
const ONLINE_DEALERS_MAX = 2_000
const PLACES_MAX = 10
const OPENING_HOURS_MAX = 14
const COUNTRIES_MAX = 60

// Display caps: a business name with its legal form, an address on one line, a street with its number, a town; a
// longer one is cut with an ellipsis.
const NAME_MAX = 120
const STREET_MAX = 120
const POSTAL_CODE_MAX = 20
const CITY_MAX = 80
const DAYS_MAX = 40
const HOURS_MAX = 100

/** An id of the answers (the contract): letters, digits, . - and _; also all the detail's address may name. */
const latitude = v.pipe(v.number(), v.finite(), v.minValue(-LATITUDE_MAX), v.maxValue(LATITUDE_MAX))
const longitude = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180))

/** An online dealer (ZBM018): its shop, which it must have, and the countries it ships to. */
const onlineDealerSchema = v.object({
  id,
  name: shownText(NAME_MAX),
  website: httpsWebsite,
  countries: v.pipe(
    v.array(v.unknown()),
    v.transform((codes) => [...new Set(codes)].slice(0, COUNTRIES_MAX)),
    v.array(country),
  ),
})
export type OnlineDealer = v.InferOutput<typeof onlineDealerSchema>

const openingHoursSchema = v.object({ days: shownText(DAYS_MAX), hours: shownText(HOURS_MAX) })

/** Latitude and longitude come together or not at all. */
const bothOrNeither = <T extends { lat?: number | undefined; lng?: number | undefined }>() =>
  v.check<T, string>(({ lat, lng }) => (lat === undefined) === (lng === undefined), 'lat and lng come together')

/** One dealer of any type: an online dealer may lack a street and has no position; opening hours as text, [] when unknown. */
const dealerSchema = v.pipe(
  v.object({
    id,
    type: v.picklist(DEALER_TYPES),
    name: shownText(NAME_MAX),
    street: maybe(shownText(STREET_MAX)),
    postalCode: maybe(shownText(POSTAL_CODE_MAX)),
    city: maybe(shownText(CITY_MAX)),
    country,
    lat: maybe(latitude),
    lng: maybe(longitude),
    phone: v.optional(v.unknown()),
    email: v.optional(v.unknown()),
    website: v.optional(v.unknown()),
    openingHours: v.optional(v.nullable(v.array(v.unknown())), []),
  }),
  bothOrNeither(),
  v.transform(({ phone, email, website: site, openingHours, ...dealer }) => ({
    ...dealer,
    phone: checkOptional(phone, phoneNumber, `the phone number of dealer ${dealer.id}`),
    email: checkOptional(email, emailAddress, `the e-mail address of dealer ${dealer.id}`),
    website: checkOptional(site, httpsWebsite, `the website of dealer ${dealer.id}`),
    openingHours: checkList(openingHours ?? [], openingHoursSchema, `the opening hours of dealer ${dealer.id}`, OPENING_HOURS_MAX),
  })),
)
export type Dealer = v.InferOutput<typeof dealerSchema>

/** A place geocoding found: a town, with its postal code where it has one, and where to centre the map. */
const placeSchema = v.object({ name: shownText(NAME_MAX), postalCode: maybe(shownText(POSTAL_CODE_MAX)), country, lat: latitude, lng: longitude })
export type Place = v.InferOutput<typeof placeSchema>

export const onlineDealersCheck = schemaCheck(v.object({ dealers: checkedList(onlineDealerSchema, 'data.dealers', ONLINE_DEALERS_MAX) }))
export const dealerCheck = schemaCheck(v.object({ dealer: dealerSchema }))
export const placesCheck = schemaCheck(v.object({ places: checkedList(placeSchema, 'data.places', PLACES_MAX) }))

/** The contract's GET /api/dealer-finder/locations: every dealer with a position, as map locations. */
export const getDealerLocations = (_: void, context: CallContext) => callData('get', 'dealerLocations', context)

/** The contract's GET /api/dealer-finder/online-dealers: every online dealer (ZBM018). */
export const getOnlineDealers = (_: void, context: CallContext) => callData('get', 'onlineDealers', context)

/** The contract's GET /api/dealer-finder/dealer/{id}: one dealer, its opening hours in the session's language. */
export const getDealer = ({ id: dealerId }: { id: string }, context: CallContext) => callData('get', 'dealerDetail', { path: { id: dealerId }, ...context })

/** The contract's GET /api/dealer-finder/geocode: the places of a postal code or town, best first; `country` narrows. */
export const geocodePlace = ({ query, country: only }: { query: string; country?: GeocodeCountry | undefined }, context: CallContext) =>
  callData('get', 'dealerGeocode', { params: { query, ...(only ? { country: only } : {}) }, ...context })
