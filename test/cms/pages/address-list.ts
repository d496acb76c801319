import * as v from 'valibot'
import type { Locale } from '@/i18n/locales'
import { selectedContactSchema } from '@/store/account-data'
import { addressBookOf } from '@/test/mocks/db/address-book'
import { b2bCartScope } from '@/test/mocks/db/cart-view'
import { findAccount } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { getShop } from '@/test/mocks/shops'
import { ADDRESS_COUNT_MAX } from '@/widgets/shopuser/address-list/address-count'
import { accountNoteFallback } from '../data-table-fallback'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { widgetString } from '../widget-strings'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/** What shopuser/address-list will show: a note (spec 1 §6), or the list of this many addresses (and for whom an employee acts). */
export type AddressListView = { note: 'signIn' | 'notShopUser' | 'noCustomer' } | { count: number; actingFor?: string | undefined }

/** The view of `username` (null: nobody signed in) in the mock shop `shop`: whose addresses, and how many (the same rules as the island). */
export function addressListViewOf(username: string | null, shop: string): AddressListView {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return { note: 'signIn' }
  if (!account.isActiveShopUser) return { note: 'notShopUser' }
  const { customerId } = b2bCartScope(getShop(shop), account)
  if (customerId === '') return { note: 'noCustomer' }
  const count = Math.min(addressBookOf(getShop(shop).db, customerId).addresses.length, ADDRESS_COUNT_MAX)
  // The island names the contact as the page data's check reads it (store/account-data.ts: a malformed one not at all, a long name cut).
  const contact = account.selectedContact ? v.safeParse(selectedContactSchema, account.selectedContact) : undefined
  return { count, actingFor: contact?.success ? contact.output.name : undefined }
}

/**
 * shopuser/address-list's fallback (README "Fallback markup"): the note the island shows a visitor, a user
 * without shop access or an employee acting for nobody (with the link to the customer overview), the account
 * tables' note (data-table-fallback.ts); otherwise the heading, the new-address button's box, the acting-for
 * line and one card box per address, which address-list.module.css sizes like the island's cards (the island
 * shows as many placeholders while it loads).
 */
export function addressListFallback(view: AddressListView, { locale, headingLevel = 2, customerOverviewUrl }: { locale: Locale; headingLevel?: 2 | 3; customerOverviewUrl?: string }): string {
  const text = (key: string, values?: Record<string, string>) => escapeHtml(widgetString(locale, 'shopuser', `addressList.${key}`, values))
  if ('note' in view) {
    const link = view.note === 'noCustomer' && customerOverviewUrl ? { href: customerOverviewUrl, text: widgetString(locale, 'shopuser', 'accountTable.toCustomerOverview') } : undefined
    return accountNoteFallback(widgetString(locale, 'shopuser', `addressList.${view.note}`), link)
  }
  const actingFor = view.actingFor === undefined ? '' : `<p>${text('actingFor', { company: view.actingFor })}</p>`
  return `<div data-fallback="address-list"><div data-part="head"><h${headingLevel}>${text('title')}</h${headingLevel}><span data-part="button">${text('newAddress')}</span></div>${actingFor}<ul data-part="cards">${'<li></li>'.repeat(view.count)}</ul></div>`
}

/**
 * shopuser/address-list (spec 2 §1, §3, §7) at the address of the user menu's entry «Adressen»: the CMS
 * knows how many addresses the customer has and says so in `addressCount`, which keeps their room while the
 * list loads.
 */
export const addressListPage: PageDefinition = {
  path: ACCOUNT_PAGES.addresses.link,
  title: { de: 'Adressen', fr: 'Adresses', it: 'Indirizzi', en: 'Addresses' },
  description: {
    de: 'shopuser/address-list: Liefer- und Rechnungsadressen des Geschäftskunden, Lieferadresse festlegen, Adressen anlegen, bearbeiten (Formular vom Server) und löschen (angemeldet als kunde@example.ch).',
    fr: 'shopuser/address-list\u00a0: adresses de livraison et de facturation du client professionnel, choisir l’adresse de livraison, créer, modifier (formulaire du serveur) et supprimer des adresses (connecté en tant que kunde@example.ch).',
    it: 'shopuser/address-list: indirizzi di consegna e di fatturazione del cliente commerciale, scegliere l’indirizzo di consegna, creare, modificare (modulo del server) ed eliminare indirizzi (connesso come kunde@example.ch).',
    en: 'shopuser/address-list: the business customer’s delivery and invoice addresses; set the delivery address, add, edit (a form the server configures) and delete addresses (signed in as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => {
    const view = addressListViewOf(context.username, context.shop)
    const props = 'count' in view ? { addressCount: view.count } : {}
    return marker('shopuser/address-list', props, {
      hydrate: 'load',
      fallback: addressListFallback(view, { locale: context.locale, customerOverviewUrl: SHOP_URLS.customerOverviewUrl }),
    })
  },
}
