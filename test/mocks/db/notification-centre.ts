/**
 * Seed of the notification centre (spec 1 §7 /api/notifications): 30 German notifications per B2B demo user
 * over the eight weeks before 24.11.2026 (order confirmed and shipped, delivery dates and delays, invoices
 * and payments, new safety data sheets, price changes, notices), most of them read. The unread ones are as
 * many as the user's seeded `unreadNotifications` (users.ts), so the header's badge and the centre agree from
 * the first page. The consumer has none (the empty state). Plain data and pure functions: the same on every
 * run, no clock, no randomness; the handler keeps a copy per shop (handlers/notification-centre.ts).
 */
import { ACCOUNT_PAGES } from './users'
import { PRODUCTS } from './catalogue'
import { DAY_MS, DEMO_TODAY } from './demo-day'

/** What the API sends for one entry (api/notification-centre.ts). */
export type StoredNotification = {
  id: string
  /** ISO 8601 in UTC. */
  timestamp: string
  type: 'order' | 'delivery' | 'invoice' | 'document' | 'price' | 'info'
  title: string
  text: string
  read: boolean
  link?: { url: string; text: string }
}

/** The demo's "today": the seed lies before it. */
export const SEED_TODAY = DEMO_TODAY

const TODAY_UTC = Date.parse(`${SEED_TODAY}T00:00:00Z`)
// Swiss summer time ends on 25.10.2026 at 01:00 UTC; before it Swiss time is UTC+2, after it UTC+1.
const SUMMER_TIME_END = Date.parse('2026-10-25T01:00:00Z')

/** The UTC moment of a Swiss wall-clock time `daysAgo` days before SEED_TODAY, as ISO 8601. */
export function swissMoment(daysAgo: number, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const wall = TODAY_UTC - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000
  const offsetHours = wall - 2 * 3_600_000 < SUMMER_TIME_END ? 2 : 1
  return new Date(wall - offsetHours * 3_600_000).toISOString().replace('.000Z', 'Z')
}

/** A date `daysAgo` days before SEED_TODAY (negative: after it), as DD.MM.YYYY (spec 2 §9). */
const dateOf = (daysAgo: number) => {
  const [year, month, day] = new Date(TODAY_UTC - daysAgo * DAY_MS).toISOString().slice(0, 10).split('-')
  return `${day}.${month}.${year}`
}

/** A product of the mock catalogue by article number: its name and page, so a link always leads somewhere. */
function product(articleNumber: string): { name: string; url: string } {
  const found = PRODUCTS.find((item) => item.articleNumber === articleNumber)
  if (!found) throw new Error(`notification seed: no product ${articleNumber} in the catalogue`)
  return { name: found.title, url: found.url }
}

/** Who the notifications are for: a customer's own company, or the customers an employee looks after. */
type Recipient = {
  key: string
  /** The n-th order's number (0 the oldest). */
  order(n: number): string
  /** The n-th invoice's number. */
  invoice(n: number): string
  /** Who ordered, for an employee's notifications ('' for a customer's own). */
  customer(n: number): string
  /** Where deliveries go. */
  deliveryAddress(n: number): string
  /** The indexes (0 = newest) of the unread entries; as many as users.ts seeds. */
  unread: number[]
}

const toOrders = { url: ACCOUNT_PAGES.orderHistory.link, text: 'Zur Bestellhistorie' }
const toSheets = { url: ACCOUNT_PAGES.safetyDataSheets.link, text: 'Zu den Sicherheitsdatenblättern' }
const toProduct = (articleNumber: string) => ({ url: product(articleNumber).url, text: 'Zum Produkt' })

type Link = NonNullable<StoredNotification['link']>
/** A fixed text, or one written for the recipient (its order and invoice numbers, its customer and address). */
type Text = string | ((r: Recipient) => string)
type Template = { daysAgo: number; time: string; type: StoredNotification['type']; title: Text; text: Text; link?: Link }

/** One notification of the seed: when (days before SEED_TODAY, Swiss time of day), its kind, title, text and link. */
const notice = (daysAgo: number, time: string, type: Template['type'], title: Text, text: Text, link?: Link): Template => ({ daysAgo, time, type, title, text, link })

