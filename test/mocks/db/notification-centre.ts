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
export const SEED_TODAY = '2026-11-24'

const DAY_MS = 86_400_000
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

type Template = { daysAgo: number; time: string; make(r: Recipient): Omit<StoredNotification, 'id' | 'timestamp' | 'read'> }

const forCustomer = (r: Recipient, n: number) => (r.customer(n) ? ` von ${r.customer(n)}` : '')

// Newest first; days before SEED_TODAY and Swiss time of day.
const TEMPLATES: Template[] = [
  {
    daysAgo: 0,
    time: '07:42',
    make: (r) => ({
      type: 'delivery',
      title: `Lieferung heute zwischen 10 und 12 Uhr`,
      text: `Die Bestellung ${r.order(5)}${forCustomer(r, 5)} wird heute zwischen 10:00 und 12:00 Uhr an ${r.deliveryAddress(5)} geliefert. Der Chauffeur meldet sich 30 Minuten vorher telefonisch.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 1,
    time: '16:05',
    make: (r) => ({
      type: 'invoice',
      title: `Rechnung ${r.invoice(4)} verfügbar`,
      text: `Die Rechnung zur Bestellung ${r.order(4)}${forCustomer(r, 4)} über CHF 2 184.60 steht bereit. Zahlbar innert 30 Tagen netto.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 2,
    time: '09:18',
    make: () => ({
      type: 'price',
      title: 'Preisanpassung per 1. Januar 2027',
      text: 'Wegen gestiegener Grundölpreise passen wir die Preise für Hydraulik- und Getriebeöle per 01.01.2027 um durchschnittlich 3,5 % an. Bestellungen, die bis 31.12.2026 eingehen, liefern wir zu den bisherigen Preisen.',
    }),
  },
  {
    daysAgo: 3,
    time: '14:30',
    make: () => ({
      type: 'document',
      title: `Neues Sicherheitsdatenblatt: ${product('20-2147').name}`,
      text: `Für ${product('20-2147').name} (20-2147) gilt ab sofort das Sicherheitsdatenblatt in Version 4.2 mit Änderungen in den Abschnitten 8 (Expositionsbegrenzung) und 11 (Toxikologie). Bitte ersetzen Sie ältere Ausgaben in Ihrem Betrieb.`,
      link: toSheets,
    }),
  },
  {
    daysAgo: 4,
    time: '11:02',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(5)} bestätigt`,
      text: `Vielen Dank für die Bestellung${forCustomer(r, 5)} vom ${dateOf(4)} mit 4 Positionen. Voraussichtlicher Liefertermin: ${dateOf(0)}.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 6,
    time: '08:47',
    make: (r) => ({
      type: 'delivery',
      title: `Lieferverzögerung bei Bestellung ${r.order(4)}`,
      text: `${product('50-1126').name} (50-1126) im 208-l-Fass trifft erst am ${dateOf(-3)} bei uns ein. Die übrigen Positionen liefern wir wie geplant; die offene Position folgt ohne zusätzliche Frachtkosten.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 7,
    time: '15:20',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(4)} versandt`,
      text: `Die Bestellung${forCustomer(r, 4)} ist unterwegs. Sendungsnummer: 99.60.123456.78901234 (Post CH Cargo).`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 8,
    time: '10:11',
    make: () => ({
      type: 'info',
      title: 'Betriebsferien über den Jahreswechsel',
      text: 'Vom 24.12.2026 bis 03.01.2027 bleibt unser Lager geschlossen. Bestellungen, die bis 18.12.2026, 12:00 Uhr, eingehen, liefern wir noch vor Weihnachten.',
    }),
  },
  {
    daysAgo: 9,
    time: '13:55',
    make: (r) => ({
      type: 'invoice',
      title: 'Zahlungseingang bestätigt',
      text: `Wir haben die Zahlung über CHF 1 486.30 für Rechnung ${r.invoice(3)} erhalten. Vielen Dank.`,
    }),
  },
  {
    daysAgo: 10,
    time: '09:05',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(4)} bestätigt`,
      text: `Vielen Dank für die Bestellung${forCustomer(r, 4)} vom ${dateOf(10)} mit 6 Positionen. Voraussichtlicher Liefertermin: ${dateOf(7)}.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 12,
    time: '16:40',
    make: () => ({
      type: 'document',
      title: `Technisches Datenblatt aktualisiert: ${product('30-1123').name}`,
      text: `Das technische Datenblatt von ${product('30-1123').name} nennt neu die Freigabe Bosch Rexroth RDE 90245. Die Rezeptur bleibt unverändert.`,
      link: toProduct('30-1123'),
    }),
  },
  {
    daysAgo: 13,
    time: '11:25',
    make: () => ({
      type: 'price',
      title: 'Aktion: 15 % auf Mehrzweckfette',
      text: `Bis 15.12.2026 erhalten Sie 15 % Rabatt auf ${product('40-1111').name} und alle Lithiumfette in Kartuschen und Eimern. Der Rabatt ist in Ihren Preisen im Shop bereits abgezogen.`,
      link: toProduct('40-1111'),
    }),
  },
  {
    daysAgo: 14,
    time: '08:30',
    make: (r) => ({
      type: 'delivery',
      title: `Bestellung ${r.order(3)} teilweise geliefert`,
      text: `Heute haben wir 5 von 6 Positionen an ${r.deliveryAddress(3)} geliefert. ${product('10-4411').name} im 60-l-Fass folgt in der nächsten Woche.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 15,
    time: '14:12',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(3)} versandt`,
      text: `Die Bestellung${forCustomer(r, 3)} hat unser Lager in Frauenfeld verlassen. Sendungsnummer: 99.60.123456.78900877 (Post CH Cargo).`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 17,
    time: '10:48',
    make: (r) => ({
      type: 'invoice',
      title: `Rechnung ${r.invoice(3)} verfügbar`,
      text: `Die Rechnung zur Bestellung ${r.order(3)}${forCustomer(r, 3)} über CHF 1 486.30 steht bereit. Zahlbar innert 30 Tagen netto.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 18,
    time: '09:33',
    make: () => ({
      type: 'info',
      title: 'Ihre Ansprechperson im Verkaufsinnendienst',
      text: 'Sandra Meier betreut Sie ab sofort im Verkaufsinnendienst. Sie erreichen sie unter +41 44 555 01 23 oder sandra.meier@example.ch, werktags von 07:30 bis 17:00 Uhr.',
    }),
  },
  {
    daysAgo: 20,
    time: '15:07',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(3)} bestätigt`,
      text: `Vielen Dank für die Bestellung${forCustomer(r, 3)} vom ${dateOf(20)} mit 6 Positionen. Voraussichtlicher Liefertermin: ${dateOf(15)}.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 21,
    time: '07:58',
    make: () => ({
      type: 'document',
      title: `Neues Sicherheitsdatenblatt: ${product('50-1126').name}`,
      text: `Für ${product('50-1126').name} (50-1126) liegt das Sicherheitsdatenblatt nach der neuen CLP-Einstufung vor (Version 3.0). Die Kennzeichnung der Gebinde ändert sich ab Januar.`,
      link: toSheets,
    }),
  },
  {
    daysAgo: 23,
    time: '13:16',
    make: () => ({
      type: 'price',
      title: 'Frachtzuschlag für Fasslieferungen gesenkt',
      text: 'Ab 01.11.2026 sinkt der Frachtzuschlag für Lieferungen von 208-l-Fässern von CHF 18.00 auf CHF 15.50 pro Lieferung.',
    }),
  },
  {
    daysAgo: 25,
    time: '10:27',
    make: (r) => ({
      type: 'invoice',
      title: `Zahlungserinnerung zu Rechnung ${r.invoice(2)}`,
      text: `Die Rechnung ${r.invoice(2)} über CHF 962.15 war am ${dateOf(27)} fällig. Falls Sie sie bereits bezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.`,
    }),
  },
  {
    daysAgo: 27,
    time: '16:02',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(2)} versandt`,
      text: `Die Bestellung${forCustomer(r, 2)} ist unterwegs und wird am ${dateOf(26)} an ${r.deliveryAddress(2)} geliefert.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 28,
    time: '09:40',
    make: () => ({
      type: 'info',
      title: 'Neu im Shop: die Schnellbestellung',
      text: 'Mit der Schnellbestellung erfassen Sie Artikelnummern und Mengen direkt, fügen sie aus Excel ein oder laden eine CSV-Datei hoch. Alle gültigen Positionen kommen in einem Schritt in den Warenkorb.',
      link: { url: ACCOUNT_PAGES.quickOrder.link, text: 'Zur Schnellbestellung' },
    }),
  },
  {
    daysAgo: 30,
    time: '11:50',
    make: (r) => ({
      type: 'delivery',
      title: `Liefertermin für Bestellung ${r.order(2)} vorgezogen`,
      text: `Die Bestellung${forCustomer(r, 2)} liefern wir zwei Tage früher als bestätigt, am ${dateOf(26)}.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 32,
    time: '14:44',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(2)} bestätigt`,
      text: `Vielen Dank für die Bestellung${forCustomer(r, 2)} vom ${dateOf(32)} mit 3 Positionen. Voraussichtlicher Liefertermin: ${dateOf(24)}.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 35,
    time: '08:15',
    make: (r) => ({
      type: 'invoice',
      title: `Rechnung ${r.invoice(2)} verfügbar`,
      text: `Die Rechnung zur Bestellung ${r.order(1)}${forCustomer(r, 1)} über CHF 962.15 steht bereit. Zahlbar bis ${dateOf(27)}.`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 38,
    time: '10:35',
    make: () => ({
      type: 'document',
      title: 'Sicherheitsdatenblätter auch auf Französisch und Italienisch',
      text: 'Alle Sicherheitsdatenblätter Ihrer gekauften Produkte stehen nun zusätzlich auf Französisch und Italienisch zum Herunterladen bereit.',
      link: toSheets,
    }),
  },
  {
    daysAgo: 42,
    time: '13:10',
    make: () => ({
      type: 'price',
      title: 'Neue Staffelpreise für 208-l-Fässer',
      text: `Ab 4 Fässern derselben Sorte gewähren wir 4 % Mengenrabatt, ab 8 Fässern 6 %, zum Beispiel auf ${product('10-4811').name}.`,
      link: toProduct('10-4811'),
    }),
  },
  {
    daysAgo: 46,
    time: '09:22',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(1)} versandt`,
      text: `Die Bestellung${forCustomer(r, 1)} ist unterwegs. Sendungsnummer: 99.60.123456.78899312 (Post CH Cargo).`,
      link: toOrders,
    }),
  },
  {
    daysAgo: 50,
    time: '15:48',
    make: () => ({
      type: 'info',
      title: 'Wartungsarbeiten im Shop',
      text: `Am Samstag, ${dateOf(45)}, ist der Shop zwischen 06:00 und 08:00 Uhr wegen Wartungsarbeiten nicht erreichbar. Bestellungen per E-Mail bearbeiten wir am Montag zuerst.`,
    }),
  },
  {
    daysAgo: 55,
    time: '10:05',
    make: (r) => ({
      type: 'order',
      title: `Bestellung ${r.order(0)} bestätigt`,
      text: `Vielen Dank für die Bestellung${forCustomer(r, 0)} vom ${dateOf(55)} mit 2 Positionen. Voraussichtlicher Liefertermin: ${dateOf(50)}.`,
      link: toOrders,
    }),
  },
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
  return TEMPLATES.map((template, index) => ({
    id: `n-${recipient.key}-${String(TEMPLATES.length - index).padStart(2, '0')}`,
    timestamp: swissMoment(template.daysAgo, template.time),
    read: !recipient.unread.includes(index),
    ...template.make(recipient),
  }))
}
