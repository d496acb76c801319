import { dealerCheck, dealerLocationsCheck, onlineDealersCheck, placesCheck } from '@/api/dealers'
import { allDealers, ALL_TOWNS, GEOCODE_TOWNS, LOCATED_PER_COUNTRY, ONLINE_PER_COUNTRY } from '../db/dealers/index'

type Answer<T> = { status: number; data: T; messages?: { message: string; source?: { field?: string } }[] }
const get = async <T,>(path: string, locale?: string): Promise<Answer<T>> => {
  const response = await fetch(`http://localhost${path}`, { headers: locale === undefined ? {} : { 'X-Locale': locale } })
  const body = (await response.json()) as { data: T; messages?: Answer<T>['messages'] }
  return { status: response.status, data: body.data, ...(body.messages ? { messages: body.messages } : {}) }
}
const data = async <T,>(path: string, locale?: string): Promise<T> => {
  const answer = await get<T>(path, locale)
  expect(answer.status).toBe(200)
  return answer.data
}

type Location = { id: string; lat: number; lng: number; title: string; text: string; icon: string }
type OnlineDealer = { id: string; name: string; website: string; countries: string[] }
type Hours = { days: string; hours: string }
type Dealer = Record<string, unknown> & { id: string; type: string; openingHours: Hours[] }
type Place = { name: string; postalCode?: string; country: string; lat: number; lng: number }

const locations = () => data<{ locations: Location[] }>('/api/dealer-finder/locations').then((answer) => answer.locations)
const places = (query: string) => data<{ places: Place[] }>(`/api/dealer-finder/geocode?${query}`).then((answer) => answer.places.map((place) => `${place.postalCode} ${place.name}`))

/** The distance in km between two points (equirectangular: good enough over a few km). */
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const x = (b.lng - a.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  return Math.hypot(x, b.lat - a.lat) * 111.32
}
const ZURICH = { lat: 47.3769, lng: 8.5417 }

