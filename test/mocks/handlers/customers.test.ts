import * as v from 'valibot'
import { customerEntrySchema } from '@/api/customers'
import { tableAnswerSchema } from '@/api/table-schemas'
import type { AvailableContact } from '@/store/account'
import { callApi } from '../call-api'
import { findAccount } from '../db/index'
import { actableContactsOf, CANTONS, customersOf, INDUSTRIES } from '../db/customers'
import { EMPLOYEES_ONLY_MESSAGE } from './customers'

const employee = 'mitarbeiter@example.ch'
const get = (query = '', as: string = employee) => callApi('GET', `/api/customers/list${query}`, { as })
const resultsOf = (json: unknown) => v.parse(tableAnswerSchema(customerEntrySchema), (json as { data: unknown }).data).results
const seeded = () => customersOf(findAccount(employee)!)
const byCompany = () => [...seeded()].sort((a, b) => a.company.localeCompare(b.company, 'de-CH'))

describe('the customers seed', () => {
  it('holds 40 Swiss customers of the employee, each with one to three contacts, in every branch and across the country', () => {
    const customers = seeded()
    expect(customers).toHaveLength(40)
    expect(new Set(customers.map((customer) => customer.customerId)).size).toBe(40)
    expect(customers.every((customer) => /^000100\d{4}$/.test(customer.customerId))).toBe(true)
    expect(customers.every((customer) => customer.contacts.length >= 1 && customer.contacts.length <= 3)).toBe(true)
    expect(customers.every((customer) => /^\d{4}$/.test(customer.postalCode) && customer.city !== '' && customer.street !== '')).toBe(true)
    expect(new Set(customers.map((customer) => customer.industry))).toEqual(new Set(Object.keys(INDUSTRIES)))
    expect(new Set(customers.map((customer) => customer.canton)).size).toBeGreaterThanOrEqual(20)
    const contactIds = customers.flatMap((customer) => customer.contacts.map((person) => person.contactId))
    expect(new Set(contactIds).size).toBe(contactIds.length)
  })

  it('keeps the contacts the employee’s account names, with their ids, company, city and person, and their main address', () => {
    const account = findAccount(employee)!
    const customers = seeded()
    for (const contact of account.contacts) {
      const customer = customers.find((item) => item.customerId === contact.customerId)
      expect(customer).toMatchObject({ company: contact.company, city: contact.city })
      expect(customer?.contacts.find((person) => person.contactId === contact.contactId)?.name).toBe(contact.person)
    }
    expect(customers.find((customer) => customer.customerId === '0001004711')).toMatchObject({ street: 'Industriestrasse 24', postalCode: '8404', city: 'Winterthur', canton: 'ZH' })
  })

  it('is the same on every call, and no caller can change it', () => {
    const first = seeded()
    first[0]!.company = 'Geändert AG'
    expect(seeded()[0]!.company).not.toBe('Geändert AG')
    expect(seeded()).toEqual(customersOf(findAccount(employee)!))
  })

  it('gives nobody but employees customers', () => {
    expect(customersOf(findAccount('kunde@example.ch')!)).toEqual([])
    expect(actableContactsOf(findAccount('kunde@example.ch')!)).toEqual([])
  })
})

