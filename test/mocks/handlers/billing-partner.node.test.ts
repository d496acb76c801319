import { callApi } from '../call-api'
import { NO_CUSTOMER_MESSAGE, UNKNOWN_PARTNER_MESSAGE } from './billing-partner'

const customer = 'kunde@example.ch'
const choose = (partnerId: string, as?: string) => callApi('POST', `/api/user/billing-partner/${partnerId}`, { ...(as ? { as } : {}) })
const checkoutBillTo = async (as = customer) => {
  const { json } = await callApi('GET', '/api/b2bcart-data/', { as })
  const data = (json as { data: { billTo: { partnerId: string }[]; delivery: { billToPartnerId: string } } }).data
  return { billTo: data.billTo.map((partner) => partner.partnerId), chosen: data.delivery.billToPartnerId }
}

describe('POST /api/user/billing-partner/{partnerId}', () => {
  it('chooses one of the customer’s bill-to partners; the checkout then bills it', async () => {
    const { status, json } = await choose('0001004731', customer)

    expect(status).toBe(200)
    expect(json).toEqual({ data: { partnerId: '0001004731' } })
    expect(await checkoutBillTo()).toEqual({ billTo: ['0001004731', '0001004711'], chosen: '0001004731' })
  })

  it('refuses a partner that is not a bill-to partner of the customer', async () => {
    // A ship-to address of the same customer, and the bill-to partner of another customer.
    for (const partnerId of ['0001004721', '0001005120']) {
      expect(await choose(partnerId, customer)).toMatchObject({ status: 404, json: { messages: [{ type: 'error', message: UNKNOWN_PARTNER_MESSAGE }] } })
    }
    expect((await checkoutBillTo()).chosen).toBe('0001004711')
  })

  it('answers 400 to a partner number that is none', async () => {
    expect(await choose('%3Cscript%3E', customer)).toMatchObject({ status: 400, json: { messages: [{ message: 'Die Partnernummer ist ungültig.' }] } })
  })

  it('chooses for the customer an employee acts for, and asks an employee acting for nobody to choose a customer first', async () => {
    const employee = 'mitarbeiter@example.ch'
    expect(await choose('0001004711', employee)).toMatchObject({ status: 409, json: { messages: [{ message: NO_CUSTOMER_MESSAGE }] } })

    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004711', contactId: '0000310002' } })

    expect((await choose('0001004731', employee)).status).toBe(200)
    expect((await checkoutBillTo()).chosen).toBe('0001004731')
  })

  it('is for signed-in active shop users', async () => {
    expect((await choose('0001004711')).status).toBe(401)
    expect(await choose('0001004711', 'konsument@example.ch')).toMatchObject({
      status: 403,
      json: { messages: [{ message: 'Rechnungsempfänger stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.' }] },
    })
  })
})
