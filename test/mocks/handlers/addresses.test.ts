import * as v from 'valibot'
import { addressSchema } from '@/api/address-list'
import { formFieldSchema } from '@/api/form-config'
import { callApi } from '../call-api'
import { getShop } from '../shops'
import {
  ADDRESS_GONE_MESSAGE,
  DUPLICATE_MESSAGE,
  NO_CUSTOMER_MESSAGE,
  NOT_EDITABLE_MESSAGE,
  NOT_SHIP_TO_MESSAGE,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
} from './addresses'

const customer = 'kunde@example.ch'
const employee = 'mitarbeiter@example.ch'
const as = (method: string, path: string, body?: unknown, user: string = customer) => callApi(method, path, { as: user, body })

const listOf = (json: unknown) => {
  const data = (json as { data: { addressList: unknown[]; partnerId: string | null } }).data
  return { addresses: data.addressList.map((item) => v.parse(addressSchema, item)), partnerId: data.partnerId }
}
const ids = (json: unknown) => listOf(json).addresses.map((address) => address.partnerId)
const newAddress = {
  name1: 'Brunner Transporte AG',
  name2: 'Depot Schaffhausen',
  street: 'Mühlentalstrasse 184',
  postalCode: '8200',
  city: 'Schaffhausen',
  country: 'CH',
  phone: '+41 52 630 11 00',
  deliveryNote: 'Anlieferung Tor 1',
}
const checkoutPartners = async (user = customer) => {
  const { json } = await as('GET', '/api/b2bcart-data/', undefined, user)
  const data = (json as { data: { shipTo: { partnerId: string }[]; billTo: { partnerId: string }[]; delivery: { shipToPartnerId: string; billToPartnerId: string } } }).data
  return { shipTo: data.shipTo.map((partner) => partner.partnerId), billTo: data.billTo.map((partner) => partner.partnerId), delivery: data.delivery }
}
const selectContact = (id: string, contactId: string) => as('POST', '/api/contact/select', { id, contactId }, employee)

describe('GET /api/address/', () => {
  it('answers the customer’s addresses, each with its types and what the user may do, and the current ship-to address', async () => {
    const { status, json } = await as('GET', '/api/address/')

    expect(status).toBe(200)
    const { addresses, partnerId } = listOf(json)
    expect(partnerId).toBe('0001004711')
    expect(addresses.map(({ partnerId: id, types, companyName, editable, deletable }) => ({ id, types, companyName, editable, deletable }))).toEqual([
      { id: '0001004711', types: ['CRMH02', 'CRMH04'], companyName: ['Brunner Transporte AG'], editable: false, deletable: false },
      { id: '0001004721', types: ['CRMH02'], companyName: ['Brunner Transporte AG', 'Lager Frauenfeld'], editable: true, deletable: true },
      { id: '0001004722', types: ['CRMH02'], companyName: ['Brunner Transporte AG', 'Werkstatt Oberwinterthur'], editable: true, deletable: true },
      { id: '0001004731', types: ['CRMH04'], companyName: ['Brunner Holding AG', 'Kreditorenbuchhaltung'], editable: false, deletable: false },
    ])
    expect(addresses[0]).toMatchObject({ street: 'Industriestrasse 24', postalCode: '8404', city: 'Winterthur', country: 'CH', phone: '+41 52 208 40 00', deliveryNote: 'Anlieferung über Rampe 2, Mo–Fr 7–16 Uhr' })
  })

  it('is for signed-in active shop users: 401 for a visitor, 403 for a consumer', async () => {
    expect(await callApi('GET', '/api/address/')).toMatchObject({ status: 401, json: { messages: [{ type: 'error', message: 'Bitte melden Sie sich an.' }] } })
    expect(await as('GET', '/api/address/', undefined, 'konsument@example.ch')).toMatchObject({
      status: 403,
      json: { messages: [{ type: 'error', message: 'Die Adressverwaltung steht nur Geschäftskunden mit Shop-Zugang zur Verfügung.' }] },
    })
  })

  it('answers an employee the addresses of the contact’s customer, and 409 while they act for nobody', async () => {
    expect(await as('GET', '/api/address/', undefined, employee)).toMatchObject({ status: 409, json: { messages: [{ message: NO_CUSTOMER_MESSAGE }] } })

    await selectContact('0001004738', '0000310005')
    const { status, json } = await as('GET', '/api/address/', undefined, employee)

    expect(status).toBe(200)
    expect(ids(json)).toEqual(['0001004738', '0001004748'])
  })
})

