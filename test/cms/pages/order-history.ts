import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { accountTableData } from '../account-access'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { orderDetailPage } from './order-detail'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

const orderHistory = (path: string, group?: PageDefinition['group']): PageDefinition => ({
  path,
  title: { de: 'Bestellhistorie', fr: 'Historique des commandes', it: 'Cronologia degli ordini', en: 'Order history' },
  description: {
    de: 'shopuser/order-history: die Bestellungen des Kunden als Tabelle mit Sortierung, Filtern, Datumsbereich und Seiten in der Adresse und CSV-Export (angemeldet als kunde@example.ch: 500 Bestellungen seit 2024).',
    fr: 'shopuser/order-history\u00a0: les commandes du client dans un tableau avec tri, filtres, plage de dates et pages dans l’adresse, et export CSV (connecté en tant que kunde@example.ch\u00a0: 500 commandes depuis 2024).',
    it: 'shopuser/order-history: gli ordini del cliente in una tabella con ordinamento, filtri, intervallo di date e pagine nell’indirizzo, ed esportazione CSV (connesso come kunde@example.ch: 500 ordini dal 2024).',
    en: 'shopuser/order-history: the customer’s orders as a table with sorting, filters, date range and pages kept in the address, and CSV export (signed in as kunde@example.ch: 500 orders since 2024).',
  },
  ...(group ? { group } : {}),
  breadcrumbs: [ACCOUNT_CRUMB],
  // The detail page's URL written out (the widget's default is the same), so that it follows the page's language.
  body: (context) =>
    marker('shopuser/order-history', { orderDetailUrl: orderDetailPage.path }, {
      hydrate: 'load',
      fallback: fallbackHtml('shopuser/order-history', { orderDetailUrl: orderDetailPage.path }, context.locale, accountTableData(context.username, context.shop)),
    }),
})

/** shopuser/order-history (spec 1 §3, §7, §8) at the address of the user menu's entry «Bestellhistorie». */
export const orderHistoryPage = orderHistory(ACCOUNT_PAGES.orderHistory.link, 'widgets')

/** The same page at session.urls.orderHistoryUrl, where the header and the notifications link; not listed twice on the start page. */
export const orderHistoryUrlPage = orderHistory(SHOP_URLS.orderHistoryUrl)