describe('GET /api/customers/list', () => {
  it('answers the first page of the employee’s 40 customers by company name, with pagination directly in results (spec 2 §7)', async () => {
    const { status, json } = await get()
    expect(status).toBe(200)
    const raw = (json as { data: { results: Record<string, unknown> } }).data.results
    expect([raw.limit, raw.offset, raw.page, raw.pages, raw.total]).toEqual([20, 0, 1, 2, 40])
    const results = resultsOf(json)
    expect(results.entries.map((entry) => entry.customerId)).toEqual(byCompany().slice(0, 20).map((customer) => customer.customerId))
    // The server sends canton and telephone too; the front end reads what it shows (api/customers.ts).
    const brunner = (await get('?search=0001004711')).json as { data: { results: { entries: unknown[] } } }
    expect(brunner.data.results.entries).toEqual([
      {
        customerId: '0001004711',
        companyName: 'Brunner Transporte AG',
        street: 'Industriestrasse 24',
        postalCode: '8404',
        city: 'Winterthur',
        canton: 'ZH',
        industry: 'Transport und Logistik',
        phone: '+41 52 234 24 00',
        contacts: [
          { contactId: '0000310001', name: 'Thomas Brunner', role: 'Geschäftsführer', email: 'thomas.brunner@example.ch' },
          { contactId: '0000310002', name: 'Monika Frei', role: 'Einkauf', email: 'monika.frei@example.ch' },
        ],
      },
    ])
    expect(results.tableSortColumns).toEqual(['customerId', 'companyName', 'city', 'industry'])
    expect(results.tableSortOrder).toBeNull()
    expect(results.tableFilterFields.map(({ name, type, label }) => [name, type, label])).toEqual([
      ['search', 'text', 'Kunde, Kontakt oder Ort'],
      ['location', 'text', 'PLZ oder Ort'],
      ['canton', 'select', 'Kanton'],
      ['industry', 'select', 'Branche'],
    ])
    expect(results.datepicker).toBeUndefined()
  })

  it('finds a customer by a contact’s name, umlauts folded, and by a part of its number', async () => {
    const byPerson = resultsOf((await get('?search=zurbriggen')).json)
    expect(byPerson.entries.map((entry) => entry.companyName)).toEqual(['Tiefbau Imboden AG'])
    const folded = resultsOf((await get(`?search=${encodeURIComponent('Kaelin')}`)).json)
    expect(folded.entries.map((entry) => entry.companyName)).toEqual(['Verpackungswerk Kälin AG'])
    const byWords = resultsOf((await get(`?search=${encodeURIComponent('huber thun')}`)).json)
    expect(byWords.entries.map((entry) => entry.customerId)).toEqual(['0001004712'])
    expect(resultsOf((await get('?search=4711')).json).entries.map((entry) => entry.customerId)).toEqual(['0001004711'])
  })

  it('filters by place, canton and branch, sorts by city descending, and pages', async () => {
    const inBern = seeded().filter((customer) => customer.canton === 'BE')
    const results = resultsOf((await get('?canton=BE&sortField=city&sortOrder=desc&limit=3&page=2')).json)
    const expected = [...inBern].sort((a, b) => b.city.localeCompare(a.city, 'de-CH') || b.postalCode.localeCompare(a.postalCode))
    expect(results.pagination).toMatchObject({ total: inBern.length, page: 2, limit: 3, offset: 3 })
    expect(results.entries.map((entry) => entry.customerId)).toEqual(expected.slice(3, 6).map((customer) => customer.customerId))
    expect(results.tableSortOrder).toEqual({ field: 'city', order: 'desc' })
    expect(results.tableFilterFields.find((field) => field.name === 'canton')).toMatchObject({ value: 'BE' })

    const garages = resultsOf((await get('?industry=garage&location=3')).json)
    expect(garages.entries.map((entry) => entry.companyName).sort()).toEqual(
      seeded()
        .filter((customer) => customer.industry === 'garage' && `${customer.postalCode} ${customer.city}`.includes('3'))
        .map((customer) => customer.company)
        .sort(),
    )
    expect(new Set(garages.entries.map((entry) => entry.industry))).toEqual(new Set(['Garage und Werkstatt']))
  })

  it('offers the cantons there are customers in, by name, and ignores one it does not offer', async () => {
    const results = resultsOf((await get('?canton=XX')).json)
    const canton = results.tableFilterFields.find((field) => field.name === 'canton')
    expect(canton?.type === 'select' ? canton.options.map((option) => option.label) : []).toEqual(
      [...new Set(seeded().map((customer) => customer.canton))].map((code) => CANTONS[code]).sort((a, b) => a.localeCompare(b, 'de-CH')),
    )
    expect(canton?.value).toBe('')
    expect(results.pagination.total).toBe(40)
  })

  it('refuses a malformed query with 400 and a message at the parameter', async () => {
    const { status, json } = await get('?sortField=city&sortOrder=up')
    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Das Feld «sortOrder» muss asc oder desc sein.', source: { field: 'sortOrder' } }] })
  })

  it('is for employees only: 403 for a customer, 401 for a visitor', async () => {
    const customer = await get('', 'kunde@example.ch')
    expect(customer.status).toBe(403)
    expect(customer.json).toEqual({ messages: [{ type: 'error', message: EMPLOYEES_ONLY_MESSAGE }] })
    expect((await callApi('GET', '/api/customers/list')).status).toBe(401)
  })
})

describe('the contact search and select over the 40 customers', () => {
  const search = async (term: string, limit = 20) =>
    ((await callApi('POST', '/api/contact/search', { as: employee, body: { search: term, limit } })).json as { data: { entries: AvailableContact[] } }).data.entries

  it('finds the contacts of every customer of the list, the ones page data names first', async () => {
    expect(await search('Zurbriggen')).toEqual([{ id: '0001004781', contactId: expect.any(String), displayLine1: 'Tiefbau Imboden AG, Visp', displayLine2: 'Nicole Zurbriggen' }])
    expect((await search('', 5)).map((contact) => contact.displayLine2)).toEqual(['Thomas Brunner', 'Monika Frei', 'Peter Huber', 'Claudia Huber', 'Daniel Zürcher'])
    expect(await search('', 100)).toHaveLength(seeded().reduce((sum, customer) => sum + customer.contacts.length, 0))
  })

  it('acts for a contact of a customer the account does not name itself', async () => {
    const imboden = seeded().find((customer) => customer.customerId === '0001004781')!
    const nicole = imboden.contacts.find((person) => person.name === 'Nicole Zurbriggen')!
    const { status, json } = await callApi('POST', '/api/contact/select', { as: employee, body: { id: imboden.customerId, contactId: nicole.contactId } })
    expect(status).toBe(200)
    expect(json).toMatchObject({ data: { selectedContact: { name: 'Tiefbau Imboden AG', customerId: '0001004781', contactPerson: { name: 'Nicole Zurbriggen' } } } })
  })
})