describe('POST /api/address/ship-to', () => {
  it('makes a ship-to address the current one, which the checkout then offers first and starts from', async () => {
    const { status, json } = await as('POST', '/api/address/ship-to', { partnerId: '0001004722' })

    expect(status).toBe(200)
    expect(listOf(json).partnerId).toBe('0001004722')
    // The former current one may now be deleted, the new one not.
    expect(listOf(json).addresses.find((address) => address.partnerId === '0001004722')?.deletable).toBe(false)
    const checkout = await checkoutPartners()
    expect(checkout.shipTo).toEqual(['0001004722', '0001004711', '0001004721'])
    expect(checkout.delivery.shipToPartnerId).toBe('0001004722')
  })

  it('refuses a bill-to address and an address that does not exist', async () => {
    expect(await as('POST', '/api/address/ship-to', { partnerId: '0001004731' })).toMatchObject({ status: 409, json: { messages: [{ message: NOT_SHIP_TO_MESSAGE }] } })
    expect(await as('POST', '/api/address/ship-to', { partnerId: '0009999999' })).toMatchObject({ status: 404, json: { messages: [{ message: ADDRESS_GONE_MESSAGE }] } })
  })

  it('answers 400 to a body without partnerId', async () => {
    expect(await as('POST', '/api/address/ship-to', {})).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «partnerId» fehlt.', source: { field: 'partnerId' } }] } })
  })
})

describe('POST /api/address/delete', () => {
  it('deletes an added ship-to address; the checkout no longer offers it, and a choice of it falls back to the current one', async () => {
    getShop().db.commerce.b2bCarts.get(customer)!.delivery = { shipToPartnerId: '0001004721', billToPartnerId: '0001004711', requestedDate: '', comment: '' }

    const { status, json } = await as('POST', '/api/address/delete', { partnerId: '0001004721' })

    expect(status).toBe(200)
    expect(ids(json)).toEqual(['0001004711', '0001004722', '0001004731'])
    const checkout = await checkoutPartners()
    expect(checkout.shipTo).toEqual(['0001004711', '0001004722'])
    expect(checkout.delivery.shipToPartnerId).toBe('0001004711')
  })

  it.each([
    ['the main address', '0001004711', 'Die Hauptadresse Ihres Kontos kann nicht gelöscht werden.'],
    ['a bill-to address', '0001004731', 'Rechnungsadressen können nur von unserer Buchhaltung geändert werden.'],
  ])('refuses %s', async (_, partnerId, message) => {
    expect(await as('POST', '/api/address/delete', { partnerId })).toMatchObject({ status: 409, json: { messages: [{ type: 'error', message }] } })
  })

  it('refuses the current ship-to address', async () => {
    await as('POST', '/api/address/ship-to', { partnerId: '0001004721' })
    expect(await as('POST', '/api/address/delete', { partnerId: '0001004721' })).toMatchObject({
      status: 409,
      json: { messages: [{ message: 'Die aktuelle Lieferadresse kann nicht gelöscht werden. Bitte wählen Sie zuerst eine andere Lieferadresse.' }] },
    })
  })

  it('answers 404 for an address deleted before', async () => {
    await as('POST', '/api/address/delete', { partnerId: '0001004722' })
    expect(await as('POST', '/api/address/delete', { partnerId: '0001004722' })).toMatchObject({ status: 404, json: { messages: [{ message: ADDRESS_GONE_MESSAGE }] } })
  })

  it('keeps each shop’s address book apart, and a reset shop starts from the seed', async () => {
    await callApi('POST', '/api/address/delete', { as: customer, body: { partnerId: '0001004722' }, shop: 'other' })

    expect(ids((await as('GET', '/api/address/')).json)).toContain('0001004722')
    expect(ids((await callApi('GET', '/api/address/', { as: customer, shop: 'other' })).json)).not.toContain('0001004722')
  })
})

describe('GET /api/address/form', () => {
  const fieldsOf = (json: unknown) => (json as { data: { configuration: { title: string; fields: unknown[] } } }).data.configuration

  it('answers the edit form of an added address, filled in, every field of a type the front end renders', async () => {
    const { status, json } = await as('GET', '/api/address/form?partnerId=0001004721')

    expect(status).toBe(200)
    const configuration = fieldsOf(json)
    expect(configuration.title).toBe('Adresse bearbeiten')
    const fields = configuration.fields.map((field) => v.parse(formFieldSchema, field))
    expect(fields.map((field) => ('name' in field ? `${field.type}:${field.name}` : field.type))).toEqual([
      'hidden:partnerId',
      'subheader',
      'text:name1',
      'text:name2',
      'subheader',
      'text:street',
      'text:postalCode',
      'text:city',
      'select.single:country',
      'subheader',
      'tel:phone',
      'textarea:deliveryNote',
      'checkbox:makeShipTo',
      'button.submit',
    ])
    expect(fields[2]).toEqual({ type: 'text', name: 'name1', label: 'Firma', required: true, constraints: [], maxLength: 40, value: 'Brunner Transporte AG', autocomplete: 'organization' })
    expect(fields[3]).toMatchObject({ name: 'name2', required: false, value: 'Lager Frauenfeld' })
    expect(fields[8]).toMatchObject({ value: 'CH', options: [{ value: 'CH', label: 'Schweiz' }, { value: 'LI', label: 'Liechtenstein' }], placeholder: false })
  })

  it('answers an empty form for a new ship-to address', async () => {
    const configuration = fieldsOf((await as('GET', '/api/address/form')).json)

    expect(configuration.title).toBe('Neue Lieferadresse')
    expect(configuration.fields).not.toContainEqual(expect.objectContaining({ name: 'partnerId' }))
    expect(configuration.fields).toContainEqual(expect.objectContaining({ name: 'street', value: '' }))
  })

  it('refuses the form of the main address and of a bill-to address, and answers 404 for an unknown one', async () => {
    expect(await as('GET', '/api/address/form?partnerId=0001004711')).toMatchObject({ status: 403, json: { messages: [{ message: NOT_EDITABLE_MESSAGE }] } })
    expect(await as('GET', '/api/address/form?partnerId=0001004731')).toMatchObject({ status: 403 })
    expect(await as('GET', '/api/address/form?partnerId=0009999999')).toMatchObject({ status: 404, json: { messages: [{ message: ADDRESS_GONE_MESSAGE }] } })
  })
})

