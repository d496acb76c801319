import { DEMO_TODAY } from './demo-day'
import { fairEntry, FAIRS, fairsOf, periodOf } from './fairs'
import { missingImageFiles } from './image-files'

describe('the fairs of the demo site', () => {
  it('has 15 fairs with unique ids, past and to come on the demo’s «today»', () => {
    expect(FAIRS).toHaveLength(15)
    expect(new Set(FAIRS.map((fair) => fair.id)).size).toBe(15)
    const past = FAIRS.filter((fair) => fair.dateTo < DEMO_TODAY)
    expect(past).toHaveLength(10)
    expect(FAIRS.filter((fair) => fair.dateFrom > DEMO_TODAY)).toHaveLength(5)
    expect(FAIRS.map(periodOf).filter((period) => period === 'past')).toHaveLength(past.length)
  })

  it('gives each its days, place, hall, stand and website', () => {
    for (const fair of FAIRS) {
      expect(fair.dateFrom <= fair.dateTo && !Number.isNaN(Date.parse(fair.dateFrom)) && !Number.isNaN(Date.parse(fair.dateTo))).toBe(true)
      // A trade fair lasts two to seven days.
      expect((Date.parse(fair.dateTo) - Date.parse(fair.dateFrom)) / 86_400_000).toBeLessThanOrEqual(6)
      expect(fair.title).toContain(fair.dateFrom.slice(0, 4))
      expect(fair.location.venue && fair.location.city && fair.text).toBeTruthy()
      expect(['CH', 'DE', 'AT']).toContain(fair.location.country)
      expect(fair.hall).toMatch(/^Halle \S+$/)
      expect(fair.booth).toMatch(/^Stand \S+$/)
      expect(fair.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/)
      expect(missingImageFiles(fairEntry(fair).image)).toEqual([])
    }
  })

  it('orders a list the next fair first, then the past ones, the latest first', () => {
    const upcoming = fairsOf('upcoming').map((fair) => fair.dateFrom)
    const past = fairsOf('past').map((fair) => fair.dateFrom)
    expect(upcoming).toEqual([...upcoming].sort())
    expect(past).toEqual([...past].sort().reverse())
    expect(fairsOf(undefined).map((fair) => fair.id)).toEqual([...fairsOf('upcoming'), ...fairsOf('past')].map((fair) => fair.id))
    expect(fairsOf(undefined)).toHaveLength(FAIRS.length)
  })
})
