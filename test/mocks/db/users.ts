/**
 * Seed of the demo accounts: one per kind of login the simulated CMS can switch between (DESIGN.md:
 * customer, employee, consumer, retailer). Plain data and pure functions only; the live state is
 * in ../shops.ts, which copies this seed for every new or reset shop.
 */
import type { AvailableContact, ContactPerson, SelectedContact, User, UserData } from '@/store/account'
import type { LoginLink, Session, UserMenuEntry } from '@/store/session'

/** The one password of every demo account. Meets spec 1 §5: eight or more characters, upper and lower case, a digit and a special character. */
export const DEMO_PASSWORD = 'Demo-2026!'

/** The kinds of login the CMS switcher offers. */
export type DemoRole = 'customer' | 'employee' | 'consumer' | 'retailer'

export type PostalAddress = { street: string; postalCode: string; city: string; country: 'CH' }

/** A customer's contact an employee may act for (spec 1 §1). The front end sees it as an `AvailableContact`. */
export type CustomerContact = {
  customerId: string
  contactId: string
  company: string
  city: string
  person: string
}

/** One account of the in-memory shop: the `UserData` parts plus what the mock needs to decide access. */
export type Account = {
  username: string
  password: string
  role: DemoRole
  /** German, for the CMS login switcher. */
  description: string
  user: User
  address: PostalAddress
  contactPerson: ContactPerson | null
  /** Only employees have contacts (spec 1 §6, spec 2 §6). */
  contacts: CustomerContact[]
  selectedContact: SelectedContact | null
  retailerMode: { available: boolean; enabled: boolean }
  /** Active e-commerce shop user: B2B prices, price labels, last-order dates, favourites (spec 1 §6). */
  isActiveShopUser: boolean
}

/** Session values that change while a user works; cart, notification and favourite handlers update them. */
export type SessionState = Pick<Session, 'cartCounts' | 'unreadNotifications' | 'favorites'>

/** The session parts that depend on who is signed in (spec 1 §3). The CMS merges them into `#page-data`. */
export type UserSessionParts = Pick<
  Session,
  'isActiveShopUser' | 'cartCounts' | 'unreadNotifications' | 'favorites' | 'userMenu' | 'loginLinks'
>

const innendienst: ContactPerson = {
  name: 'Sandra Meier',
  department: 'Verkaufsinnendienst',
  role: 'Kundenberaterin',
  phone: '+41 44 555 01 23',
  email: 'sandra.meier@example.ch',
}

// Several companies, some with two contacts, so a search by company finds more than one person and a
// broad search ('ag') finds more than spec 1 §9's limit of 5.
const employeeContacts: CustomerContact[] = [
  { customerId: '0001004711', contactId: '0000310001', company: 'Brunner Transporte AG', city: 'Winterthur', person: 'Thomas Brunner' },
  { customerId: '0001004711', contactId: '0000310002', company: 'Brunner Transporte AG', city: 'Winterthur', person: 'Monika Frei' },
  { customerId: '0001004712', contactId: '0000310003', company: 'Garage Huber GmbH', city: 'Thun', person: 'Peter Huber' },
  { customerId: '0001004712', contactId: '0000310004', company: 'Garage Huber GmbH', city: 'Thun', person: 'Claudia Huber' },
  { customerId: '0001004738', contactId: '0000310005', company: 'Landmaschinen Zürcher AG', city: 'Langenthal', person: 'Daniel Zürcher' },
  { customerId: '0001004756', contactId: '0000310006', company: 'Wyss Bau AG', city: 'Chur', person: 'Reto Wyss' },
  { customerId: '0001004790', contactId: '0000310007', company: 'Metallbau Steiner AG', city: 'St. Gallen', person: 'Andrea Steiner' },
  { customerId: '0001004790', contactId: '0000310008', company: 'Metallbau Steiner AG', city: 'St. Gallen', person: 'Lukas Baumann' },
  { customerId: '0001004815', contactId: '0000310009', company: 'Fahrzeugtechnik Gerber GmbH', city: 'Luzern', person: 'Markus Gerber' },
  { customerId: '0001005120', contactId: '0000310010', company: 'Autoteile Fankhauser AG', city: 'Bern', person: 'Urs Fankhauser' },
]