describe('the dealer finder’s data', () => {
  it('has 10 000 dealers: 9 600 with a position (most dealers, about 15 % service points, 5 % distributors) and 400 online', () => {
    const dealers = allDealers()
    expect(dealers).toHaveLength(10_000)
    expect(new Set(dealers.map((dealer) => dealer.id)).size).toBe(10_000)
    expect(dealers.every((dealer) => /^[\w.-]{1,80}$/.test(dealer.id))).toBe(true)
    const located = dealers.filter((dealer) => dealer.type !== 'ZBM018')
    expect(located).toHaveLength(9_600)
    expect(located.every((dealer) => dealer.lat !== undefined && dealer.lng !== undefined)).toBe(true)
    expect(dealers.filter((dealer) => dealer.type === 'ZBM018').every((dealer) => dealer.lat === undefined && dealer.lng === undefined)).toBe(true)
    const share = (type: string) => located.filter((dealer) => dealer.type === type).length / located.length
    expect(share('ZBM019')).toBeGreaterThan(0.13)
    expect(share('ZBM019')).toBeLessThan(0.17)
    expect(share('ZBM005')).toBeGreaterThan(0.04)
    expect(share('ZBM005')).toBeLessThan(0.06)
    expect(share('ZBM004')).toBeGreaterThan(0.77)
  })

  it('spreads them as the contract says: CH 1 200, DE 3 000, FR 1 800, IT 1 500, AT 700, 1 800 over the rest of Europe', () => {
    const perCountry = new Map<string, number>()
    for (const dealer of allDealers()) perCountry.set(dealer.country, (perCountry.get(dealer.country) ?? 0) + 1)
    expect(Object.fromEntries(['CH', 'DE', 'FR', 'IT', 'AT'].map((country) => [country, perCountry.get(country)]))).toEqual({ CH: 1200, DE: 3000, FR: 1800, IT: 1500, AT: 700 })
    const rest = [...perCountry].filter(([country]) => !['CH', 'DE', 'FR', 'IT', 'AT'].includes(country))
    expect(rest.reduce((sum, [, count]) => sum + count, 0)).toBe(1800)
    expect(rest.length).toBeGreaterThanOrEqual(15)
    expect(Object.values(LOCATED_PER_COUNTRY).reduce((sum, count) => sum + count, 0)).toBe(9600)
    expect(Object.values(ONLINE_PER_COUNTRY).reduce((sum, count) => sum + count, 0)).toBe(400)
  })

  it('places every dealer within 9 km of its real town, never on the side where a lake or the sea lies', () => {
    const towns = new Map(ALL_TOWNS.map((town) => [`${town.country} ${town.postalCode} ${town.name}`, town]))
    const toward = { N: [0, 1], NE: [1, 1], E: [1, 0], SE: [1, -1], S: [0, -1], SW: [-1, -1], W: [-1, 0], NW: [-1, 1] } as const
    for (const dealer of allDealers()) {
      if (dealer.lat === undefined || dealer.lng === undefined) continue
      const town = towns.get(`${dealer.country} ${dealer.postalCode} ${dealer.city}`)
      expect(town, dealer.id).toBeDefined()
      expect(km(town!, { lat: dealer.lat, lng: dealer.lng }), dealer.id).toBeLessThanOrEqual(9)
      if (town!.water) {
        const [east, north] = toward[town!.water]
        const offsetEast = (dealer.lng - town!.lng) * Math.cos((town!.lat * Math.PI) / 180)
        expect(offsetEast * east + (dealer.lat - town!.lat) * north, dealer.id).toBeLessThan(0)
      }
    }
  })

  it('gives Switzerland a realistic density for the default view: every town has dealers, Zürich the most', () => {
    const swiss = allDealers().filter((dealer) => dealer.country === 'CH' && dealer.lat !== undefined)
    const swissTowns = ALL_TOWNS.filter((town) => town.country === 'CH')
    for (const town of swissTowns) expect(swiss.some((dealer) => dealer.postalCode === town.postalCode), town.name).toBe(true)
    const nearZurich = swiss.filter((dealer) => km(ZURICH, { lat: dealer.lat!, lng: dealer.lng! }) < 15).length
    expect(nearZurich).toBeGreaterThan(100)
    expect(nearZurich).toBeLessThan(300)
  })

  it('names dealers by their language region and writes their address and phone number as the country does', () => {
    const byId = new Map(allDealers().map((dealer) => [dealer.id, dealer]))
    // The same on every run (seeded by id).
    expect(byId.get('ch-0003')).toMatchObject({ name: 'Garage Weber GmbH', street: 'Gewerbestrasse 1', postalCode: '8001', city: 'Zürich', addressLine: 'Gewerbestrasse 1, 8001 Zürich' })
    const german = allDealers().filter((dealer) => dealer.country === 'DE' && dealer.street)
    expect(german.every((dealer) => !/strasse/.test(dealer.street!))).toBe(true)
    const french = allDealers().filter((dealer) => dealer.country === 'FR' && dealer.addressLine)
    expect(french.every((dealer) => /^\d+a? \S/.test(dealer.addressLine!))).toBe(true)
    const ticino = allDealers().filter((dealer) => dealer.city === 'Lugano' && dealer.street)
    expect(ticino.every((dealer) => dealer.street!.startsWith('Via '))).toBe(true)
    const phones = allDealers().flatMap((dealer) => (dealer.phone ? [[dealer.country, dealer.phone] as const] : []))
    expect(phones.filter(([country]) => country === 'CH').every(([, phone]) => /^\+41 \d{2} \d{3} \d{2} \d{2}$/.test(phone))).toBe(true)
    expect(phones.filter(([country]) => country === 'FR').every(([, phone]) => /^\+33 \d( \d{2}){4}$/.test(phone))).toBe(true)
    expect(phones.filter(([country]) => country === 'IT').every(([, phone]) => /^\+39 0\d+ [\d ]+$/.test(phone))).toBe(true)
    // Websites and mail of the reserved .example domain: no real business is linked.
    expect(allDealers().every((dealer) => (dealer.website ?? 'https://www.x.example').match(/^https:\/\/www\.[a-z0-9-]+\.example$/))).toBe(true)
  })

  it('knows enough real towns to geocode: 60 Swiss and German, 30 Austrian, 40 French and Italian, with their postal codes', () => {
    const count = (country: string) => GEOCODE_TOWNS.filter((town) => town.country === country).length
    expect(count('CH')).toBeGreaterThanOrEqual(60)
    expect(count('DE')).toBeGreaterThanOrEqual(60)
    expect(count('AT')).toBeGreaterThanOrEqual(30)
    expect(count('FR')).toBeGreaterThanOrEqual(40)
    expect(count('IT')).toBeGreaterThanOrEqual(40)
    const codes = { CH: /^\d{4}$/, AT: /^\d{4}$/, DE: /^\d{5}$/, FR: /^\d{5}$/, IT: /^\d{5}$/ } as Record<string, RegExp>
    for (const town of GEOCODE_TOWNS) expect(town.postalCode, town.name).toMatch(codes[town.country]!)
    // Within each country's bounds, roughly.
    const bounds: Record<string, [number, number, number, number]> = { CH: [45.8, 47.85, 5.9, 10.5], DE: [47.2, 55.1, 5.8, 15.1], AT: [46.3, 49.1, 9.5, 17.2], FR: [41.3, 51.1, -5.2, 9.6], IT: [36.6, 47.1, 6.6, 18.6] }
    for (const town of GEOCODE_TOWNS) {
      const [south, north, west, east] = bounds[town.country]!
      expect(town.lat, town.name).toBeGreaterThan(south)
      expect(town.lat, town.name).toBeLessThan(north)
      expect(town.lng, town.name).toBeGreaterThan(west)
      expect(town.lng, town.name).toBeLessThan(east)
    }
  })
})

