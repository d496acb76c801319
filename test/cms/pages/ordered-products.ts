import type { Locale } from '@/i18n/locales'
import { findAccount } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { accountNoteFallback, dataTableFallback } from '../data-table-fallback'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import type { Text } from '../texts'
import { widgetString } from '../widget-strings'
import type { PageDefinition } from './types'

const ACCOUNT: { label: Text; path: string } = { label: { de: 'Mein Konto', fr: 'Mon compte', it: 'Il mio conto', en: 'My account' }, path: SHOP_URLS.dashboardUrl }

/**
 * shopuser/ordered-products' fallback (README "Fallback markup"): the note in its place for a visitor, a user
 * without shop access or an employee acting for nobody; otherwise the sort select's box, `<div
 * data-fallback="sort-select">` (ordered-products.module.css), then the table's (data-table-fallback.ts).
 */
export function orderedProductsFallback(username: string | null, shop: string, locale: Locale, pageSize = 20): string {
  const account = username === null ? undefined : findAccount(username, shop)
  const text = (key: string) => widgetString(locale, 'shopuser', key)
  if (!account) return accountNoteFallback(text('orderedProducts.signIn'))
  if (!account.isActiveShopUser) return accountNoteFallback(text('orderedProducts.notShopUser'))
  if (account.user.type === 'employee' && !account.selectedContact) {
    return accountNoteFallback(text('orderedProducts.noCustomer'), { href: SHOP_URLS.customerOverviewUrl, text: text('accountTable.toCustomerOverview') })
  }
  return `<div data-fallback="sort-select" aria-hidden="true"></div>${dataTableFallback(pageSize)}`
}

/** shopuser/ordered-products (spec 1 §2, §3, §7, §8) at the address of the user menu's entry «Bestellte Artikel». */
export const orderedProductsPage: PageDefinition = {
  path: ACCOUNT_PAGES.orderedArticles.link,
  title: { de: 'Bestellte Artikel', fr: 'Articles commandés', it: 'Articoli ordinati', en: 'Ordered articles' },
  description: {
    de: 'shopuser/ordered-products: jedes schon bestellte Gebinde mit letztem Bestelldatum, Anzahl Bestellungen und Gesamtmenge, sortierbar (auch über die Sortierauswahl), mit Filtern, Zeitraum, CSV-Export und «In den Warenkorb» je Zeile (angemeldet als kunde@example.ch).',
    fr: 'shopuser/ordered-products\u00a0: chaque conditionnement déjà commandé avec la date de la dernière commande, le nombre de commandes et la quantité totale, triable (aussi par la liste de tri), avec filtres, période, export CSV et «\u00a0Au panier\u00a0» par ligne (connecté en tant que kunde@example.ch).',
    it: 'shopuser/ordered-products: ogni confezione già ordinata con data dell’ultimo ordine, numero di ordini e quantità totale, ordinabile (anche con la selezione di ordinamento), con filtri, periodo, esportazione CSV e «Nel carrello» per riga (connesso come kunde@example.ch).',
    en: 'shopuser/ordered-products: every pack ordered before with its last order date, number of orders and total quantity, sortable (also by the sort select), with filters, period, CSV export and “Add to basket” per row (signed in as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT],
  body: (context) => marker('shopuser/ordered-products', {}, { hydrate: 'load', fallback: orderedProductsFallback(context.username, context.shop, context.locale) }),
}