describe('POST /api/address/save', () => {
  it('adds a ship-to address with a new partner number; the checkout offers it, and it may become the current one', async () => {
    const { status, json } = await as('POST', '/api/address/save', { ...newAddress, makeShipTo: true })

    expect(status).toBe(200)
    const saved = (json as { data: { savedPartnerId: string } }).data.savedPartnerId
    expect(saved).toBe('0001900001')
    const { addresses, partnerId } = listOf(json)
    expect(partnerId).toBe(saved)
    expect(addresses.at(-1)).toMatchObject({ partnerId: saved, types: ['CRMH02'], companyName: ['Brunner Transporte AG', 'Depot Schaffhausen'], city: 'Schaffhausen', editable: true, deletable: false })
    expect((await checkoutPartners()).shipTo[0]).toBe(saved)
  })

  it('changes an added address', async () => {
    const { json } = await as('POST', '/api/address/save', { ...newAddress, partnerId: '0001004722', name2: 'Werkstatt Seen', street: 'Tösstalstrasse 12  ' })

    expect(listOf(json).addresses.find((address) => address.partnerId === '0001004722')).toMatchObject({ companyName: ['Brunner Transporte AG', 'Werkstatt Seen'], street: 'Tösstalstrasse 12' })
    expect(listOf(json).partnerId).toBe('0001004711')
  })

  it('answers 422 with a German message at each field that is wrong', async () => {
    const { status, json } = await as('POST', '/api/address/save', { name1: ' ', street: 'x'.repeat(61), postalCode: '84', city: 'Winterthur', country: 'DE', phone: '12' })

    expect(status).toBe(422)
    expect(json).toEqual({
      messages: [
        { type: 'error', message: 'Bitte geben Sie den Firmennamen an.', source: { field: 'name1' } },
        { type: 'error', message: '«Strasse und Hausnummer» darf höchstens 60 Zeichen lang sein.', source: { field: 'street' } },
        { type: 'error', message: 'Wir liefern nur in die Schweiz und nach Liechtenstein.', source: { field: 'country' } },
        { type: 'error', message: POSTAL_CODE_MESSAGE, source: { field: 'postalCode' } },
        { type: 'error', message: PHONE_MESSAGE, source: { field: 'phone' } },
      ],
    })
  })

  it('checks a postcode against the country', async () => {
    expect((await as('POST', '/api/address/save', { ...newAddress, postalCode: '9490', city: 'Vaduz' })).json).toEqual({
      messages: [{ type: 'error', message: 'Diese Postleitzahl liegt in Liechtenstein. Bitte wählen Sie das Land Liechtenstein.', source: { field: 'postalCode' } }],
    })
    expect((await as('POST', '/api/address/save', { ...newAddress, country: 'LI' })).json).toEqual({
      messages: [{ type: 'error', message: 'Diese Postleitzahl liegt nicht in Liechtenstein.', source: { field: 'postalCode' } }],
    })
    expect((await as('POST', '/api/address/save', { ...newAddress, postalCode: '9490', city: 'Vaduz', country: 'LI' })).status).toBe(200)
  })

  it('refuses an address the customer has already, without naming a field', async () => {
    expect(await as('POST', '/api/address/save', { ...newAddress, name1: 'brunner transporte ag', street: 'Zürcherstrasse 310', postalCode: '8500', city: 'Frauenfeld' })).toMatchObject({
      status: 409,
      json: { messages: [{ type: 'error', message: DUPLICATE_MESSAGE }] },
    })
  })

  it('refuses changes to the main address', async () => {
    expect(await as('POST', '/api/address/save', { ...newAddress, partnerId: '0001004711' })).toMatchObject({ status: 403, json: { messages: [{ message: NOT_EDITABLE_MESSAGE }] } })
  })

  it('saves into the address book of the customer an employee acts for', async () => {
    await selectContact('0001004712', '0000310003')
    const { json } = await as('POST', '/api/address/save', { ...newAddress, name1: 'Garage Huber GmbH', name2: 'Pneulager', street: 'Gwattstrasse 8', postalCode: '3645', city: 'Gwatt (Thun)' }, employee)

    expect(ids(json)).toEqual(['0001004712', '0001900001'])
    expect(ids((await as('GET', '/api/address/')).json)).toHaveLength(4)
  })
})
