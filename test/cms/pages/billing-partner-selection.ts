import { addressBookOf } from '@/test/mocks/db/address-book'
import { b2bCartScope } from '@/test/mocks/db/cart-view'
import { findAccount } from '@/test/mocks/db/index'
import { BILL_TO } from '@/test/mocks/db/partners'
import { getShop } from '@/test/mocks/shops'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { BillingPartnerRow } from '@/widgets/shopuser/billing-partner-selection/partner-rows'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

type Props = WidgetInputs['shopuser/billing-partner-selection']
type Row = BillingPartnerRow

/**
 * Who sees the table (the island's useAccountAccess, spec 1 §6): a signed-in active shop user, an employee only
 * while acting for a customer; the others get a note, an employee acting for nobody with the way to the customer overview.
 */
export type BillingPartnerAccess = 'signIn' | 'notShopUser' | 'noCustomer' | 'allowed'

/** The billing partners (spec 1 §3) of the customer `username` works for, in the order of the master data, and the chosen one. */
export function billingPartnersOf(username: string | null, shop: string): { access: BillingPartnerAccess; partners: Row[]; selectedPartnerId?: string } {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return { access: 'signIn', partners: [] }
  if (!account.isActiveShopUser) return { access: 'notShopUser', partners: [] }
  if (account.user.type === 'employee' && !account.selectedContact) return { access: 'noCustomer', partners: [] }
  const { customerId } = b2bCartScope(getShop(shop), account)
  const book = addressBookOf(getShop(shop).db, customerId)
  const partners = book.addresses
    .filter((address) => address.types.includes(BILL_TO))
    .map(({ partnerId, companyName, street, postalCode, city }) => ({ partnerId, companyName, street, postalCode, city }))
  return { access: 'allowed', partners, selectedPartnerId: book.billingPartnerId }
}

// Editorial content of the page, in German like the rest of the CMS's content.
const ABOVE =
  '<p>Wählen Sie, auf welches Konto Ihre Bestellungen verrechnet werden. Der gewählte Rechnungsempfänger gilt für alle neuen Bestellungen; im Warenkorb können Sie ihn für eine einzelne Bestellung ändern.</p>'
const BELOW = '<p>Fehlt ein Rechnungsempfänger oder hat sich eine Adresse geändert? <a href="/kontakt">Schreiben Sie uns</a>, unsere Buchhaltung passt die Stammdaten an.</p>'

/** shopuser/billing-partner-selection (spec 2 §2.9): the rows are the signed-in customer's bill-to partners (CRMH04), given by the CMS. */
export const billingPartnerSelectionPage: PageDefinition = {
  path: '/konto/rechnungsempfaenger',
  title: { de: 'Rechnungsempfänger', fr: 'Destinataire de la facture', it: 'Destinatario della fattura', en: 'Billing partner' },
  description: {
    de: 'shopuser/billing-partner-selection: den Rechnungsempfänger aus einer Tabelle wählen, mit Inhaltsbereichen darüber und darunter (angemeldet als kunde@example.ch).',
    fr: 'shopuser/billing-partner-selection\u00a0: choisir le destinataire de la facture dans un tableau, avec des zones de contenu au-dessus et en dessous (connecté en tant que kunde@example.ch).',
    it: 'shopuser/billing-partner-selection: scegliere il destinatario della fattura da una tabella, con aree di contenuto sopra e sotto (connesso come kunde@example.ch).',
    en: 'shopuser/billing-partner-selection: choose the billing partner from a table, with content areas above and below (signed in as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => {
    const { access, partners, selectedPartnerId } = billingPartnersOf(context.username, context.shop)
    const props: Props = { partners, ...(selectedPartnerId ? { selectedPartnerId } : {}), contentAbove: ABOVE, contentBelow: BELOW }
    const data = access === 'allowed' ? {} : { note: access, customerOverviewUrl: SHOP_URLS.customerOverviewUrl }
    return marker('shopuser/billing-partner-selection', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/billing-partner-selection', props, context.locale, data) })
  },
}
