import { getShop } from '../shops'
import { addressBookOf } from './address-book'
import { customersOf } from './customers'
import { findAccount } from './index'
import { seedPartnersOf } from './partners'

describe('the address book seed', () => {
  it('gives every customer of the employee an address: the seed’s partners, else the main address as ship-to and bill-to', () => {
    const customers = customersOf(findAccount('mitarbeiter@example.ch')!)
    expect(customers).toHaveLength(40)
    const unseeded = customers.filter((customer) => seedPartnersOf(customer.customerId).shipTo.length === 0)
    expect(unseeded.length).toBeGreaterThan(0)
    for (const customer of customers) expect(addressBookOf(getShop().db, customer.customerId).addresses.length).toBeGreaterThan(0)
    const [first] = unseeded
    expect(addressBookOf(getShop().db, first!.customerId).addresses).toEqual([
      expect.objectContaining({ partnerId: first!.customerId, companyName: [first!.company], street: first!.street, postalCode: first!.postalCode, city: first!.city, types: ['CRMH02', 'CRMH04'] }),
    ])
  })
})