const accounts: Account[] = [
  {
    username: 'kunde@example.ch',
    password: DEMO_PASSWORD,
    role: 'customer',
    description: 'Geschäftskunde (B2B) mit aktivem Shop-Zugang',
    user: {
      firstName: 'Thomas',
      lastName: 'Brunner',
      customerId: '0001004711',
      name: 'Brunner Transporte AG',
      type: 'customer',
      options: { showContactSelector: false },
    },
    address: { street: 'Industriestrasse 24', postalCode: '8404', city: 'Winterthur', country: 'CH' },
    contactPerson: innendienst,
    contacts: [],
    selectedContact: null,
    retailerMode: { available: false, enabled: false },
    isActiveShopUser: true,
  },
  {
    username: 'mitarbeiter@example.ch',
    password: DEMO_PASSWORD,
    role: 'employee',
    description: 'Mitarbeiter im Verkaufsinnendienst, bestellt im Auftrag von Kunden',
    user: {
      firstName: 'Stefan',
      lastName: 'Keller',
      // Employees have no customer number of their own; they act under the selected contact's.
      customerId: '',
      name: 'Stefan Keller',
      type: 'employee',
      options: { showContactSelector: true },
    },
    address: { street: 'Bahnhofstrasse 12', postalCode: '8001', city: 'Zürich', country: 'CH' },
    contactPerson: null,
    contacts: employeeContacts,
    selectedContact: null,
    retailerMode: { available: false, enabled: false },
    isActiveShopUser: true,
  },
  {
    username: 'konsument@example.ch',
    password: DEMO_PASSWORD,
    role: 'consumer',
    description: 'Privatkunde (B2C) ohne Geschäftskundenpreise',
    user: {
      firstName: 'Laura',
      lastName: 'Schmid',
      customerId: '0002008842',
      name: 'Laura Schmid',
      type: 'customer',
      options: { showContactSelector: false },
      consumer: true,
    },
    address: { street: 'Seeweg 7', postalCode: '6300', city: 'Zug', country: 'CH' },
    contactPerson: null,
    contacts: [],
    selectedContact: null,
    retailerMode: { available: false, enabled: false },
    isActiveShopUser: false,
  },
  {
    username: 'haendler@example.ch',
    password: DEMO_PASSWORD,
    role: 'retailer',
    description: 'Händler mit Kundenmodus (Bruttopreise inkl. MwSt.)',
    user: {
      firstName: 'Urs',
      lastName: 'Fankhauser',
      customerId: '0001005120',
      name: 'Autoteile Fankhauser AG',
      type: 'customer',
      options: { showContactSelector: false },
    },
    address: { street: 'Freiburgstrasse 251', postalCode: '3018', city: 'Bern', country: 'CH' },
    contactPerson: { ...innendienst, name: 'Beat Schneider', role: 'Key Account Manager', email: 'beat.schneider@example.ch' },
    contacts: [],
    selectedContact: null,
    // Spec 1 §4: the toggle is offered only where retailer mode is available; it starts off.
    retailerMode: { available: true, enabled: false },
    isActiveShopUser: true,
  },
]

// Carts as a returning customer finds them (the header's cart icon shows the count: the B2B cart for
// active shop users, the B2C cart for consumers); the unread counts give the notification badge something to show.
const sessions: Record<string, SessionState> = {
  'kunde@example.ch': { cartCounts: { b2c: 0, b2b: 3 }, unreadNotifications: 2, favorites: [] },
  'mitarbeiter@example.ch': { cartCounts: { b2c: 0, b2b: 0 }, unreadNotifications: 1, favorites: [] },
  'konsument@example.ch': { cartCounts: { b2c: 2, b2b: 0 }, unreadNotifications: 0, favorites: [] },
  'haendler@example.ch': { cartCounts: { b2c: 0, b2b: 1 }, unreadNotifications: 1, favorites: [] },
}

/** A fresh copy of the seed accounts, so a reset never shares objects with a mutated state. */
export const seedAccounts = (): Account[] => structuredClone(accounts)

/** A fresh copy of the seed session state, by username. */
export const seedSessions = (): Map<string, SessionState> => new Map(Object.entries(structuredClone(sessions)))

/** The demo logins for the CMS switcher (README.md and docs/simulated-cms.md "Demo users" list them). */
export const DEMO_USERS: ReadonlyArray<{ username: string; password: string; role: DemoRole; description: string }> =
  accounts.map(({ username, password, role, description }) => ({ username, password, role, description }))

