import * as v from 'valibot'
import { selectedContactSchema } from '@/store/account-data'
import { addressBookOf } from '@/test/mocks/db/address-book'
import { b2bCartScope } from '@/test/mocks/db/cart-view'
import { findAccount } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { getShop } from '@/test/mocks/shops'
import { ADDRESS_COUNT_MAX } from '@/widgets/shopuser/address-list/address-count'
import { fallbackHtml, type FallbackData } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/**
 * What shopuser/address-list will show for `username` (null: nobody signed in) in the mock shop `shop`, by the
 * island's rules: a note (spec 1 §6), or this many addresses of the customer (and for whom an employee acts): its
 * `addressCount` prop and its fallback's data.
 */
export function addressListViewOf(username: string | null, shop: string): { addressCount?: number; data: FallbackData<'shopuser/address-list'> } {
  const account = username === null ? undefined : findAccount(username, shop)
  const note = (which: 'signIn' | 'notShopUser' | 'noCustomer') => ({ data: { note: which, customerOverviewUrl: SHOP_URLS.customerOverviewUrl } })
  if (!account) return note('signIn')
  if (!account.isActiveShopUser) return note('notShopUser')
  const { customerId } = b2bCartScope(getShop(shop), account)
  if (customerId === '') return note('noCustomer')
  const addressCount = Math.min(addressBookOf(getShop(shop).db, customerId).addresses.length, ADDRESS_COUNT_MAX)
  // The island names the contact as the page data's check reads it (store/account-data.ts: a malformed one not at all, a long name cut).
  const contact = account.selectedContact ? v.safeParse(selectedContactSchema, account.selectedContact) : undefined
  return { addressCount, data: contact?.success ? { actingFor: contact.output.name } : {} }
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
    const { addressCount, data } = addressListViewOf(context.username, context.shop)
    const props = addressCount === undefined ? {} : { addressCount }
    return marker('shopuser/address-list', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/address-list', props, context.locale, data) })
  },
}
