import { callApi } from '../call-api'
import { DISTRIBUTION_PARTNERS, type DistributionPartner } from '../db/distribution-partners'

const partners = async () => {
  const { status, json } = await callApi('GET', '/api/distribution-partners')
  expect(status).toBe(200)
  return (json as { data: { partners: DistributionPartner[] } }).data.partners
}

describe('GET /api/distribution-partners', () => {
  it('answers the 40 partners in 25 countries, each with its address and country code, no country names', async () => {
    const answer = await partners()
    expect(answer).toEqual(DISTRIBUTION_PARTNERS)
    expect(answer).toHaveLength(40)
    expect(new Set(answer.map((partner) => partner.country)).size).toBe(25)
    expect(answer.find((partner) => partner.id === 'de-brenner')).toEqual({
      id: 'de-brenner',
      country: 'DE',
      company: 'Brenner Technische Öle GmbH',
      street: 'Ingolstädter Straße 63',
      postalCode: '80939',
      city: 'München',
      phone: '+49 89 321 874 50',
      email: 'kontakt@brenner-oele.example',
      website: 'https://www.brenner-oele.example',
    })
  })

  it('answers partners as the contract shapes them: ids unique, codes, numbers dialled internationally, https websites', async () => {
    const answer = await partners()
    expect(new Set(answer.map((partner) => partner.id)).size).toBe(answer.length)
    // Some countries have two or three partners, none more (the contract).
    const perCountry = new Map<string, number>()
    for (const { country } of answer) perCountry.set(country, (perCountry.get(country) ?? 0) + 1)
    expect(Math.max(...perCountry.values())).toBe(3)
    for (const partner of answer) {
      expect(partner.id).toMatch(/^[\w.-]{1,80}$/)
      expect(partner.country).toMatch(/^[A-Z]{2}$/)
      for (const text of [partner.company, partner.street, partner.postalCode, partner.city]) expect(text.trim()).not.toBe('')
      if (partner.phone !== undefined) expect(partner.phone).toMatch(/^\+\d{1,3}( \d{1,5})+$/)
      if (partner.email !== undefined) expect(partner.email).toMatch(/^[\w.-]+@[\w-]+\.example$/)
      if (partner.website !== undefined) expect(partner.website).toMatch(/^https:\/\/www\.[\w-]+\.example$/)
    }
    // A real list has gaps: a partner without a website, one without an e-mail address.
    expect(answer.some((partner) => partner.website === undefined)).toBe(true)
    expect(answer.some((partner) => partner.email === undefined)).toBe(true)
  })
})