const forCustomer = (r: Recipient, n: number) => (r.customer(n) ? ` von ${r.customer(n)}` : '')

/** The confirmation of the n-th order, sent the day it came in, with its positions and delivery date. */
const orderConfirmed = (daysAgo: number, time: string, n: number, positions: number, deliveryDaysAgo: number) =>
  notice(
    daysAgo,
    time,
    'order',
    (r) => `Bestellung ${r.order(n)} bestätigt`,
    (r) => `Vielen Dank für die Bestellung${forCustomer(r, n)} vom ${dateOf(daysAgo)} mit ${positions} Positionen. Voraussichtlicher Liefertermin: ${dateOf(deliveryDaysAgo)}.`,
    toOrders,
  )

const sheetTitle = (articleNumber: string) => `Neues Sicherheitsdatenblatt: ${product(articleNumber).name}`

// Newest first; days before SEED_TODAY and Swiss time of day.
const TEMPLATES: Template[] = [
  notice(0, '07:42', 'delivery', 'Lieferung heute zwischen 10 und 12 Uhr', (r) => `Die Bestellung ${r.order(5)}${forCustomer(r, 5)} wird heute zwischen 10:00 und 12:00 Uhr an ${r.deliveryAddress(5)} geliefert. Der Chauffeur meldet sich 30 Minuten vorher telefonisch.`, toOrders),
  notice(1, '16:05', 'invoice', (r) => `Rechnung ${r.invoice(4)} verfügbar`, (r) => `Die Rechnung zur Bestellung ${r.order(4)}${forCustomer(r, 4)} über CHF 2 184.60 steht bereit. Zahlbar innert 30 Tagen netto.`, toOrders),
  notice(2, '09:18', 'price', 'Preisanpassung per 1. Januar 2027', 'Wegen gestiegener Grundölpreise passen wir die Preise für Hydraulik- und Getriebeöle per 01.01.2027 um durchschnittlich 3,5 % an. Bestellungen, die bis 31.12.2026 eingehen, liefern wir zu den bisherigen Preisen.'),
  notice(3, '14:30', 'document', sheetTitle('20-2147'), `Für ${product('20-2147').name} (20-2147) gilt ab sofort das Sicherheitsdatenblatt in Version 4.2 mit Änderungen in den Abschnitten 8 (Expositionsbegrenzung) und 11 (Toxikologie). Bitte ersetzen Sie ältere Ausgaben in Ihrem Betrieb.`, toSheets),
  orderConfirmed(4, '11:02', 5, 4, 0),
  notice(6, '08:47', 'delivery', (r) => `Lieferverzögerung bei Bestellung ${r.order(4)}`, `${product('50-1126').name} (50-1126) im 208-l-Fass trifft erst am ${dateOf(-3)} bei uns ein. Die übrigen Positionen liefern wir wie geplant; die offene Position folgt ohne zusätzliche Frachtkosten.`, toOrders),
  notice(7, '15:20', 'order', (r) => `Bestellung ${r.order(4)} versandt`, (r) => `Die Bestellung${forCustomer(r, 4)} ist unterwegs. Sendungsnummer: 99.60.123456.78901234 (Post CH Cargo).`, toOrders),
  notice(8, '10:11', 'info', 'Betriebsferien über den Jahreswechsel', 'Vom 24.12.2026 bis 03.01.2027 bleibt unser Lager geschlossen. Bestellungen, die bis 18.12.2026, 12:00 Uhr, eingehen, liefern wir noch vor Weihnachten.'),
  notice(9, '13:55', 'invoice', 'Zahlungseingang bestätigt', (r) => `Wir haben die Zahlung über CHF 1 486.30 für Rechnung ${r.invoice(3)} erhalten. Vielen Dank.`),
  orderConfirmed(10, '09:05', 4, 6, 7),
  notice(12, '16:40', 'document', `Technisches Datenblatt aktualisiert: ${product('30-1123').name}`, `Das technische Datenblatt von ${product('30-1123').name} nennt neu die Freigabe Bosch Rexroth RDE 90245. Die Rezeptur bleibt unverändert.`, toProduct('30-1123')),
  notice(13, '11:25', 'price', 'Aktion: 15 % auf Mehrzweckfette', `Bis 15.12.2026 erhalten Sie 15 % Rabatt auf ${product('40-1111').name} und alle Lithiumfette in Kartuschen und Eimern. Der Rabatt ist in Ihren Preisen im Shop bereits abgezogen.`, toProduct('40-1111')),
  notice(14, '08:30', 'delivery', (r) => `Bestellung ${r.order(3)} teilweise geliefert`, (r) => `Heute haben wir 5 von 6 Positionen an ${r.deliveryAddress(3)} geliefert. ${product('10-4411').name} im 60-l-Fass folgt in der nächsten Woche.`, toOrders),
  notice(15, '14:12', 'order', (r) => `Bestellung ${r.order(3)} versandt`, (r) => `Die Bestellung${forCustomer(r, 3)} hat unser Lager in Frauenfeld verlassen. Sendungsnummer: 99.60.123456.78900877 (Post CH Cargo).`, toOrders),
  notice(17, '10:48', 'invoice', (r) => `Rechnung ${r.invoice(3)} verfügbar`, (r) => `Die Rechnung zur Bestellung ${r.order(3)}${forCustomer(r, 3)} über CHF 1 486.30 steht bereit. Zahlbar innert 30 Tagen netto.`, toOrders),
  notice(18, '09:33', 'info', 'Ihre Ansprechperson im Verkaufsinnendienst', 'Sandra Meier betreut Sie ab sofort im Verkaufsinnendienst. Sie erreichen sie unter +41 44 555 01 23 oder sandra.meier@example.ch, werktags von 07:30 bis 17:00 Uhr.'),
  orderConfirmed(20, '15:07', 3, 6, 15),
  notice(21, '07:58', 'document', sheetTitle('50-1126'), `Für ${product('50-1126').name} (50-1126) liegt das Sicherheitsdatenblatt nach der neuen CLP-Einstufung vor (Version 3.0). Die Kennzeichnung der Gebinde ändert sich ab Januar.`, toSheets),
  notice(23, '13:16', 'price', 'Frachtzuschlag für Fasslieferungen gesenkt', 'Ab 01.11.2026 sinkt der Frachtzuschlag für Lieferungen von 208-l-Fässern von CHF 18.00 auf CHF 15.50 pro Lieferung.'),
  notice(25, '10:27', 'invoice', (r) => `Zahlungserinnerung zu Rechnung ${r.invoice(2)}`, (r) => `Die Rechnung ${r.invoice(2)} über CHF 962.15 war am ${dateOf(27)} fällig. Falls Sie sie bereits bezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.`),
  notice(27, '16:02', 'order', (r) => `Bestellung ${r.order(2)} versandt`, (r) => `Die Bestellung${forCustomer(r, 2)} ist unterwegs und wird am ${dateOf(26)} an ${r.deliveryAddress(2)} geliefert.`, toOrders),
  notice(28, '09:40', 'info', 'Neu im Shop: die Schnellbestellung', 'Mit der Schnellbestellung erfassen Sie Artikelnummern und Mengen direkt, fügen sie aus Excel ein oder laden eine CSV-Datei hoch. Alle gültigen Positionen kommen in einem Schritt in den Warenkorb.', { url: ACCOUNT_PAGES.quickOrder.link, text: 'Zur Schnellbestellung' }),
  notice(30, '11:50', 'delivery', (r) => `Liefertermin für Bestellung ${r.order(2)} vorgezogen`, (r) => `Die Bestellung${forCustomer(r, 2)} liefern wir zwei Tage früher als bestätigt, am ${dateOf(26)}.`, toOrders),
  orderConfirmed(32, '14:44', 2, 3, 24),
  notice(35, '08:15', 'invoice', (r) => `Rechnung ${r.invoice(2)} verfügbar`, (r) => `Die Rechnung zur Bestellung ${r.order(1)}${forCustomer(r, 1)} über CHF 962.15 steht bereit. Zahlbar bis ${dateOf(27)}.`, toOrders),
  notice(38, '10:35', 'document', 'Sicherheitsdatenblätter auch auf Französisch und Italienisch', 'Alle Sicherheitsdatenblätter Ihrer gekauften Produkte stehen nun zusätzlich auf Französisch und Italienisch zum Herunterladen bereit.', toSheets),
  notice(42, '13:10', 'price', 'Neue Staffelpreise für 208-l-Fässer', `Ab 4 Fässern derselben Sorte gewähren wir 4 % Mengenrabatt, ab 8 Fässern 6 %, zum Beispiel auf ${product('10-4811').name}.`, toProduct('10-4811')),
  notice(46, '09:22', 'order', (r) => `Bestellung ${r.order(1)} versandt`, (r) => `Die Bestellung${forCustomer(r, 1)} ist unterwegs. Sendungsnummer: 99.60.123456.78899312 (Post CH Cargo).`, toOrders),
  notice(50, '15:48', 'info', 'Wartungsarbeiten im Shop', `Am Samstag, ${dateOf(45)}, ist der Shop zwischen 06:00 und 08:00 Uhr wegen Wartungsarbeiten nicht erreichbar. Bestellungen per E-Mail bearbeiten wir am Montag zuerst.`),
  orderConfirmed(55, '10:05', 0, 2, 50),
]

