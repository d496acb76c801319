/**
 * The business partners of the demo's B2B customers that a checkout delivers to and bills (spec 1 §3
 * "Billing partner: partnerId, companyName (list of strings), street, postalCode, city"; spec 2 §1
 * "Address types: CRMH02 ship-to, CRMH04 bill-to"), by customer number. Swiss addresses of the companies
 * the demo's accounts and the employee's contacts belong to (users.ts). Plain data only.
 */

/** Address type codes (spec 1 §3, spec 2 §1). */
export const SHIP_TO = 'CRMH02'
export const BILL_TO = 'CRMH04'

/** A ship-to or bill-to partner of a customer. */
export type Partner = {
  partnerId: string
  type: typeof SHIP_TO | typeof BILL_TO
  /** The name in lines, as SAP keeps it (name 1 to name 4). */
  companyName: string[]
  street: string
  postalCode: string
  city: string
}

const shipTo = (partnerId: string, companyName: string[], street: string, postalCode: string, city: string): Partner => ({ partnerId, type: SHIP_TO, companyName, street, postalCode, city })
const billTo = (partnerId: string, companyName: string[], street: string, postalCode: string, city: string): Partner => ({ partnerId, type: BILL_TO, companyName, street, postalCode, city })

// The main address is ship-to and bill-to under the customer's own number; some customers have more
// depots or a separate accounting address, so the checkout has a real choice.
const PARTNERS: Record<string, Partner[]> = {
  // Brunner Transporte AG, Winterthur (kunde@example.ch)
  '0001004711': [
    shipTo('0001004711', ['Brunner Transporte AG'], 'Industriestrasse 24', '8404', 'Winterthur'),
    shipTo('0001004721', ['Brunner Transporte AG', 'Lager Frauenfeld'], 'Zürcherstrasse 310', '8500', 'Frauenfeld'),
    shipTo('0001004722', ['Brunner Transporte AG', 'Werkstatt Oberwinterthur'], 'Frauenfelderstrasse 76', '8404', 'Winterthur'),
    billTo('0001004711', ['Brunner Transporte AG'], 'Industriestrasse 24', '8404', 'Winterthur'),
    billTo('0001004731', ['Brunner Holding AG', 'Kreditorenbuchhaltung'], 'Postfach 312', '8401', 'Winterthur'),
  ],
  '0001004712': [
    shipTo('0001004712', ['Garage Huber GmbH'], 'Frutigenstrasse 45', '3604', 'Thun'),
    billTo('0001004712', ['Garage Huber GmbH'], 'Frutigenstrasse 45', '3604', 'Thun'),
  ],
  '0001004738': [
    shipTo('0001004738', ['Landmaschinen Zürcher AG'], 'Bützbergstrasse 18', '4900', 'Langenthal'),
    shipTo('0001004748', ['Landmaschinen Zürcher AG', 'Filiale Huttwil'], 'Bahnhofstrasse 9', '4950', 'Huttwil'),
    billTo('0001004738', ['Landmaschinen Zürcher AG'], 'Bützbergstrasse 18', '4900', 'Langenthal'),
  ],
  '0001004756': [
    shipTo('0001004756', ['Wyss Bau AG'], 'Kasernenstrasse 90', '7000', 'Chur'),
    billTo('0001004756', ['Wyss Bau AG'], 'Kasernenstrasse 90', '7000', 'Chur'),
  ],
  '0001004790': [
    shipTo('0001004790', ['Metallbau Steiner AG'], 'Zürcherstrasse 202', '9014', 'St. Gallen'),
    billTo('0001004790', ['Metallbau Steiner AG'], 'Zürcherstrasse 202', '9014', 'St. Gallen'),
  ],
  '0001004815': [
    shipTo('0001004815', ['Fahrzeugtechnik Gerber GmbH'], 'Horwerstrasse 81', '6005', 'Luzern'),
    billTo('0001004815', ['Fahrzeugtechnik Gerber GmbH'], 'Horwerstrasse 81', '6005', 'Luzern'),
  ],
  // Autoteile Fankhauser AG, Bern (haendler@example.ch)
  '0001005120': [
    shipTo('0001005120', ['Autoteile Fankhauser AG'], 'Freiburgstrasse 251', '3018', 'Bern'),
    shipTo('0001005130', ['Autoteile Fankhauser AG', 'Verkaufsstelle Thun'], 'Gwattstrasse 120', '3645', 'Gwatt (Thun)'),
    billTo('0001005120', ['Autoteile Fankhauser AG'], 'Freiburgstrasse 251', '3018', 'Bern'),
  ],
}

/**
 * The seed's ship-to and bill-to partners of a customer number, copied; none for a number the shop does not
 * know. Each shop keeps its own, changeable copy (address-book.ts `partnersOf`, which the checkout reads).
 */
export function seedPartnersOf(customerId: string): { shipTo: Partner[]; billTo: Partner[] } {
  const partners = Object.hasOwn(PARTNERS, customerId) ? structuredClone(PARTNERS[customerId] ?? []) : []
  return { shipTo: partners.filter((partner) => partner.type === SHIP_TO), billTo: partners.filter((partner) => partner.type === BILL_TO) }
}
