import { callApi } from '../call-api'
import { DEMO_TODAY } from '../db/demo-day'
import { fairEntry, FAIRS, fairsOf } from '../db/fairs'

type FairAnswer = { entries: ReturnType<typeof fairEntry>[]; pagination: { currentPage: number; itemsPerPage: number; totalAmount: number } }
const fairs = async (query = '') => {
  const { status, json } = await callApi('GET', `/api/fair/${query}`)
  expect(status).toBe(200)
  return (json as { data: FairAnswer }).data
}

describe('GET /api/fair/', () => {
  it('answers every fair, the next first, then the past ones from the latest, with the news list’s pagination', async () => {
    const answer = await fairs()
    expect(answer.pagination).toEqual({ currentPage: 1, itemsPerPage: 20, totalAmount: FAIRS.length })
    expect(answer.entries).toEqual(fairsOf(undefined).map(fairEntry))
    const periods = answer.entries.map((entry) => entry.period)
    expect(periods).toEqual([...periods].sort().reverse()) // 'upcoming' before 'past'
    expect(answer.entries[0]).toMatchObject({ id: 'agrama-2026', dateFrom: '2026-11-26', dateTo: '2026-11-30', hall: 'Halle 3.2', booth: 'Stand C14', period: 'upcoming' })
    expect(answer.entries[0]!.link).toEqual({ href: 'https://www.agrama.ch', text: 'Zur Website der Messe', target: '_blank' })
    expect(answer.entries[0]!.location).toEqual({ venue: 'BERNEXPO', city: 'Bern', country: 'CH' })
  })

  it('answers the fairs to come or the past ones (period)', async () => {
    const upcoming = await fairs('?period=upcoming')
    expect(upcoming.entries.length).toBe(5)
    expect(upcoming.entries.every((entry) => entry.dateTo >= DEMO_TODAY)).toBe(true)
    const past = await fairs('?period=past')
    expect(past.entries.map((entry) => entry.id)).toEqual(fairsOf('past').map((fair) => fair.id))
    expect(past.entries.every((entry) => entry.dateTo < DEMO_TODAY && entry.period === 'past')).toBe(true)
    expect(past.pagination.totalAmount + upcoming.pagination.totalAmount).toBe(FAIRS.length)
  })

  it('pages with limit and offset', async () => {
    const second = await fairs('?period=past&limit=4&offset=4')
    expect(second.entries.map((entry) => entry.id)).toEqual(fairsOf('past').slice(4, 8).map((fair) => fair.id))
    expect(second.pagination).toEqual({ currentPage: 2, itemsPerPage: 4, totalAmount: 10 })
  })

  it.each([
    ['?period=bald', 'Das Feld «period» muss einer der Werte «upcoming», «past» sein.', 'period'],
    ['?limit=0', 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', 'limit'],
    ['?limit=500', 'Das Feld «limit» darf höchstens 100 sein.', 'limit'],
    ['?offset=-1', 'Das Feld «offset» muss eine ganze Zahl ab 0 sein.', 'offset'],
    ['?limit=4&offset=6', 'Das Feld «offset» muss ein Vielfaches von «limit» (4) sein.', 'offset'],
  ])('refuses %s with 400 and a German message at the parameter', async (query, message, field) => {
    expect(await callApi('GET', `/api/fair/${query}`)).toMatchObject({ status: 400, json: { messages: [{ type: 'error', message, source: { field } }] } })
  })
})