/** Account pages the user menu links to. One table, so the CMS can give each path a page. */
export const ACCOUNT_PAGES = {
  customerOverview: { title: 'Kundenübersicht', link: '/konto/kunden' },
  // Spec 2 §1, §7 "Get customers": the customer list (shopuser/customer-list), the employee's table of the customers
  // they look after.
  customerList: { title: 'Kundenliste', link: '/konto/kundenliste' },
  orderHistory: { title: 'Bestellhistorie', link: '/konto/bestellhistorie' },
  orderedArticles: { title: 'Bestellte Artikel', link: '/konto/bestellte-artikel' },
  // The quick order (beyond the spec), where a buyer orders by article number (product/quick-order).
  quickOrder: { title: 'Schnellbestellung', link: '/schnellbestellung' },
  contracts: { title: 'Verträge', link: '/konto/vertraege' },
  shoppingLists: { title: 'Einkaufslisten', link: '/konto/einkaufslisten' },
  addresses: { title: 'Adressen', link: '/konto/adressen' },
  favorites: { title: 'Favoriten', link: '/konto/favoriten' },
  safetyDataSheets: { title: 'Sicherheitsdatenblätter', link: '/konto/sicherheitsdatenblaetter' },
  notifications: { title: 'Benachrichtigungen', link: '/konto/benachrichtigungen' },
} as const satisfies Record<string, UserMenuEntry>

type AccountPage = keyof typeof ACCOUNT_PAGES

const b2bMenu: AccountPage[] = [
  'quickOrder',
  'orderHistory',
  'orderedArticles',
  'contracts',
  'shoppingLists',
  'addresses',
  'favorites',
  'safetyDataSheets',
  'notifications',
]

// Spec 1 §1: B2B customers get the account tools; employees also reach the customer overview; a
// consumer (B2C) has only a separate cart, so only the notification centre.
const menus: Record<DemoRole, AccountPage[]> = {
  customer: b2bMenu,
  retailer: b2bMenu,
  employee: ['customerOverview', 'customerList', ...b2bMenu],
  consumer: ['notifications'],
}

/** The notification centre carries the unread badge (spec 2 §3: user menu entry title, link, hasBadge). */
const menuEntry = (page: AccountPage): UserMenuEntry =>
  page === 'notifications' ? { ...ACCOUNT_PAGES[page], hasBadge: true } : { ...ACCOUNT_PAGES[page] }

/** Shown in the login menu to visitors who are not signed in. */
export const ANONYMOUS_LOGIN_LINKS: readonly LoginLink[] = [
  { title: 'Registrieren', url: '/registrieren' },
  { title: 'Passwort vergessen?', url: '/passwort-vergessen' },
]

/** A contact as the contact search answers it (spec 1 §3 availableContacts: id, contactId, displayLine1, displayLine2). */
export const toAvailableContact = (contact: CustomerContact): AvailableContact => ({
  id: contact.customerId,
  contactId: contact.contactId,
  displayLine1: `${contact.company}, ${contact.city}`,
  displayLine2: contact.person,
})

/** The contacts an employee may act for, as the contact search answers them (spec 1 §7). */
export const availableContactsOf = (account: Account): AvailableContact[] => account.contacts.map(toAvailableContact)

/** An account as the front end's `UserData` (spec 1 §3), copied so callers cannot change the state. */
export function toUserData(account: Account): UserData {
  return structuredClone({
    user: account.user,
    selectedContact: account.selectedContact,
    contactPerson: account.contactPerson,
    availableContacts: availableContactsOf(account),
    retailerMode: account.retailerMode,
  })
}

/** The user-dependent session parts; `null` account is an anonymous visitor. */
export function toSessionParts(account: Account | null, state: SessionState | undefined): UserSessionParts {
  if (!account) {
    return {
      isActiveShopUser: false,
      cartCounts: { b2c: 0, b2b: 0 },
      unreadNotifications: 0,
      favorites: [],
      userMenu: [],
      loginLinks: [...ANONYMOUS_LOGIN_LINKS],
    }
  }
  return {
    isActiveShopUser: account.isActiveShopUser,
    cartCounts: { ...(state?.cartCounts ?? { b2c: 0, b2b: 0 }) },
    unreadNotifications: state?.unreadNotifications ?? 0,
    favorites: [...(state?.favorites ?? [])],
    userMenu: menus[account.role].map(menuEntry),
    loginLinks: [],
  }
}
