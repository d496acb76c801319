import type { AvailableContact } from '@/store/account'
import { callApi } from '../call-api'
import { resetDb, userDataFor } from '../db/index'

const employee = 'mitarbeiter@example.ch'
const search = (body: unknown, as: string = employee) => callApi('POST', '/api/contact/search', { as, body })
const entriesOf = (json: unknown) => (json as { data: { entries: AvailableContact[] } }).data.entries

describe('POST /api/contact/search', () => {
  it('answers at most 5 contacts without a limit (spec 1 §9)', async () => {
    const { status, json } = await search({ search: '' })

    expect(status).toBe(200)
    expect(entriesOf(json)).toHaveLength(5)
  })

  it('keeps to a limit it is given', async () => {
    expect(entriesOf((await search({ search: 'ag', limit: 3 })).json)).toHaveLength(3)
    expect(entriesOf((await search({ search: 'ag', limit: 20 })).json).length).toBeGreaterThan(5)
  })

  it('filters by company and city or by person, in any case', async () => {
    const byCompany = entriesOf((await search({ search: 'GARAGE' })).json)
    const byCity = entriesOf((await search({ search: 'st. gallen' })).json)
    const byPerson = entriesOf((await search({ search: 'zürcher', limit: 5 })).json)

    expect(byCompany).toEqual([
      { id: '0001004712', contactId: '0000310003', displayLine1: 'Garage Huber GmbH, Thun', displayLine2: 'Peter Huber' },
      { id: '0001004712', contactId: '0000310004', displayLine1: 'Garage Huber GmbH, Thun', displayLine2: 'Claudia Huber' },
    ])
    expect(byCity.map(({ displayLine2 }) => displayLine2)).toEqual(['Andrea Steiner', 'Lukas Baumann'])
    expect(byPerson.map(({ displayLine2 }) => displayLine2)).toEqual(['Daniel Zürcher'])
  })

  it('answers an empty list when nothing matches', async () => {
    expect(entriesOf((await search({ search: 'Raffinerie' })).json)).toEqual([])
  })

  it.each([0, 2.5, 'fünf'])('refuses the limit %s with 400', async (limit) => {
    const { status, json } = await search({ search: 'ag', limit })

    expect(status).toBe(400)
    expect(json).toEqual({
      messages: [{ type: 'error', message: 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', source: { field: 'limit' } }],
    })
  })

  it('is for employees only: 403 for a customer, 401 for a visitor', async () => {
    const customer = await search({ search: '' }, 'kunde@example.ch')
    const visitor = await callApi('POST', '/api/contact/search', { body: { search: '' } })

    expect(customer.status).toBe(403)
    expect(customer.json).toEqual({ messages: [{ type: 'error', message: 'Die Kundenauswahl steht nur Mitarbeitenden zur Verfügung.' }] })
    expect(visitor.status).toBe(401)
    expect(visitor.json).toEqual({ messages: [{ type: 'error', message: 'Bitte melden Sie sich an.' }] })
  })
})

describe('POST /api/contact/select and /api/contact/logout', () => {
  it('acts for the chosen contact until the employee logs out from it', async () => {
    const selected = await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310003' } })

    expect(selected.status).toBe(200)
    expect(selected.json).toMatchObject({
      data: { selectedContact: { name: 'Garage Huber GmbH', customerId: '0001004712', contactPerson: { name: 'Peter Huber' } } },
    })
    expect(await callApi('GET', '/api/session', { as: employee })).toMatchObject({
      json: { data: { user: { selectedContact: { customerId: '0001004712' } } } },
    })

    const back = await callApi('POST', '/api/contact/logout', { as: employee })

    expect(back.status).toBe(200)
    expect(back.json).toMatchObject({ data: { user: { type: 'employee' }, selectedContact: null } })
  })

  it('refuses a contact the employee does not have with 400', async () => {
    const { status, json } = await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310001' } })

    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Der gewählte Kontakt ist nicht verfügbar.' }] })
  })

  it('needs both id and contactId', async () => {
    const { status, json } = await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712' } })

    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Das Feld «contactId» fehlt.', source: { field: 'contactId' } }] })
  })

  it('is for employees only', async () => {
    const select = await callApi('POST', '/api/contact/select', { as: 'kunde@example.ch', body: { id: '0001004712', contactId: '0000310003' } })
    const logout = await callApi('POST', '/api/contact/logout', { as: 'haendler@example.ch' })

    expect([select.status, logout.status]).toEqual([403, 403])
  })

  it('forgets the chosen contact when the shop is reset', async () => {
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004790', contactId: '0000310007' } })
    expect(userDataFor(employee)?.selectedContact).toMatchObject({ name: 'Metallbau Steiner AG' })

    resetDb()

    expect(userDataFor(employee)?.selectedContact).toBeNull()
  })
})
