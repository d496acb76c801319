/**
 * The customers an employee looks after (docs/simulated-cms.md "Demo users": 40 customers for the employee;
 * spec 2 §1 "a customer list"): Swiss garages, transport firms, construction and agricultural businesses, industry and
 * trade, with their main address, canton, branch, telephone and one to three contacts each. The employee
 * acts for these contacts (spec 1 §1): the customer overview lists them, and the contact search and select
 * (handlers/contacts.ts) read the same contacts, so the header's menu and the overview agree.
 *
 * The seven customers whose contacts the employee's account already names (users.ts) keep those contacts
 * (customer and contact ids, company, city, person) and the main address of their partners (partners.ts);
 * the other 33 are written out below. Plain data, the same on every run; nothing here changes at run time.
 */
import { fold } from './search-text'
import { seedPartnersOf } from './partners'
import { seedAccounts, type Account, type CustomerContact } from './users'

/** The branches a customer belongs to: the value of the list's filter «Branche» and the label the server sends. */
export const INDUSTRIES = {
  garage: 'Garage und Werkstatt',
  transport: 'Transport und Logistik',
  construction: 'Bau',
  agriculture: 'Landwirtschaft',
  industry: 'Industrie',
  trade: 'Handel',
} as const
export type Industry = keyof typeof INDUSTRIES

/** The Swiss cantons by code, as the list's filter «Kanton» offers them. */
export const CANTONS = {
  AG: 'Aargau',
  AI: 'Appenzell Innerrhoden',
  AR: 'Appenzell Ausserrhoden',
  BE: 'Bern',
  BL: 'Basel-Landschaft',
  BS: 'Basel-Stadt',
  FR: 'Freiburg',
  GE: 'Genf',
  GL: 'Glarus',
  GR: 'Graubünden',
  JU: 'Jura',
  LU: 'Luzern',
  NE: 'Neuenburg',
  NW: 'Nidwalden',
  OW: 'Obwalden',
  SG: 'St. Gallen',
  SH: 'Schaffhausen',
  SO: 'Solothurn',
  SZ: 'Schwyz',
  TG: 'Thurgau',
  TI: 'Tessin',
  UR: 'Uri',
  VD: 'Waadt',
  VS: 'Wallis',
  ZG: 'Zug',
  ZH: 'Zürich',
} as const
export type Canton = keyof typeof CANTONS

/** One contact person of a customer. */
export type CustomerPerson = { contactId: string; name: string; role: string; email: string }

/** One customer of the employee. */
export type CustomerRecord = {
  customerId: string
  company: string
  street: string
  postalCode: string
  city: string
  canton: Canton
  industry: Industry
  phone: string
  contacts: CustomerPerson[]
}

/** An e-mail address of the demo's domain for a person: `andrea.steiner@example.ch`. */
const emailOf = (name: string) =>
  `${fold(name)
    .replace(/[^a-z\s-]/g, '')
    .trim()
    .split(/\s+/)
    .join('.')}@example.ch`

// What users.ts and partners.ts do not say about the customers the employee's account names.
const KNOWN: Record<string, { canton: Canton; industry: Industry; phone: string; roles: Record<string, string> }> = {
  '0001004711': { canton: 'ZH', industry: 'transport', phone: '+41 52 234 24 00', roles: { '0000310001': 'Geschäftsführer', '0000310002': 'Einkauf' } },
  '0001004712': { canton: 'BE', industry: 'garage', phone: '+41 33 222 45 45', roles: { '0000310003': 'Inhaber', '0000310004': 'Buchhaltung' } },
  '0001004738': { canton: 'BE', industry: 'agriculture', phone: '+41 62 922 18 00', roles: { '0000310005': 'Geschäftsführer' } },
  '0001004756': { canton: 'GR', industry: 'construction', phone: '+41 81 252 90 90', roles: { '0000310006': 'Bauführer' } },
  '0001004790': { canton: 'SG', industry: 'industry', phone: '+41 71 278 20 02', roles: { '0000310007': 'Einkauf', '0000310008': 'Werkstattleiter' } },
  '0001004815': { canton: 'LU', industry: 'garage', phone: '+41 41 310 81 81', roles: { '0000310009': 'Inhaber' } },
  '0001005120': { canton: 'BE', industry: 'trade', phone: '+41 31 992 51 20', roles: { '0000310010': 'Geschäftsführer' } },
}

type NewCustomer = Omit<CustomerRecord, 'contacts'> & { contacts: [name: string, role: string][] }

