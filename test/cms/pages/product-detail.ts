/**
 * The product detail on every product page of the mock catalogue (spec 1 §3, §7), and its demo page. The
 * page data is the catalogue's; prices, availability and last order dates come from the mock backend
 * when the island mounts. The fallback is the island's markup of what the page knows (product-detail.fallback.ts:
 * the picture, name, packs, description …, with the places of what the island adds), in a box at least as tall as
 * the viewport (the widget's CSS gives the island the same minimum), so nothing visible moves when the island
 * replaces it.
 */
import type { CatalogueProduct } from '@/test/mocks/db/catalogue'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { findAccount } from '@/test/mocks/db/index'
import { PRODUCT_PICTURE } from '@/test/mocks/db/search'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import { PRODUCT_LIST_LOGIN_URL } from './product-list'
import type { PageDefinition } from './types'

type DetailProps = WidgetInputs['product/product-detail']

/** The widget's props for a catalogue product, as the live CMS writes them from its product data. */
export function productDetailProps(product: CatalogueProduct, sheets: Pick<DetailProps, 'productDataSheetUrl' | 'safetyDataSheetUrl'> = {}): DetailProps {
  return {
    productId: product.id,
    title: product.title,
    articleNumber: product.articleNumber,
    label: product.label,
    description: product.description,
    image: { fallback: PRODUCT_PICTURE, alt: product.title },
    tags: product.tags,
    approvals: product.approvals,
    loginUrl: PRODUCT_LIST_LOGIN_URL,
    packs: product.variants.map((variant) => ({ productId: variant.articleNumber, size: variant.size, container: variant.container })),
    ...(sheets.productDataSheetUrl ? { productDataSheetUrl: sheets.productDataSheetUrl } : {}),
    ...(sheets.safetyDataSheetUrl ? { safetyDataSheetUrl: sheets.safetyDataSheetUrl } : {}),
  }
}

/** The marker with its fallback, hydrated at once: it is the page's main content. */
export function productDetailMarker(props: DetailProps, context: CmsContext): string {
  const account = context.username === null ? null : (findAccount(context.username, context.shop) ?? null)
  // An active shop user's island has the favourite button beside the name and the shopping list's button.
  const fallback = fallbackHtml('product/product-detail', props, context.locale, { signedIn: context.username !== null, shopUser: account?.isActiveShopUser ?? false })
  return marker('product/product-detail', props, { hydrate: 'load', fallback })
}

// A bestseller with data sheets, so the demo page shows every part.
const DEMO_PRODUCT = PRODUCTS.find((product) => product.articleNumber === '10-4111')

export const productDetailPage: PageDefinition = {
  path: '/produktdetail',
  title: { de: 'Produktdetail', fr: 'Détail du produit', it: 'Dettaglio prodotto', en: 'Product detail' },
  description: {
    de: 'product/product-detail: Gebindewahl in der Adresse, Preis nach Rolle, Verfügbarkeit, Menge und Warenkorb, Favorit, Einkaufsliste, Datenblätter.',
    fr: 'product/product-detail : choix du conditionnement dans l’adresse, prix selon le rôle, disponibilité, quantité et panier, favori, liste d’achat, fiches techniques.',
    it: 'product/product-detail: scelta della confezione nell’indirizzo, prezzo secondo il ruolo, disponibilità, quantità e carrello, preferito, lista della spesa, schede tecniche.',
    en: 'product/product-detail: pack choice in the address, price by role, availability, quantity and basket, favourite, shopping list, data sheets.',
  },
  group: 'widgets',
  ownHeading: true,
  body: (context) => (DEMO_PRODUCT ? productDetailMarker(productDetailProps(DEMO_PRODUCT), context) : ''),
}
