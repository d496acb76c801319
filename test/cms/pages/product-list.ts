import { PRODUCT_LIST_PAGE_SIZE } from '@/api/products'
import { categoryUrl, walkCategories } from '@/test/mocks/db/categories'
import { findAccount } from '@/test/mocks/db/index'
import { productListPage as firstPageOf, type ListSource } from '@/test/mocks/db/product-list'
import { readFilterAddress } from '@/src/lib/filter-address'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { germanLang, translator } from '../texts'
import { loginFormPage } from './login-form'
import type { PageDefinition } from './types'

/** Where the prompt to log in for prices and availability leads (spec 1 §6): the demo's sign-in page. */
export const PRODUCT_LIST_LOGIN_URL = loginFormPage.path

/**
 * product/product-list for a category or product group as the CMS renders it for this request: its first
 * page for the address's filter and the signed-in user (so the island shows it without a request), and the
 * fallback of its final size (product-list.fallback.ts). Category pages (catalogue-pages.ts) place it too.
 */
export function productListMarker(context: CmsContext, source: ListSource, headingLevel: 2 | 3 = 3): string {
  const account = context.username === null ? null : (findAccount(context.username, context.shop) ?? null)
  // The address is the visitor's: what the island reads from it (unknown filters are ignored by the list).
  const page = firstPageOf(source, readFilterAddress(context.url.search), { offset: 0, limit: PRODUCT_LIST_PAGE_SIZE, account })
  const props = { ...source, headingLevel, loginUrl: PRODUCT_LIST_LOGIN_URL, ...(page ? { initialPage: page } : {}) }
  // The fallback's tiles are the first page's (the initialPage prop), a full page when there is none.
  const fallback = fallbackHtml('product/product-list', props, context.locale, { signedIn: account !== null, shopUser: account?.isActiveShopUser ?? false })
  // In a script child rather than the attribute: the first page is some kilobytes of JSON, unescaped there.
  return marker('product/product-list', props, { hydrate: 'load', propsIn: 'script', fallback })
}

/** The category the demo page lists: a top category with every kind of filter. */
const DEMO_CATEGORY = 'c-motor'

/** product/product-list (spec 1 §3, §4) on a page of its own; every category page of the catalogue places it too. */
export const productListPage: PageDefinition = {
  path: '/product-list',
  title: { de: 'Produktliste', fr: 'Liste de produits', it: 'Elenco prodotti', en: 'Product list' },
  description: {
    de: 'product/product-list: Produkte einer Kategorie mit Mehrfachfiltern in der Adresse, «Mehr laden», Preisaktionen und letztem Bestelldatum für Shop-Kunden.',
    fr: 'product/product-list\u00a0: produits d’une catégorie avec filtres multiples dans l’adresse, «\u00a0Charger plus\u00a0», promotions et date de dernière commande pour les clients de la boutique.',
    it: 'product/product-list: prodotti di una categoria con filtri multipli nell’indirizzo, «Carica altri», promozioni e data dell’ultimo ordine per i clienti del negozio.',
    en: 'product/product-list: a category’s products with multiselect filters in the address, load more, price labels and last order dates for shop customers.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const entry = walkCategories().find(({ category }) => category.id === DEMO_CATEGORY)
    const categoryLink = entry
      ? ` <a href="${escapeHtml(categoryUrl(entry.path.map((category) => category.slug)))}"${germanLang(context)}>${escapeHtml(entry.category.name)}</a>`
      : ''
    const note = t({
      de: 'Jede Kategorieseite des Katalogs zeigt diese Liste, z. B.',
      fr: 'Chaque page de catégorie du catalogue affiche cette liste, p. ex.',
      it: 'Ogni pagina di categoria del catalogo mostra questo elenco, p. es.',
      en: 'Every category page of the catalogue shows this list, e.g.',
    })
    return `<p class="cms-note">${escapeHtml(note)}${categoryLink}</p>` + section(t({ de: 'Motorenöle', fr: 'Huiles moteur', it: 'Oli motore', en: 'Engine oils' }), productListMarker(context, { categoryId: DEMO_CATEGORY }))
  },
}