// The other 33 customers, in every part of the country. Their company names avoid «Garage», and their
// cities St. Gallen, so the contact search of Foundation II finds what its tests name (handlers/contacts.test.ts).
const NEW: NewCustomer[] = [
  { customerId: '0001004702', company: 'Autohaus Meier AG', street: 'Badenerstrasse 312', postalCode: '8004', city: 'Zürich', canton: 'ZH', industry: 'garage', phone: '+41 44 491 23 00', contacts: [['Martin Meier', 'Geschäftsführer'], ['Sabrina Koch', 'Ersatzteillager']] },
  { customerId: '0001004705', company: 'Carrosserie Favre SA', street: 'Route de Lausanne 41', postalCode: '1110', city: 'Morges', canton: 'VD', industry: 'garage', phone: '+41 21 801 44 10', contacts: [['Olivier Favre', 'Inhaber']] },
  { customerId: '0001004709', company: 'Transports Rochat SA', street: 'Route de Genève 88', postalCode: '1033', city: 'Cheseaux-sur-Lausanne', canton: 'VD', industry: 'transport', phone: '+41 21 731 16 60', contacts: [['Nicolas Rochat', 'Geschäftsführer'], ['Valérie Pittet', 'Disposition']] },
  { customerId: '0001004714', company: 'Logistik Graf AG', street: 'Industriering 14', postalCode: '6210', city: 'Sursee', canton: 'LU', industry: 'transport', phone: '+41 41 925 70 70', contacts: [['Beat Graf', 'Fuhrparkleiter'], ['Nadine Wicki', 'Einkauf'], ['Simon Bucher', 'Werkstatt']] },
  { customerId: '0001004716', company: 'Bauunternehmung Caduff AG', street: 'Via Crappa 5', postalCode: '7130', city: 'Ilanz', canton: 'GR', industry: 'construction', phone: '+41 81 925 11 80', contacts: [['Gion Caduff', 'Bauführer']] },
  { customerId: '0001004718', company: 'Agro Center Emmental AG', street: 'Bernstrasse 60', postalCode: '3550', city: 'Langnau im Emmental', canton: 'BE', industry: 'agriculture', phone: '+41 34 402 12 12', contacts: [['Hansruedi Liechti', 'Verkauf'], ['Erika Stalder', 'Einkauf']] },
  { customerId: '0001004724', company: 'Precisa Mechanik AG', street: 'Solothurnstrasse 101', postalCode: '2540', city: 'Grenchen', canton: 'SO', industry: 'industry', phone: '+41 32 654 33 00', contacts: [['Patrick Kunz', 'Instandhaltung']] },
  { customerId: '0001004727', company: 'Autotrasporti Bernasconi SA', street: 'Via Cantonale 23', postalCode: '6900', city: 'Lugano', canton: 'TI', industry: 'transport', phone: '+41 91 966 24 24', contacts: [['Marco Bernasconi', 'Geschäftsführer'], ['Giulia Rossi', 'Disposition']] },
  { customerId: '0001004729', company: 'Officina Fontana SA', street: 'Via San Gottardo 54', postalCode: '6500', city: 'Bellinzona', canton: 'TI', industry: 'garage', phone: '+41 91 825 40 40', contacts: [['Luca Fontana', 'Werkstattleiter']] },
  { customerId: '0001004733', company: 'Kieswerk Amstutz AG', street: 'Kieswerkstrasse 2', postalCode: '6370', city: 'Stans', canton: 'NW', industry: 'construction', phone: '+41 41 619 80 80', contacts: [['Josef Amstutz', 'Geschäftsführer'], ['Rita Odermatt', 'Buchhaltung']] },
  { customerId: '0001004735', company: 'Lohnunternehmen Bühler GmbH', street: 'Hauptstrasse 17', postalCode: '3186', city: 'Düdingen', canton: 'FR', industry: 'agriculture', phone: '+41 26 493 15 15', contacts: [['Christian Bühler', 'Inhaber']] },
  { customerId: '0001004741', company: 'Hydraulik Schmid AG', street: 'Oberfeldstrasse 9', postalCode: '8570', city: 'Weinfelden', canton: 'TG', industry: 'industry', phone: '+41 71 622 09 09', contacts: [['Roland Schmid', 'Technischer Leiter'], ['Sandra Egli', 'Einkauf']] },
  { customerId: '0001004744', company: 'Autocenter Moser AG', street: 'Aarbergstrasse 108', postalCode: '2502', city: 'Biel/Bienne', canton: 'BE', industry: 'garage', phone: '+41 32 328 44 44', contacts: [['Thomas Moser', 'Serviceleiter'], ['Corinne Tschanz', 'Empfang']] },
  { customerId: '0001004746', company: 'Baumaschinen Hofer AG', street: 'Industriestrasse 31', postalCode: '5600', city: 'Lenzburg', canton: 'AG', industry: 'construction', phone: '+41 62 886 31 31', contacts: [['Adrian Hofer', 'Werkstattchef']] },
  { customerId: '0001004751', company: 'Reisecar Zimmermann AG', street: 'Seestrasse 4', postalCode: '3700', city: 'Spiez', canton: 'BE', industry: 'transport', phone: '+41 33 654 21 21', contacts: [['Daniel Zimmermann', 'Geschäftsführer']] },
  { customerId: '0001004753', company: 'Landtechnik Jura SA', street: 'Route de Delémont 12', postalCode: '2800', city: 'Delémont', canton: 'JU', industry: 'agriculture', phone: '+41 32 422 55 66', contacts: [['Pierre Chappuis', 'Verkauf'], ['Anne Froidevaux', 'Administration']] },
  { customerId: '0001004758', company: 'Stahlbau Brändli AG', street: 'Werkstrasse 6', postalCode: '8645', city: 'Jona', canton: 'SG', industry: 'industry', phone: '+41 55 225 60 60', contacts: [['Urs Brändli', 'Geschäftsführer'], ['Manuela Roth', 'Einkauf']] },
  { customerId: '0001004761', company: 'Auto Rüegg AG', street: 'Winterthurerstrasse 77', postalCode: '8610', city: 'Uster', canton: 'ZH', industry: 'garage', phone: '+41 44 905 77 77', contacts: [['Marcel Rüegg', 'Inhaber']] },
  { customerId: '0001004763', company: 'Construction Perret SA', street: 'Rue des Draizes 5', postalCode: '2000', city: 'Neuchâtel', canton: 'NE', industry: 'construction', phone: '+41 32 730 45 45', contacts: [['Jean-Marc Perret', 'Geschäftsführer'], ['Sophie Vuilleumier', 'Einkauf']] },
  { customerId: '0001004767', company: 'Forst- und Landtechnik Sigrist GmbH', street: 'Mühlegasse 3', postalCode: '6340', city: 'Baar', canton: 'ZG', industry: 'agriculture', phone: '+41 41 761 30 30', contacts: [['Peter Sigrist', 'Inhaber']] },
  { customerId: '0001004770', company: 'Kunststoffwerk Frey AG', street: 'Industriestrasse 50', postalCode: '4410', city: 'Liestal', canton: 'BL', industry: 'industry', phone: '+41 61 927 50 50', contacts: [['Michael Frey', 'Produktionsleiter'], ['Esther Gysin', 'Einkauf'], ['Kevin Schneider', 'Instandhaltung']] },
  { customerId: '0001004773', company: 'Cargo Express Basel AG', street: 'Hafenstrasse 25', postalCode: '4057', city: 'Basel', canton: 'BS', industry: 'transport', phone: '+41 61 639 25 25', contacts: [['Oliver Vogt', 'Fuhrparkleiter']] },
  { customerId: '0001004777', company: 'Carrosserie Lehmann AG', street: 'Bernstrasse 210', postalCode: '3052', city: 'Zollikofen', canton: 'BE', industry: 'garage', phone: '+41 31 911 21 21', contacts: [['Andreas Lehmann', 'Inhaber'], ['Barbara Lehmann', 'Buchhaltung']] },
  { customerId: '0001004781', company: 'Tiefbau Imboden AG', street: 'Kantonsstrasse 44', postalCode: '3930', city: 'Visp', canton: 'VS', industry: 'construction', phone: '+41 27 946 44 44', contacts: [['Raphael Imboden', 'Bauführer'], ['Nicole Zurbriggen', 'Einkauf']] },
  { customerId: '0001004784', company: 'Agrarservice Durrer AG', street: 'Brünigstrasse 120', postalCode: '6060', city: 'Sarnen', canton: 'OW', industry: 'agriculture', phone: '+41 41 660 12 20', contacts: [['Walter Durrer', 'Werkstattleiter']] },
  { customerId: '0001004787', company: 'Maschinenfabrik Rutishauser AG', street: 'Fabrikstrasse 8', postalCode: '9200', city: 'Gossau', canton: 'SG', industry: 'industry', phone: '+41 71 388 80 80', contacts: [['Felix Rutishauser', 'Technischer Leiter']] },
  { customerId: '0001004793', company: 'Pneu + Service Baumgartner GmbH', street: 'Luzernerstrasse 15', postalCode: '6030', city: 'Ebikon', canton: 'LU', industry: 'garage', phone: '+41 41 440 15 15', contacts: [['René Baumgartner', 'Inhaber']] },
  { customerId: '0001004796', company: 'Spedition Aebi AG', street: 'Industrie Nord 3', postalCode: '3400', city: 'Burgdorf', canton: 'BE', industry: 'transport', phone: '+41 34 420 33 00', contacts: [['Kurt Aebi', 'Geschäftsführer'], ['Sarah Müller', 'Disposition']] },
  { customerId: '0001004802', company: 'Strassenbau Pfister AG', street: 'Gewerbestrasse 12', postalCode: '8750', city: 'Glarus', canton: 'GL', industry: 'construction', phone: '+41 55 640 12 12', contacts: [['Hans Pfister', 'Werkhofleiter']] },
  { customerId: '0001004806', company: 'Verpackungswerk Kälin AG', street: 'Eisenbahnstrasse 30', postalCode: '8840', city: 'Einsiedeln', canton: 'SZ', industry: 'industry', phone: '+41 55 418 30 30', contacts: [['Bruno Kälin', 'Instandhaltung'], ['Monika Ochsner', 'Einkauf']] },
  { customerId: '0001004809', company: 'Transports Dubois SA', street: 'Chemin du Pont-du-Centenaire 110', postalCode: '1228', city: 'Plan-les-Ouates', canton: 'GE', industry: 'transport', phone: '+41 22 706 10 10', contacts: [['Laurent Dubois', 'Geschäftsführer']] },
  { customerId: '0001004812', company: 'Agrotechnik Wäckerlin AG', street: 'Schaffhauserstrasse 40', postalCode: '8212', city: 'Neuhausen am Rheinfall', canton: 'SH', industry: 'agriculture', phone: '+41 52 674 40 40', contacts: [['Ueli Wäckerlin', 'Verkauf']] },
  { customerId: '0001004818', company: 'Seilbahntechnik Aschwanden AG', street: 'Gotthardstrasse 70', postalCode: '6460', city: 'Altdorf', canton: 'UR', industry: 'industry', phone: '+41 41 874 70 70', contacts: [['Anton Aschwanden', 'Technischer Leiter'], ['Priska Arnold', 'Einkauf']] },
]