const customerRecipient = (key: string, orderBase: number, invoiceBase: number, deliveryAddress: string, unread: number[]): Recipient => ({
  key,
  order: (n) => String(orderBase + n * 17),
  invoice: (n) => String(invoiceBase + n * 241),
  customer: () => '',
  deliveryAddress: () => deliveryAddress,
  unread,
})

// The customers the employee looks after (users.ts employeeContacts), each order for one of them.
const EMPLOYEE_CUSTOMERS = [
  ['Garage Huber GmbH', 'Thun'],
  ['Wyss Bau AG', 'Chur'],
  ['Metallbau Steiner AG', 'St. Gallen'],
  ['Landmaschinen Zürcher AG', 'Langenthal'],
  ['Fahrzeugtechnik Gerber GmbH', 'Luzern'],
  ['Brunner Transporte AG', 'Winterthur'],
] as const

const employeeCustomer = (n: number) => EMPLOYEE_CUSTOMERS[n % EMPLOYEE_CUSTOMERS.length]!

// Unread: as many as users.ts seeds for each (notification-centre.test.ts checks it).
const RECIPIENTS: Record<string, Recipient> = {
  'kunde@example.ch': customerRecipient('kunde', 4500012330, 9100045136, 'Industriestrasse 24, 8404 Winterthur', [0, 3]),
  'haendler@example.ch': customerRecipient('haendler', 4500012510, 9100046020, 'Freiburgstrasse 251, 3018 Bern', [1]),
  'mitarbeiter@example.ch': {
    key: 'mitarbeiter',
    order: (n) => String(4500012620 + n * 13),
    invoice: (n) => String(9100046500 + n * 187),
    customer: (n) => employeeCustomer(n)[0],
    deliveryAddress: (n) => `${employeeCustomer(n)[0]} in ${employeeCustomer(n)[1]}`,
    unread: [0],
  },
}

/** The seeded notifications of one user, newest first; none for a user without any (the consumer). */
export function seedNotifications(username: string): StoredNotification[] {
  const recipient = RECIPIENTS[username]
  if (!recipient) return []
  const write = (text: Text) => (typeof text === 'string' ? text : text(recipient))
  return TEMPLATES.map(({ daysAgo, time, type, title, text, link }, index) => ({
    id: `n-${recipient.key}-${String(TEMPLATES.length - index).padStart(2, '0')}`,
    timestamp: swissMoment(daysAgo, time),
    read: !recipient.unread.includes(index),
    type,
    title: write(title),
    text: write(text),
    ...(link ? { link } : {}),
  }))
}
