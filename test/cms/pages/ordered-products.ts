import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { accountTableData } from '../account-access'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

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
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => marker('shopuser/ordered-products', {}, { hydrate: 'load', fallback: fallbackHtml('shopuser/ordered-products', {}, context.locale, accountTableData(context.username, context.shop)) }),
}