/** The first contact id of the customers written out here; users.ts uses 0000310001 to 0000310010. */
const FIRST_NEW_CONTACT = 310_011

// The employee's contacts as users.ts names them: the known customers and their contacts, in that order.
const EMPLOYEE_CONTACTS: readonly CustomerContact[] = seedAccounts().find((account) => account.user.type === 'employee')?.contacts ?? []

function knownCustomers(): CustomerRecord[] {
  const ids = [...new Set(EMPLOYEE_CONTACTS.map((contact) => contact.customerId))]
  return ids.map((customerId) => {
    const known = KNOWN[customerId]
    const main = seedPartnersOf(customerId).shipTo.find((partner) => partner.partnerId === customerId)
    if (!known || !main) throw new Error(`customers.ts: no data for the employee's customer ${customerId}`)
    const contacts = EMPLOYEE_CONTACTS.filter((contact) => contact.customerId === customerId)
    return {
      customerId,
      company: contacts[0]?.company ?? main.companyName[0] ?? '',
      street: main.street,
      postalCode: main.postalCode,
      city: contacts[0]?.city ?? main.city,
      canton: known.canton,
      industry: known.industry,
      phone: known.phone,
      contacts: contacts.map(({ contactId, person }) => ({ contactId, name: person, role: known.roles[contactId] ?? '', email: emailOf(person) })),
    }
  })
}

