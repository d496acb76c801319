import * as v from 'valibot'
import type { Locale } from '@/i18n/locales'
import { addressBookOf } from '@/test/mocks/db/address-book'
import { b2bCartScope } from '@/test/mocks/db/cart-view'
import { findAccount } from '@/test/mocks/db/index'
import { BILL_TO } from '@/test/mocks/db/partners'
import { getShop } from '@/test/mocks/shops'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { isChoosable, partnerRowSchema, type BillingPartnerRow, type ChoosableRow } from '@/widgets/shopuser/billing-partner-selection/partner-rows'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { widgetString } from '../widget-strings'
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

/**
 * shopuser/billing-partner-selection's fallback (README "Fallback markup"): the content areas and the very
 * table the island renders (the rows with a partnerId, the chosen one marked, the others with a box of the
 * button's size), or the note in its place; billing-partner-selection.module.css styles both alike.
 */
export function billingPartnerSelectionFallback(props: Props, { access, locale }: { access: BillingPartnerAccess; locale: Locale }): string {
  const text = (key: string) => escapeHtml(widgetString(locale, 'shopuser', `billingPartnerSelection.${key}`))
  const content = (html: string | undefined) => (html ? `<div data-part="content">${html}</div>` : '')
  const lines = (items: string[]) => `<span data-part="lines">${items.map((item, index) => `<span${index === 0 ? ' data-first=""' : ''}>${escapeHtml(item)}</span>`).join('')}</span>`
  // The rows the island shows: those that pass its check and have a partnerId.
  const rows = (props.partners ?? []).filter((row): row is ChoosableRow => v.is(partnerRowSchema, row) && isChoosable(row))
  const body =
    rows.length === 0
      ? `<tr><td colspan="4">${text('empty')}</td></tr>`
      : rows
          .map((row) => {
            const choice =
              row.partnerId === props.selectedPartnerId
                ? `<span data-part="chosen"><span aria-hidden="true">✓ </span>${text('chosen')}</span>`
                : `<span data-part="choose">${text('choose')}</span>`
            const address = `<span data-part="lines"><span>${escapeHtml(row.street)}</span><span>${escapeHtml(row.postalCode)} ${escapeHtml(row.city)}</span></span>`
            return `<tr><td>${lines(row.companyName)}</td><td>${choice}</td><td>${escapeHtml(row.partnerId)}</td><td>${address}</td></tr>`
          })
          .join('')
  const head = ['company', 'selection', 'partnerId', 'address'].map((key) => `<th scope="col">${text(key)}</th>`).join('')
  const table = `<div data-part="table"><div data-part="scroll"><table><caption>${escapeHtml(props.caption ?? widgetString(locale, 'shopuser', 'billingPartnerSelection.caption'))}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></div>`
  const link = access === 'noCustomer' ? `<a href="${escapeHtml(SHOP_URLS.customerOverviewUrl)}">${escapeHtml(widgetString(locale, 'shopuser', 'accountTable.toCustomerOverview'))}</a>` : ''
  const middle = access === 'allowed' ? table : `<div data-part="note"><p>${text(access)}</p>${link}</div>`
  return `<div data-fallback="billing-partner-selection">${content(props.contentAbove)}${middle}${content(props.contentBelow)}</div>`
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
    return marker('shopuser/billing-partner-selection', props, { hydrate: 'load', fallback: billingPartnerSelectionFallback(props, { access, locale: context.locale }) })
  },
}
