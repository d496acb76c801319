import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { accountTableData } from '../account-access'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import type { Text } from '../texts'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

const HISTORY: { label: Text; path: string } = {
  label: { de: 'Bestellhistorie', fr: 'Historique des commandes', it: 'Cronologia degli ordini', en: 'Order history' },
  path: ACCOUNT_PAGES.orderHistory.link,
}

/**
 * shopuser/order-detail (spec 1 §2 "order detail") at the URL the order history links each order to
 * (`/konto/bestellung?order=4500000735`): the order is the URL's `order` parameter.
 */
export const orderDetailPage: PageDefinition = {
  path: '/konto/bestellung',
  title: { de: 'Bestellung', fr: 'Commande', it: 'Ordine', en: 'Order' },
  description: {
    de: 'shopuser/order-detail: eine Bestellung mit Adressen, Total und Positionen; die ganze Bestellung oder ausgewählte Positionen erneut in den Warenkorb, mit Bericht je Position (aus der Bestellhistorie geöffnet, z. B. ?order=4500000735 als kunde@example.ch).',
    fr: 'shopuser/order-detail\u00a0: une commande avec ses adresses, son total et ses positions\u00a0; remettre toute la commande ou des positions choisies au panier, avec un rapport par position (ouverte depuis l’historique, p. ex. ?order=4500000735 en tant que kunde@example.ch).',
    it: 'shopuser/order-detail: un ordine con indirizzi, totale e posizioni; rimettere nel carrello tutto l’ordine o le posizioni scelte, con un rapporto per posizione (aperto dalla cronologia, p. es. ?order=4500000735 come kunde@example.ch).',
    en: 'shopuser/order-detail: one order with its addresses, total and lines; put the whole order or chosen lines into the basket again, with a report per line (opened from the order history, e.g. ?order=4500000735 as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB, HISTORY],
  body: (context) =>
    marker('shopuser/order-detail', {}, { hydrate: 'load', fallback: fallbackHtml('shopuser/order-detail', {}, context.locale, accountTableData(context.username, context.shop)) }),
}
