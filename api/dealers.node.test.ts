import { pendingReports, resetReporting } from '@/src/reporting/report'
import { DEALER_TYPES, dealerCheck, dealerLocationsCheck, MAP_DEALER_TYPES, onlineDealersCheck, placesCheck } from './dealers'

const location = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  lat: 47.3769,
  lng: 8.5417,
  title: 'Garage Meier AG',
  text: 'Bahnhofstrasse 12, 8001 Zürich',
  icon: 'ZBM004',
  ...overrides,
})

const dealer = (overrides: Record<string, unknown> = {}) => ({
  id: 'ch-0001',
  type: 'ZBM004',
  name: 'Garage Meier AG',
  street: 'Bahnhofstrasse 12',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
  lat: 47.3769,
  lng: 8.5417,
  phone: '+41 44 123 45 67',
  email: 'info@garage-meier.example',
  website: 'https://www.garage-meier.example',
  openingHours: [
    { days: 'Mo–Fr', hours: '07:30–12:00, 13:30–18:00' },
    { days: 'Sa', hours: '08:00–12:00' },
  ],
  ...overrides,
})

const parsed = <T,>(result: { ok: true; value: T } | { ok: false; problems: string[] }): T => {
  if (!result.ok) throw new Error(result.problems.join('; '))
  return result.value
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetReporting()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('the dealer finder’s types', () => {
  it('names the four types in the finder’s order, the three on the map', () => {
    expect(DEALER_TYPES).toEqual(['ZBM004', 'ZBM005', 'ZBM019', 'ZBM018'])
    expect(MAP_DEALER_TYPES).toEqual(['ZBM004', 'ZBM005', 'ZBM019'])
  })
})

describe('the dealer finder’s answers', () => {
  it('reads good answers whole', () => {
    expect(parsed(dealerLocationsCheck.parse({ locations: [location('ch-0001'), location('ch-0002', { icon: 'ZBM019', lat: -12.5, lng: -77 })] })).locations).toEqual([
      location('ch-0001'),
      location('ch-0002', { icon: 'ZBM019', lat: -12.5, lng: -77 }),
    ])
    const online = { id: 'web-0001', name: 'Ölshop24 AG', website: 'https://www.oelshop24.example', countries: ['CH', 'LI'] }
    expect(parsed(onlineDealersCheck.parse({ dealers: [online] })).dealers).toEqual([online])
    expect(parsed(dealerCheck.parse({ dealer: dealer() })).dealer).toEqual(dealer())
    const place = { name: 'Zürich', postalCode: '8001', country: 'CH', lat: 47.3769, lng: 8.5417 }
    expect(parsed(placesCheck.parse({ places: [place, { name: 'Wien', country: 'AT', lat: 48.2082, lng: 16.3738 }] })).places).toEqual([
      place,
      { name: 'Wien', postalCode: undefined, country: 'AT', lat: 48.2082, lng: 16.3738 },
    ])
    expect(warn).not.toHaveBeenCalled()
    expect(pendingReports()).toHaveLength(0)
  })

  it('reads an online dealer without street or position, and unknown opening hours as none', () => {
    const online = parsed(dealerCheck.parse({ dealer: { id: 'web-0001', type: 'ZBM018', name: 'Ölshop24 AG', country: 'CH', website: 'https://www.oelshop24.example', openingHours: [] } })).dealer
    expect(online).toMatchObject({ id: 'web-0001', type: 'ZBM018', openingHours: [] })
    expect([online.street, online.lat, online.lng]).toEqual([undefined, undefined, undefined])
    expect(parsed(dealerCheck.parse({ dealer: dealer({ openingHours: undefined }) })).dealer.openingHours).toEqual([])
    const withNulls = parsed(dealerCheck.parse({ dealer: dealer({ street: null, phone: null }) })).dealer
    expect([withNulls.street, withNulls.phone]).toEqual([undefined, undefined])
  })

  it('drops a malformed location with a warning naming it and a report, and keeps the others', () => {
    const { locations } = parsed(
      dealerLocationsCheck.parse({
        locations: [
          location('a'),
          location('b', { lat: 85 }),
          location('c', { icon: 'ZBM018' }),
          location('d e'),
          location('f', { title: undefined }),
          location('g', { lng: '8.5' }),
          location('h', { lat: Number.NaN }),
          'i',
          location('j'),
        ],
      }),
    )
    expect(locations.map((entry) => entry.id)).toEqual(['a', 'j'])
    expect(warn).toHaveBeenCalledTimes(7)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.locations.1'))
    expect(pendingReports()).toHaveLength(7)
    // Without its list it is no answer.
    expect(dealerLocationsCheck.parse({}).ok).toBe(false)
  })

  it('caps the lists and cuts long texts for display', () => {
    const places = Array.from({ length: 14 }, (_, index) => ({ name: `Ort ${index}`, country: 'CH', lat: 47, lng: 8 }))
    expect(parsed(placesCheck.parse({ places })).places).toHaveLength(10)
    const [long] = parsed(dealerLocationsCheck.parse({ locations: [location('a', { title: 'G'.repeat(300), text: 'S'.repeat(500) })] })).locations
    expect(long!.title).toHaveLength(120)
    expect(long!.title.endsWith('…')).toBe(true)
    expect(long!.text).toHaveLength(200)
    const detail = parsed(
      dealerCheck.parse({
        dealer: dealer({ name: 'N'.repeat(200), street: 'S'.repeat(200), city: 'C'.repeat(200), openingHours: Array.from({ length: 20 }, () => ({ days: 'D'.repeat(60), hours: 'H'.repeat(150) })) }),
      }),
    ).dealer
    expect([detail.name.length, detail.street?.length, detail.city?.length]).toEqual([120, 120, 80])
    expect(detail.openingHours).toHaveLength(14)
    expect([detail.openingHours[0]!.days.length, detail.openingHours[0]!.hours.length]).toEqual([40, 100])
    const countries = Array.from({ length: 26 }, (_, index) => `A${String.fromCharCode(65 + index)}`)
    const online = { id: 'web-1', name: 'Shop', website: 'https://shop.example', countries: [...countries, ...countries, 'CH', 'CH'] }
    expect(parsed(onlineDealersCheck.parse({ dealers: [online] })).dealers[0]!.countries).toEqual([...countries, 'CH'])
    const everywhere = Array.from({ length: 26 * 3 }, (_, index) => `${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`)
    expect(parsed(onlineDealersCheck.parse({ dealers: [{ ...online, countries: everywhere }] })).dealers[0]!.countries).toHaveLength(60)
  })

  it('keeps a dealer whose website is not https, without the website, and drops a phone number or e-mail address that is none', () => {
    for (const site of ['http://www.garage-meier.example', 'javascript:alert(1)', '//evil.example', 'https://', 'ftp://garage.example', 'https://garage.example/\u0000']) {
      resetReporting()
      warn.mockClear()
      const checked = parsed(dealerCheck.parse({ dealer: dealer({ website: site }) })).dealer
      expect(checked.website, site).toBeUndefined()
      expect(checked.name).toBe('Garage Meier AG')
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('the website of dealer ch-0001'))
      expect(pendingReports()).toHaveLength(1)
    }
    const contacts = parsed(dealerCheck.parse({ dealer: dealer({ phone: 'call us', email: 'info at garage' }) })).dealer
    expect(contacts).toMatchObject({ phone: undefined, email: undefined, website: 'https://www.garage-meier.example' })
    expect(parsed(dealerCheck.parse({ dealer: dealer({ phone: `+41 ${'4'.repeat(40)}` }) })).dealer.phone).toBeUndefined()
  })

  it('drops an online dealer without an https shop, as the shop is what it offers', () => {
    const dealers = parsed(
      onlineDealersCheck.parse({
        dealers: [
          { id: 'web-1', name: 'Ölshop', website: 'http://oelshop.example', countries: ['CH'] },
          { id: 'web-2', name: 'Ölprofi', website: 'https://oelprofi.example', countries: ['CH', 'ch'] },
          { id: 'web-3', name: 'Öldirekt', website: 'https://oeldirekt.example', countries: ['CH'] },
        ],
      }),
    ).dealers
    expect(dealers.map((entry) => entry.id)).toEqual(['web-3'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.dealers.0'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.dealers.1'))
  })

  it('refuses a dealer that is no answer: an unknown type, a position half given, no country', () => {
    expect(dealerCheck.parse({ dealer: dealer({ type: 'ZBM099' }) }).ok).toBe(false)
    expect(dealerCheck.parse({ dealer: dealer({ lng: undefined }) })).toMatchObject({ ok: false, problems: [expect.stringContaining('lat and lng come together')] })
    expect(dealerCheck.parse({ dealer: dealer({ country: 'Schweiz' }) }).ok).toBe(false)
    expect(dealerCheck.parse({ dealer: dealer({ lat: 81 }) }).ok).toBe(false)
  })

  it('checks the mock backend’s 9 600 locations quickly', async () => {
    const answer = async () => ((await (await fetch('http://localhost/api/dealer-finder/locations')).json()) as { data: unknown }).data
    const first = await answer()
    const started = performance.now()
    const checked = parsed(dealerLocationsCheck.parse(first))
    const cold = performance.now() - started
    const second = await answer()
    const again = performance.now()
    dealerLocationsCheck.parse(second)
    const warm = performance.now() - again
    console.log(`dealerLocationsCheck on ${checked.locations.length} locations: ${cold.toFixed(1)} ms (first), ${warm.toFixed(1)} ms (second)`)
    expect(checked.locations).toHaveLength(9600)
    expect(warn).not.toHaveBeenCalled()
  })
})
