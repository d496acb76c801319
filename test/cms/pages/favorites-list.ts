import { findAccount, sessionFor } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import type { FavoritesView } from '@/widgets/product/favorites-list/favorites-list.fallback'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { marker, section } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import { productListMarker } from './product-list'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

/** What the favourites list will show `username` (null: nobody signed in) in the mock shop `shop`: a note, or the session's favourites. */
function favoritesViewOf(username: string | null, shop: string): FavoritesView {
  const account = username === null ? undefined : findAccount(username, shop)
  if (!account) return 'signed-out'
  if (!account.isActiveShopUser) return 'no-shop-access'
  return { favorites: sessionFor(account.username, shop).favorites.length }
}

/** product/favorites-list (spec 1 §2 "favorites list"; spec 2 §4, §7) at the address of the user menu's «Favoriten». */
export const favoritesListPage: PageDefinition = {
  path: ACCOUNT_PAGES.favorites.link,
  title: { de: 'Favoriten', fr: 'Favoris', it: 'Preferiti', en: 'Favourites' },
  description: {
    de: 'product/favorites-list: die Favoriten des Shop-Kunden als Produktkacheln, Entfernen nach Bestätigung, leerer Zustand mit Link in den Shop.',
    fr: 'product/favorites-list\u00a0: les favoris du client de la boutique en tuiles de produits, retrait après confirmation, état vide avec lien vers la boutique.',
    it: 'product/favorites-list: i preferiti del cliente del negozio come riquadri di prodotto, rimozione dopo conferma, stato vuoto con link al negozio.',
    en: 'product/favorites-list: the shop customer’s favourites as product tiles, removal after confirmation, an empty state linking into the shop.',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context: CmsContext) =>
    marker('product/favorites-list', {}, {
      hydrate: 'load',
      fallback: fallbackHtml('product/favorites-list', {}, context.locale, { view: favoritesViewOf(context.username, context.shop), homepageUrl: SHOP_URLS.homepageUrl }),
    }) +
    // A product area of its own island below, as a shop would place suggestions: its favourite buttons and
    // the list's are one favourite each, in step (spec 2 §4), and adding one here puts it into the list.
    section(
      translator(context)({ de: 'Bestseller entdecken', fr: 'Découvrir les best-sellers', it: 'Scopri i bestseller', en: 'Discover the bestsellers' }),
      productListMarker(context, { productGroup: 'bestseller' }),
    ),
}
