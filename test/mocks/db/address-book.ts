/**
 * The address book of each customer (spec 2 §3 "address: addressList, partnerId, edit form configuration";
 * spec 1 §3, spec 2 §1: address types CRMH02 ship-to, CRMH04 bill-to), per shop: seeded lazily from the
 * business partners of partners.ts, then changed by the address calls (handlers/addresses.ts) and the
 * billing partner choice (handlers/billing-partner.ts). The B2B checkout reads the same book through
 * `partnersOf`, so an address added, changed or deleted here is what the checkout offers next.
 *
 * Kept in a WeakMap per `Db`: a reset shop is a new Db and starts from the seed again. The seed is
 * deterministic: no random numbers, no clock.
 */
import type { Db } from '../shops'
import { customerById } from './customers'
import { BILL_TO, SHIP_TO, seedPartnersOf, type Partner } from './partners'

/** An address type code (spec 1 §3, spec 2 §1). */
export type AddressType = typeof SHIP_TO | typeof BILL_TO

/** The countries the shop delivers to, with their postcodes' form. */
export const COUNTRIES = { CH: 'Schweiz', LI: 'Liechtenstein' } as const
export type Country = keyof typeof COUNTRIES

/** One business partner of a customer as the address book keeps it: ship-to, bill-to or both. */
export type AddressRecord = {
  partnerId: string
  types: AddressType[]
  /** The name in lines, as SAP keeps it (name 1 to name 4). */
  companyName: string[]
  street: string
  postalCode: string
  city: string
  country: Country
  phone: string
  /** For the driver: where and when to deliver. Ship-to addresses only. */
  deliveryNote: string
}

/** A customer's addresses and which of them the customer chose. */
export type AddressBook = {
  customerId: string
  addresses: AddressRecord[]
  /** The current ship-to address (CRMH02): where the checkout delivers unless the order says otherwise. */
  shipToPartnerId: string
  /** The chosen billing partner (spec 2 §2.9): whom the checkout bills unless the order says otherwise. */
  billingPartnerId: string
}

type ShopAddresses = { books: Map<string, AddressBook>; created: number }

// What a real customer's master data would hold beyond name and street: phones and notes for the driver.
const EXTRAS: Record<string, Pick<AddressRecord, 'phone' | 'deliveryNote'>> = {
  '0001004711': { phone: '+41 52 208 40 00', deliveryNote: 'Anlieferung über Rampe 2, Mo–Fr 7–16 Uhr' },
  '0001004721': { phone: '+41 52 720 11 30', deliveryNote: 'Bitte beim Empfang des Lagers melden.' },
  '0001004722': { phone: '+41 52 242 18 60', deliveryNote: '' },
  '0001004731': { phone: '+41 52 208 40 90', deliveryNote: '' },
  '0001004712': { phone: '+41 33 336 45 10', deliveryNote: 'Werkstatt-Eingang hinten, über den Hof' },
  '0001004738': { phone: '+41 62 922 18 00', deliveryNote: '' },
  '0001004748': { phone: '+41 62 962 11 44', deliveryNote: 'Nur vormittags, 7.30–11.30 Uhr' },
  '0001004756': { phone: '+41 81 252 90 90', deliveryNote: 'Werkhof: Tor 3, Kran vorhanden' },
  '0001004790': { phone: '+41 71 278 20 02', deliveryNote: '' },
  '0001004815': { phone: '+41 41 310 81 81', deliveryNote: '' },
  '0001005120': { phone: '+41 31 992 51 20', deliveryNote: 'Anlieferung Tor Nord' },
  '0001005130': { phone: '+41 33 336 12 00', deliveryNote: '' },
}

/**
 * The seed's partners of a customer; a customer the seed lists none for (most of the employee's 40) gets its
 * main address as ship-to and bill-to under its own number, as SAP has for every customer, so acting for
 * any of them finds an address book and a checkout with addresses.
 */