function newCustomers(): CustomerRecord[] {
  let next = FIRST_NEW_CONTACT
  return NEW.map(({ contacts, ...customer }) => ({
    ...customer,
    contacts: contacts.map(([name, role]) => ({ contactId: String(next++).padStart(10, '0'), name, role, email: emailOf(name) })),
  }))
}

const CUSTOMERS: readonly CustomerRecord[] = Object.freeze([...knownCustomers(), ...newCustomers()].sort((a, b) => a.customerId.localeCompare(b.customerId)))

/** The customers `account` looks after: the 40 for an employee, none for anyone else. Copies, so callers cannot change the seed. */
/** One customer by number, whoever asks (the address book seeds a main address from it). */
export const customerById = (customerId: string): CustomerRecord | undefined => CUSTOMERS.find((customer) => customer.customerId === customerId)

export const customersOf = (account: Account): CustomerRecord[] => (account.user.type === 'employee' ? structuredClone([...CUSTOMERS]) : [])

/**
 * The contacts `account` may act for (spec 1 §1), as the contact search and select read them: those the
 * account itself names first (users.ts, page data's availableContacts), then every other contact of its customers.
 */
export function actableContactsOf(account: Account): CustomerContact[] {
  const own = account.contacts
  const others = customersOf(account).flatMap((customer) =>
    customer.contacts
      .filter((person) => !own.some((contact) => contact.customerId === customer.customerId && contact.contactId === person.contactId))
      .map((person): CustomerContact => ({ customerId: customer.customerId, contactId: person.contactId, company: customer.company, city: customer.city, person: person.name })),
  )
  return [...own, ...others]
}