describe('GET /api/dealer-finder/locations', () => {
  it('answers every dealer with a position, each with exactly the contract’s fields, the same on every call', async () => {
    const answer = await locations()
    expect(answer).toHaveLength(9600)
    expect(answer.every((entry) => Object.keys(entry).join() === 'id,lat,lng,title,text,icon')).toBe(true)
    expect(new Set(answer.map((entry) => entry.icon))).toEqual(new Set(['ZBM004', 'ZBM005', 'ZBM019']))
    expect(answer.every((entry) => Math.abs(entry.lat) <= 80 && Math.abs(entry.lng) <= 180)).toBe(true)
    expect(answer.find((entry) => entry.id === 'ch-0003')).toEqual({ id: 'ch-0003', lat: expect.any(Number), lng: expect.any(Number), title: 'Garage Weber GmbH', text: 'Gewerbestrasse 1, 8001 Zürich', icon: 'ZBM004' })
    expect(await locations()).toEqual(answer)
  })

  it('passes the client’s check whole, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answer = await data<unknown>('/api/dealer-finder/locations')
    const checked = dealerLocationsCheck.parse(answer)
    expect(checked.ok && checked.value.locations).toHaveLength(9600)
    const online = onlineDealersCheck.parse(await data<unknown>('/api/dealer-finder/online-dealers'))
    expect(online.ok && online.value.dealers).toHaveLength(400)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('GET /api/dealer-finder/online-dealers', () => {
  it('answers the 400 online dealers with an https website and the countries they ship to, their own first', async () => {
    const { dealers } = await data<{ dealers: OnlineDealer[] }>('/api/dealer-finder/online-dealers')
    expect(dealers).toHaveLength(400)
    expect(dealers.every((dealer) => Object.keys(dealer).join() === 'id,name,website,countries')).toBe(true)
    expect(dealers.every((dealer) => dealer.website.startsWith('https://'))).toBe(true)
    expect(dealers.every((dealer) => dealer.countries.length > 0 && dealer.countries.every((code) => /^[A-Z]{2}$/.test(code)))).toBe(true)
    expect(new Set(dealers.map((dealer) => dealer.name)).size).toBe(400)
    const seats = new Map(allDealers().map((dealer) => [dealer.id, dealer.country]))
    expect(dealers.every((dealer) => dealer.countries[0] === seats.get(dealer.id))).toBe(true)
  })
})

describe('GET /api/dealer-finder/dealer/{id}', () => {
  it('answers a dealer with its address, position, contacts and opening hours', async () => {
    const { dealer } = await data<{ dealer: Dealer }>('/api/dealer-finder/dealer/ch-0003')
    expect(dealer).toMatchObject({ id: 'ch-0003', type: 'ZBM004', name: 'Garage Weber GmbH', street: 'Gewerbestrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' })
    expect(Object.keys(dealer).every((key) => ['id', 'type', 'name', 'street', 'postalCode', 'city', 'country', 'lat', 'lng', 'phone', 'email', 'website', 'openingHours'].includes(key))).toBe(true)
    expect(dealerCheck.parse({ dealer })).toMatchObject({ ok: true, value: { dealer: { id: 'ch-0003' } } })
  })

  it('answers an online dealer without a position', async () => {
    const { dealer } = await data<{ dealer: Dealer }>('/api/dealer-finder/dealer/web-0001')
    expect(dealer).toMatchObject({ id: 'web-0001', type: 'ZBM018', country: 'CH', website: expect.stringMatching(/^https:\/\//) })
    expect(dealer).not.toHaveProperty('lat')
    expect(dealer).not.toHaveProperty('lng')
  })

  it('writes the opening hours in the session’s language, German without one', async () => {
    const withSaturday = allDealers().find((dealer) => dealer.schedule.some(([from]) => from === 5) && dealer.schedule[0]![0] === 0)!
    const hours = async (locale?: string) => (await data<{ dealer: Dealer }>(`/api/dealer-finder/dealer/${withSaturday.id}`, locale)).dealer.openingHours
    expect((await hours()).map((row) => row.days)).toEqual(['Mo–Fr', 'Sa'])
    expect((await hours('de-CH')).map((row) => row.days)).toEqual(['Mo–Fr', 'Sa'])
    expect((await hours('fr-CH')).map((row) => row.days)).toEqual(['Lun–Ven', 'Sam'])
    expect((await hours('it-IT')).map((row) => row.days)).toEqual(['Lun–Ven', 'Sab'])
    expect((await hours('en')).map((row) => row.days)).toEqual(['Mon–Fri', 'Sat'])
    expect((await hours('fr')).map((row) => row.hours)).toEqual((await hours('de')).map((row) => row.hours))
    const roundTheClock = allDealers().find((dealer) => dealer.schedule.some(([, , text]) => text === '00:00–24:00'))!
    const open = async (locale: string) => (await data<{ dealer: Dealer }>(`/api/dealer-finder/dealer/${roundTheClock.id}`, locale)).dealer.openingHours[0]
    expect(await open('de')).toEqual({ days: 'Mo–So', hours: 'durchgehend geöffnet' })
    expect(await open('en')).toEqual({ days: 'Mon–Sun', hours: 'open 24 hours' })
  })

  it('answers [] for opening hours it does not know', async () => {
    const unknown = allDealers().find((dealer) => dealer.schedule.length === 0)!
    expect((await data<{ dealer: Dealer }>(`/api/dealer-finder/dealer/${unknown.id}`)).dealer.openingHours).toEqual([])
  })

  it('answers 404 for an unknown dealer and 400 for an id that is none, in German', async () => {
    const unknown = await get('/api/dealer-finder/dealer/ch-9999')
    expect(unknown.status).toBe(404)
    expect(unknown.messages).toEqual([{ type: 'error', message: 'Den Händler «ch-9999» gibt es nicht.', source: { field: 'id' } }])
    const bad = await get('/api/dealer-finder/dealer/ch%200001')
    expect(bad.status).toBe(400)
    expect(bad.messages?.[0]?.message).toBe('Das Feld «id» muss eine Kennung aus Buchstaben, Ziffern, «.», «-» und «_» sein (höchstens 80 Zeichen).')
  })
})

describe('GET /api/dealer-finder/geocode', () => {
  it('finds places by the start of their postal code, Swiss first, each with the contract’s fields', async () => {
    const found = await places('query=80')
    expect(found.slice(0, 4)).toEqual(['8001 Zürich', '8048 Zürich', '8050 Zürich', '80331 München'])
    expect(found.every((place) => place.startsWith('80'))).toBe(true)
    const { places: full } = await data<{ places: Place[] }>('/api/dealer-finder/geocode?query=8001')
    expect(full).toEqual([{ name: 'Zürich', postalCode: '8001', country: 'CH', lat: 47.3769, lng: 8.5417 }])
    expect(placesCheck.parse({ places: full })).toEqual({ ok: true, value: { places: full } })
    // A name after the number narrows.
    expect(await places('query=80%20m%C3%BCn')).toEqual(['80331 München'])
  })

  it('finds a town by its name or another name of it, case and accents folded, the whole name first', async () => {
    for (const query of ['zurich', 'Zürich', 'ZÜRICH', 'zuerich', 'Zurigo']) expect((await places(`query=${encodeURIComponent(query)}`))[0], query).toBe('8001 Zürich')
    expect(await places('query=geneve')).toEqual(['1201 Genève'])
    expect(await places('query=Genf')).toEqual(['1201 Genève'])
    expect(await places('query=st%20gallen')).toEqual(['9000 St. Gallen'])
    expect((await places('query=saint-etienne'))[0]).toBe('42000 Saint-Étienne')
    expect((await places('query=wien'))[0]).toBe('1010 Wien')
    expect((await places('query=frankfurt')).slice(0, 2)).toEqual(['60311 Frankfurt am Main', '15230 Frankfurt (Oder)'])
    expect(await places('query=xyzzy')).toEqual([])
  })

  it('narrows to a country', async () => {
    expect(await places('query=baden')).toEqual(['5400 Baden', '2500 Baden'])
    const { places: austrian } = await data<{ places: Place[] }>('/api/dealer-finder/geocode?query=baden&country=AT')
    expect(austrian.map((place) => [place.postalCode, place.country])).toEqual([['2500', 'AT']])
    const italian = await data<{ places: Place[] }>('/api/dealer-finder/geocode?query=80&country=IT')
    expect(italian.places.every((place) => place.country === 'IT')).toBe(true)
  })

  it('answers at most 10 places', async () => {
    expect(GEOCODE_TOWNS.filter((town) => town.name.startsWith('La')).length).toBeGreaterThan(10)
    expect(await places('query=la')).toHaveLength(10)
  })

  it('answers 400 with a German message for a query that is too short, too long or missing, or an unknown country', async () => {
    const messages = async (query: string) => {
      const answer = await get(`/api/dealer-finder/geocode?${query}`)
      expect(answer.status).toBe(400)
      return answer.messages?.map((message) => message.message)
    }
    expect(await messages('query=8')).toEqual(['Das Feld «query» muss mindestens 2 Zeichen lang sein.'])
    expect(await messages(`query=${'a'.repeat(101)}`)).toEqual(['Das Feld «query» darf höchstens 100 Zeichen lang sein.'])
    expect(await messages('country=CH')).toEqual(['Das Feld «query» fehlt.'])
    expect(await messages('query=80&country=ES')).toEqual(['Das Feld «country» muss einer der Werte «CH», «DE», «AT», «FR», «IT» sein.'])
  })
})
