import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import type { Text } from '../texts'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

const LISTS_TITLE: Text = { de: 'Einkaufslisten', fr: 'Listes d’achat', it: 'Liste della spesa', en: 'Shopping lists' }

/**
 * shopuser/shopping-lists (spec 2 §7) at the address of the user menu's entry «Einkaufslisten»: the
 * names link to the detail page of session.urls.shoppingListUrl.
 */
export const shoppingListsPage: PageDefinition = {
  path: ACCOUNT_PAGES.shoppingLists.link,
  title: LISTS_TITLE,
  description: {
    de: 'shopuser/shopping-lists: die Einkaufslisten des Geschäftskunden anlegen, umbenennen, löschen und ganz in den Warenkorb legen (angemeldet als kunde@example.ch).',
    fr: 'shopuser/shopping-lists\u00a0: créer, renommer, supprimer les listes d’achat du client professionnel et les mettre entières dans le panier (connecté en tant que kunde@example.ch).',
    it: 'shopuser/shopping-lists: creare, rinominare, eliminare le liste della spesa del cliente commerciale e metterle per intero nel carrello (connesso come kunde@example.ch).',
    en: 'shopuser/shopping-lists: create, rename and delete the business customer’s shopping lists, and put a whole list into the basket (signed in as kunde@example.ch).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => marker('shopuser/shopping-lists', {}, { hydrate: 'load', fallback: fallbackHtml('shopuser/shopping-lists', {}, context.locale, { signedIn: context.username !== null }) }),
}

/** shopuser/shopping-list-detail (spec 2 §7) at session.urls.shoppingListUrl: the list is the address's `id` (`?id=sl-werkstatt`). */
export const shoppingListDetailPage: PageDefinition = {
  path: SHOP_URLS.shoppingListUrl,
  title: { de: 'Einkaufsliste', fr: 'Liste d’achat', it: 'Lista della spesa', en: 'Shopping list' },
  description: {
    de: 'shopuser/shopping-list-detail: eine Einkaufsliste mit Preisen, Mengen und Summen, umbenennen, Artikel entfernen, ganz in den Warenkorb legen (?id=sl-werkstatt).',
    fr: 'shopuser/shopping-list-detail\u00a0: une liste d’achat avec prix, quantités et totaux, la renommer, retirer des articles, la mettre entière dans le panier (?id=sl-werkstatt).',
    it: 'shopuser/shopping-list-detail: una lista della spesa con prezzi, quantità e totali, rinominarla, rimuovere articoli, metterla per intero nel carrello (?id=sl-werkstatt).',
    en: 'shopuser/shopping-list-detail: one shopping list with prices, quantities and totals, rename it, remove items, put it into the basket as a whole (?id=sl-werkstatt).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB, { label: LISTS_TITLE, path: ACCOUNT_PAGES.shoppingLists.link }],
  body: (context) => {
    const props = { backUrl: ACCOUNT_PAGES.shoppingLists.link }
    return marker('shopuser/shopping-list-detail', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/shopping-list-detail', props, context.locale, { signedIn: context.username !== null }) })
  },
}