function seedPartnersOrMainAddress(customerId: string): { shipTo: Partner[]; billTo: Partner[] } {
  const seeded = seedPartnersOf(customerId)
  const customer = customerById(customerId)
  if (seeded.shipTo.length + seeded.billTo.length > 0 || !customer) return seeded
  const main = { partnerId: customerId, companyName: [customer.company], street: customer.street, postalCode: customer.postalCode, city: customer.city }
  return { shipTo: [{ ...main, type: SHIP_TO }], billTo: [{ ...main, type: BILL_TO }] }
}

/** The seed's partners of a customer as address records: a partner that is ship-to and bill-to is one address with both types. */
function seedBook(customerId: string): AddressBook {
  const { shipTo, billTo } = seedPartnersOrMainAddress(customerId)
  const addresses: AddressRecord[] = []
  for (const partner of [...shipTo, ...billTo]) {
    const known = addresses.find((address) => address.partnerId === partner.partnerId)
    if (known) {
      known.types.push(partner.type)
      continue
    }
    const { type, ...rest } = partner
    addresses.push({ ...rest, types: [type], country: 'CH', phone: '', deliveryNote: '', ...EXTRAS[partner.partnerId] })
  }
  return { customerId, addresses, shipToPartnerId: shipTo[0]?.partnerId ?? '', billingPartnerId: billTo[0]?.partnerId ?? '' }
}

const shops = new WeakMap<Db, ShopAddresses>()

const stateOf = (db: Db): ShopAddresses => {
  let state = shops.get(db)
  if (!state) {
    state = { books: new Map(), created: 0 }
    shops.set(db, state)
  }
  return state
}

/** The address book of a customer in this shop, seeded on first use. A number the shop does not know has an empty one. */
export function addressBookOf(db: Db, customerId: string): AddressBook {
  const { books } = stateOf(db)
  let book = books.get(customerId)
  if (!book) {
    book = seedBook(customerId)
    books.set(customerId, book)
  }
  return book
}

/** A new partner number, unique in the shop: SAP's next number from the range of online-created partners. */
export function newPartnerId(db: Db): string {
  const state = stateOf(db)
  state.created += 1
  return String(1_900_000 + state.created).padStart(10, '0')
}

/** Whether an address is the customer's main address (the sold-to party's own number), which only the shop changes. */
export const isMainAddress = (book: AddressBook, address: AddressRecord): boolean => address.partnerId === book.customerId

/** Ship-to addresses the customer added besides the main one may be changed online; bill-to addresses are the accounts department's. */
export const isEditable = (book: AddressBook, address: AddressRecord): boolean => !isMainAddress(book, address) && !address.types.includes(BILL_TO)

/** Why an address cannot be deleted, in German, or undefined when it can. */
export function whyNotDeletable(book: AddressBook, address: AddressRecord): string | undefined {
  if (isMainAddress(book, address)) return 'Die Hauptadresse Ihres Kontos kann nicht gelöscht werden.'
  if (address.types.includes(BILL_TO)) return 'Rechnungsadressen können nur von unserer Buchhaltung geändert werden.'
  if (address.partnerId === book.shipToPartnerId) return 'Die aktuelle Lieferadresse kann nicht gelöscht werden. Bitte wählen Sie zuerst eine andere Lieferadresse.'
  return undefined
}

const asPartner = (address: AddressRecord, type: AddressType): Partner => ({
  partnerId: address.partnerId,
  type,
  companyName: [...address.companyName],
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
})

/** Puts the chosen partner first, the others in the book's order. */
const chosenFirst = (partners: Partner[], chosen: string) => [...partners.filter((partner) => partner.partnerId === chosen), ...partners.filter((partner) => partner.partnerId !== chosen)]

/**
 * The ship-to and bill-to partners of a customer in this shop, copied, as the B2B checkout offers them:
 * the current ship-to address and the chosen billing partner first, so the checkout starts from them.
 */
export function partnersOf(customerId: string, db: Db): { shipTo: Partner[]; billTo: Partner[] } {
  const book = addressBookOf(db, customerId)
  const of = (type: AddressType) => book.addresses.filter((address) => address.types.includes(type)).map((address) => asPartner(address, type))
  return { shipTo: chosenFirst(of(SHIP_TO), book.shipToPartnerId), billTo: chosenFirst(of(BILL_TO), book.billingPartnerId) }
}
