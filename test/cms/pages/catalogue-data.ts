/**
 * The fallback markup of the block catalogue's examples (pages/catalogue.ts): each widget's own fallback for the
 * example's props, in German (the CMS's default language), with what the catalogue knows of its page. It is not the
 * page the widget is made for: a list, a cart or a table whose content depends on the user is drawn for the demo's
 * business customer when someone is signed in (the user pages.e2e.ts signs in as), and in its signed-out state
 * otherwise; nothing is in the catalogue's address (no search term, no contract, no stored view).
 */
import { PRODUCT_LIST_PAGE_SIZE } from '@/api/products'
import { findAccount, sessionFor } from '@/test/mocks/db/index'
import { productListPage as firstPageOf } from '@/test/mocks/db/product-list'
import { DEFAULT_SHOP } from '@/test/mocks/shops'
import { accountTableData } from '../account-access'
import { blockMarker, fallbackHtml, hasFallback, type FallbackData, type FallbackName, type FallbackProps } from '../widget-markup'
import { contractPositionsData } from './contracts'
import { customerTableData } from './customer-list'
import { dashboardData } from './dashboard'

/** Who the catalogue's signed-in fallbacks are for: the demo's business customer. */
const CATALOGUE_USER = 'kunde@example.ch'
/** The catalogue's address, for data read from one (there is none in it). */
const CATALOGUE_URL = new URL('http://cms.invalid/katalog')

type CatalogueData = { [N in FallbackName]?: (props: FallbackProps<N>, signedIn: boolean) => FallbackData<N> }

const signedInOnly = (_: unknown, signedIn: boolean) => ({ signedIn })
const accountTable = (_: unknown, signedIn: boolean) => accountTableData(signedIn ? CATALOGUE_USER : null, DEFAULT_SHOP)

/** The blocks the catalogue puts in the teaser wrapper's slots: three link tiles. */
const WRAPPED_TILES = [
  { title: 'Ölanalyse', text: 'Verschleiss erkennen, bevor die Maschine stillsteht.', icon: 'flask', link: { href: '/service/oelanalyse' } },
  { title: 'Technische Beratung', text: 'Das richtige Öl für jede Anlage, auch vor Ort.', icon: 'headset', link: { href: '/service/technische-beratung' } },
  { title: 'Händlersuche', text: 'Unsere Produkte in Ihrer Nähe.', icon: 'pin', link: { href: '/service/haendlersuche' } },
] as const

/** What the catalogue knows for each widget's fallback, beyond the example's props; a widget not listed gets the props alone. */
const CATALOGUE_DATA: CatalogueData = {
  'shopuser/login-form': signedInOnly,
  'shopuser/b2b-checkout': (_, signedIn) => ({ count: signedIn ? sessionFor(CATALOGUE_USER).cartCounts.b2b : 0 }),
  'tools/search-box': () => ({ searchPage: '/suche' }),
  'tools/teaser-wrapper': () => ({ slots: WRAPPED_TILES.map((tile) => blockMarker('tools/link-tile', tile, 'de')) }),
  // The example's first page, for the demo's business customer when signed in or an anonymous visitor.
  'product/product-list': (props, signedIn) => {
    const source = props.categoryId === undefined ? { productGroup: String(props.productGroup) } : { categoryId: props.categoryId }
    const page = firstPageOf(source, {}, { offset: 0, limit: PRODUCT_LIST_PAGE_SIZE, account: signedIn ? (findAccount(CATALOGUE_USER) ?? null) : null })
    return { signedIn, shopUser: signedIn, firstPage: { tiles: page?.products.length ?? 0, more: page ? page.totalCount > page.products.length : false } }
  },
  'product/product-detail': signedInOnly,
  // The demo users start without favourites.
  'product/favorites-list': (_, signedIn) => ({ view: signedIn ? { favorites: 0 } : 'signed-out' }),
  'product/quick-order': (_, signedIn) => ({ access: signedIn ? 'shop-user' : 'signed-out' }),
  'shopuser/shopping-lists': signedInOnly,
  'shopuser/shopping-list-detail': signedInOnly,
  'shopuser/notification-centre': signedInOnly,
  'shopuser/address-list': (_, signedIn) => (signedIn ? {} : { note: 'signIn' }),
  'shopuser/billing-partner-selection': (_, signedIn) => (signedIn ? {} : { note: 'signIn' }),
  'shopuser/dashboard': (_, signedIn) => dashboardData(signedIn ? CATALOGUE_USER : null, DEFAULT_SHOP),
  'shopuser/order-history': accountTable,
  'shopuser/order-detail': accountTable,
  'shopuser/ordered-products': accountTable,
  'shopuser/safety-data-sheets': accountTable,
  'shopuser/contract-list': accountTable,
  'shopuser/contract-positions': (props, signedIn) => contractPositionsData({ username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: CATALOGUE_URL }, props.contractNumber),
  // The business customer is no employee: the customer tables' note.
  'shopuser/customer-list': (_, signedIn) => customerTableData({ username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: CATALOGUE_URL }),
  'shopuser/customer-overview': (_, signedIn) => customerTableData({ username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: CATALOGUE_URL }),
}

/** The fallback of `name` for an example's props in the catalogue; none for a widget without one. */
export function catalogueFallback(name: string, props: unknown, signedIn: boolean): string {
  if (!hasFallback(name)) return ''
  // The examples come from the JSON Schema file (dist/widgets.schema.json), each checked against its declaration.
  const example = (typeof props === 'object' && props !== null ? props : {}) as FallbackProps<FallbackName>
  const data: unknown = (CATALOGUE_DATA[name] as ((props: unknown, signedIn: boolean) => unknown) | undefined)?.(example, signedIn)
  return fallbackHtml(name, example, 'de', data as FallbackData<FallbackName>)
}
