/**
 * The fallback markup a CMS template writes into a marker (README "Fallback markup"): the block's
 * content, or a box the widget's stylesheet sizes, so the page does not shift when the island mounts.
 * For the demo's own content only: the XSS pages must never get their payloads as fallback.
 */
import * as v from 'valibot'
import { PRODUCT_LIST_PAGE_SIZE } from '@/api/products'
import type { Locale } from '@/i18n/locales'
import { SESSION_TEXT_MAX_LENGTH } from '@/src/boot/page-data'
import { capText } from '@/src/lib/cap'
import { jsonLd } from '@/src/lib/json-ld'
import { safeHref } from '@/src/lib/safe-url'
import { ICON_NAME } from '@/src/lib/static-files'
import { crumbSchema, MAX_ITEMS, structuredData, trailOf, type CrumbInput } from '@/widgets/tools/breadcrumb/trail'
import { findAccount } from '@/test/mocks/db/index'
import { productListPage as firstPageOf } from '@/test/mocks/db/product-list'
import { DEFAULT_SHOP } from '@/test/mocks/shops'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { BarItem } from '@/widgets/tools/header/header-items'
import { shownRibbonText } from '@/widgets/tools/info-ribbon/ribbon-text'
import { checkoutConfirmationFallback } from './checkout-confirmation-fallback'
import { favoritesListFallback } from './favorites-list-fallback'
import { footerFallback, languageSwitcherFallback } from './footer-fallback'
import { productListFallback } from './product-list-fallback'
import { productDetailFallback } from './product-detail-fallback'
import { productRatingFallback } from './product-rating-fallback'
import { escapeHtml } from './html'
import { addressListFallback } from './pages/address-list'
import { b2bCheckoutCatalogueFallback } from './pages/b2b-checkout'
import { billingPartnerSelectionFallback } from './pages/billing-partner-selection'
import { b2cCartFallback } from './pages/b2c-cart'
import { customerListFallback } from './pages/customer-list'
import { customerOverviewFallback } from './pages/customer-overview'
import { dashboardFallbackFor } from './pages/dashboard'
import { orderDetailFallback } from './pages/order-detail'
import { orderHistoryFallback } from './pages/order-history'
import { orderedProductsFallback } from './pages/ordered-products'
import { contractListFallback, contractPositionsFallback } from './pages/contracts'
import { quickOrderFallback } from './pages/quick-order'
import { safetyDataSheetsFallback } from './pages/safety-data-sheets'
import { widgetString } from './widget-strings'

type Props = Record<string, unknown>

/** Who the block catalogue's signed-in fallbacks are for: the demo's business customer, as layout-shift.e2e.ts signs in. */
const CATALOGUE_USER = 'kunde@example.ch'
/** The block catalogue's address, for fallbacks that read the view from it (none in the address there). */
const CATALOGUE_URL = new URL('http://cms.invalid/katalog')

const FALLBACKS: Record<string, (props: Props, signedIn: boolean) => string> = {
  'tools/rich-text': (props) => `<div data-fallback="${escapeHtml(props.width ?? 'default')}">${typeof props.html === 'string' ? props.html : ''}</div>`,
  'tools/heading': (props) => {
    const level = typeof props.level === 'number' ? props.level : 2
    const id = typeof props.anchor === 'string' ? ` id="${escapeHtml(props.anchor)}"` : ''
    return `<h${level}${id}>${escapeHtml(props.text ?? '')}</h${level}>`
  },
  'shopuser/login-form': (_, signedIn) => `<div data-fallback="${signedIn ? 'signed-in' : 'form'}"></div>`,
  // Outside its page (the block catalogue) nobody's cart: the empty cart's box (pages/b2c-cart.ts).
  'shopuser/b2c-cart': () => b2cCartFallback('de', 0),
  // The B2B checkout: the lines of the demo's business customer when signed in, else the notice's box (pages/b2b-checkout.ts).
  'shopuser/b2b-checkout': (_, signedIn) => b2bCheckoutCatalogueFallback(signedIn),
  // Placed with props (the block catalogue): the trail of its items, in German, the CMS's default language.
  'tools/breadcrumb': (props) =>
    breadcrumbFallback({ items: props.items ?? [], categoryLinks: Array.isArray(props.categoryLinks) ? (props.categoryLinks as BreadcrumbFallback['categoryLinks']) : [], homeUrl: '/', locale: 'de' }),
  'tools/info-ribbon': (props) =>
    typeof props.text === 'string' ? infoRibbonFallback(props.text, typeof props.link === 'object' && props.link !== null ? (props.link as { href: string; text: string }) : undefined) : '',
  // The menu button's 44 × 44 box (main-navigation.module.css); none where the island shows nothing (pages/main-navigation.ts).
  'tools/main-navigation': () => '<div data-fallback="button"></div>',
  // The bar's height; in a block, the buttons' widths move nothing. In the header bar: headerFallback (pages/header.ts).
  'tools/header': () => headerFallback([]),
  // Outside the search page (the block catalogue) there is no term in the address: the no-search-term heading.
  'product/search-results': (props) => searchResultsFallback({ searching: false, headingLevel: props.headingLevel, locale: 'de' }),
  // The working GET form, sized like the island (search-box.module.css). In the header bar: pages/search-box.ts.
  'tools/search-box': (props) => searchBoxFallback({ placement: props.placement === 'content' ? 'content' : 'header', locale: 'de', searchPage: '/suche' }),
  // The trigger's fixed box (src/ui/language-switcher); in the header bar with the session's language (pages/language-switcher.ts).
  'tools/language-switcher': () => languageSwitcherFallback(undefined, 'de', { compact: true }),
  // The footer itself, links working (footer-fallback.ts); on every page: pages/footer.ts.
  'footer/footer': (props) => footerFallback(props, 'de'),
  // The example's first page, for the demo's business customer when signed in or an anonymous visitor
  // (product-list-fallback.ts; pages/product-list.ts places it the same way on category pages).
  'product/product-list': (props, signedIn) => {
    const source = typeof props.categoryId === 'string' ? { categoryId: props.categoryId } : { productGroup: String(props.productGroup) }
    const page = firstPageOf(source, {}, { offset: 0, limit: PRODUCT_LIST_PAGE_SIZE, account: signedIn ? (findAccount(CATALOGUE_USER) ?? null) : null })
    return productListFallback({ tiles: page?.products.length ?? 0, more: page ? page.totalCount > page.products.length : false, anonymous: !signedIn, shopUser: signedIn })
  },
  // The product's name as the heading, in a box of the island's minimum height (pages/product-detail.ts).
  'product/product-detail': (props, signedIn) => productDetailFallback(props as WidgetInputs['product/product-detail'], signedIn),
  // Outside its page (the block catalogue) whose favourites are not known here: the empty state for a signed-in
  // demo user (they start without favourites), the sign-in note otherwise (favorites-list-fallback.ts).
  'product/favorites-list': (props, signedIn) =>
    favoritesListFallback({ view: signedIn ? { favorites: 0 } : 'signed-out', locale: 'de', shopUrl: typeof props.shopUrl === 'string' ? props.shopUrl : '/' }),
  // The closed block: the rating summary and the button's box (product-rating-fallback.ts).
  'product/product-rating': (props) => productRatingFallback({ average: props.average, count: props.count, locale: 'de' }),
  // A box of the loading view's size, or of the sign-in note's (shopping-lists.module.css, shopping-list-detail.module.css).
  // Outside its page (the block catalogue): the form's box for a signed-in demo user, the sign-in note otherwise (pages/quick-order.ts).
  'product/quick-order': (_, signedIn) => quickOrderFallback(signedIn ? 'shop-user' : 'signed-out', 'de'),
  'shopuser/shopping-lists': (_, signedIn) => `<div data-fallback="${signedIn ? 'signed-in' : 'signed-out'}"></div>`,
  'shopuser/shopping-list-detail': (_, signedIn) => `<div data-fallback="${signedIn ? 'signed-in' : 'signed-out'}"></div>`,
  // The heading and as many card boxes as the example's addressCount promises, or the sign-in note (pages/address-list.ts).
  'shopuser/address-list': (props, signedIn) =>
    addressListFallback(signedIn ? { count: typeof props.addressCount === 'number' ? props.addressCount : 2 } : { note: 'signIn' }, { locale: 'de', headingLevel: props.headingLevel === 3 ? 3 : 2 }),
  // The content areas and the example's table, or the sign-in note in its place (pages/billing-partner-selection.ts).
  'shopuser/billing-partner-selection': (props, signedIn) =>
    billingPartnerSelectionFallback(props, { access: signedIn ? 'allowed' : 'signIn', locale: 'de' }),
  // The dashboard of the demo's business customer (its tiles, links and session counts), or the sign-in note (pages/dashboard.ts).
  'shopuser/dashboard': (props, signedIn) => dashboardFallbackFor(signedIn ? CATALOGUE_USER : null, 'de', props),
  // A box of the form's height, which every state of the two keeps (password-recovery.module.css, password-reset.module.css).
  'shopuser/password-recovery': () => '<div data-fallback="form"></div>',
  'shopuser/password-reset': () => '<div data-fallback="form"></div>',
  // A box of the first screen of notifications (signed in) or of the sign-in note (notification-centre.module.css).
  'shopuser/notification-centre': (_, signedIn) => `<div data-fallback="${signedIn ? 'signed-in' : 'signed-out'}"></div>`,
  // A full page of the table for the demo's business customer, the sign-in note otherwise (pages/order-history.ts).
  'shopuser/order-history': (props, signedIn) => orderHistoryFallback(signedIn ? CATALOGUE_USER : null, DEFAULT_SHOP, 'de', typeof props.pageSize === 'number' ? props.pageSize : 20),
  // The order's box for the demo's business customer, the sign-in note otherwise (pages/order-detail.ts).
  'shopuser/order-detail': (_, signedIn) => orderDetailFallback(signedIn ? CATALOGUE_USER : null, DEFAULT_SHOP, 'de'),
  // The sort select's box and a full page of the table for the demo's business customer, the note otherwise (pages/ordered-products.ts).
  'shopuser/ordered-products': (props, signedIn) =>
    orderedProductsFallback(signedIn ? CATALOGUE_USER : null, DEFAULT_SHOP, 'de', typeof props.pageSize === 'number' ? props.pageSize : 20),
  // A full page of the example's table for the demo's business customer (25 contracts; the fleet contract's 28
  // positions), the note otherwise; a contract named by neither props nor address: the note (pages/contracts.ts).
  'shopuser/contract-list': (props, signedIn) =>
    contractListFallback({ username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: new URL('http://cms.invalid/katalog'), locale: 'de' }, typeof props.pageSize === 'number' ? props.pageSize : 20),
  'shopuser/contract-positions': (props, signedIn) =>
    contractPositionsFallback(
      { username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: new URL(`http://cms.invalid/katalog?contract=${typeof props.contractNumber === 'string' ? encodeURIComponent(props.contractNumber) : ''}`), locale: 'de' },
      typeof props.backUrl === 'string' ? props.backUrl : undefined,
      typeof props.pageSize === 'number' ? props.pageSize : 20,
    ),
  // The same for the safety data sheets: a full page of the table, or the sign-in note (pages/safety-data-sheets.ts).
  'shopuser/safety-data-sheets': (props, signedIn) =>
    safetyDataSheetsFallback(signedIn ? CATALOGUE_USER : null, DEFAULT_SHOP, 'de', typeof props.pageSize === 'number' ? props.pageSize : 20),
  // The note for the catalogue's business customer, who is no employee, and for a visitor (pages/customer-list.ts, pages/customer-overview.ts).
  'shopuser/customer-list': (_, signedIn) => customerListFallback({ username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: CATALOGUE_URL, locale: 'de' }),
  'shopuser/customer-overview': (_, signedIn) => customerOverviewFallback({ username: signedIn ? CATALOGUE_USER : null, shop: DEFAULT_SHOP, url: CATALOGUE_URL, locale: 'de' }),
  // The confirmation's own parts (checkout-confirmation-fallback.ts); outside its page no order number in the address.
  'shopuser/checkout-confirmation': (props) => checkoutConfirmationFallback({ props, homepageUrl: '/', locale: 'de' }),
}

/**
 * tools/header: a box of the bar's height (header.module.css) holding one box per button the island
 * will show (header-items.ts), each shown at the widths its button is, so nothing in the bar moves when
 * the island mounts.
 */
export function headerFallback(items: readonly BarItem[]): string {
  const boxes = items.map(({ show, wide }) => `<span data-fallback-item="${show}"${wide ? ' data-wide=""' : ''}></span>`).join('')
  return `<div data-fallback="header">${boxes}</div>`
}

/** The fallback for `area/widget` with these props; empty for a widget without one (it then takes no room until it mounts). */
export const fallbackFor = (name: string, props: unknown, signedIn = false): string =>
  Object.hasOwn(FALLBACKS, name) ? (FALLBACKS[name]?.(typeof props === 'object' && props !== null ? (props as Props) : {}, signedIn) ?? '') : ''

/** A link as SafeLink renders it: a same-site or web address becomes a link, anything else plain text. */
const safeLink = (href: unknown, inner: string, attributes = ''): string => {
  const safe = safeHref(href)
  return safe === undefined ? `<span>${inner}</span>` : `<a href="${escapeHtml(safe)}"${attributes}>${inner}</a>`
}

export type BreadcrumbFallback = {
  /** session.breadcrumbs as the page data carries it, or the `items` prop. */
  items: unknown
  categoryLinks?: { label: string; href: string; icon?: string }[]
  homeUrl: string
  locale: Locale
  /** The page's address, for the structured data's absolute links; without it the island alone writes the structured data. */
  pageUrl?: string
}

/**
 * tools/breadcrumb: the very markup the island renders (breadcrumb.tsx), from the same trail (trail.ts)
 * and strings, so the trail looks the same before and after mounting, at every width. Malformed items are
 * left out as the island leaves them out. The structured data is in it too, for crawlers that run no script.
 */
export function breadcrumbFallback({ items, categoryLinks = [], homeUrl, locale, pageUrl }: BreadcrumbFallback): string {
  const crumbs = (Array.isArray(items) ? items.slice(0, MAX_ITEMS) : []).flatMap((item): CrumbInput[] => {
    const result = v.safeParse(crumbSchema, item)
    return result.success ? [result.output] : []
  })
  const { entries, backIndex } = trailOf({ label: widgetString(locale, 'tools', 'breadcrumb.home'), href: homeUrl }, crumbs)
  const last = entries.length - 1
  const categories =
    categoryLinks.length === 0
      ? ''
      : `<ul aria-label="${escapeHtml(widgetString(locale, 'tools', 'breadcrumb.categories'))}">${categoryLinks
          .map(({ label, href, icon }) => {
            // An icon name keeps its box empty until the island inlines the file (InlineIcon); an address is an image.
            const image =
              icon === undefined ? '' : ICON_NAME.test(icon) ? `<span data-icon="${escapeHtml(icon)}" aria-hidden="true"></span>` : `<img src="${escapeHtml(icon)}" alt="" width="32" height="32">`
            return `<li>${safeLink(href, `${image}<span>${escapeHtml(label)}</span>`)}</li>`
          })
          .join('')}</ul>`
  const crumbsMarkup = entries
    .map((entry, index) => {
      const current = index === last ? ' aria-current="page"' : ''
      const back = index === backIndex
      const label = escapeHtml(entry.label)
      const inner = back
        ? `<span data-part="label">${label}</span><span data-part="back">${escapeHtml(widgetString(locale, 'tools', 'breadcrumb.back', { label: entry.label }))}</span>`
        : label
      const crumb = entry.href === undefined ? `<span${current}>${label}</span>` : safeLink(entry.href, inner, current)
      return `<li${back ? ' data-back=""' : ''}>${crumb}</li>`
    })
    .join('')
  return `<div data-fallback="breadcrumb">${categories}<ol${backIndex === undefined ? '' : ' data-collapsible=""'}>${crumbsMarkup}</ol>${pageUrl === undefined ? '' : `<script type="application/ld+json">${jsonLd(structuredData(entries, pageUrl))}</script>`}</div>`
}

/**
 * tools/info-ribbon: the ribbon's markup (info-ribbon.tsx) with its text cut as the island cuts it, and a
 * box where the close button will be (a button that does nothing before the island mounts would mislead).
 */
export function infoRibbonFallback(text: string, link?: { href: string; text: string }): string {
  const shown = shownRibbonText(capText(text, SESSION_TEXT_MAX_LENGTH))
  const linkMarkup = link ? ` ${safeLink(link.href, escapeHtml(link.text))}` : ''
  return `<div data-fallback="ribbon"><div data-part="inner"><span data-part="icon"></span><p data-part="text">${escapeHtml(shown)}${linkMarkup}</p><span data-part="close"><span data-part="close-icon"></span></span></div></div>`
}

/**
 * product/search-results: without a term (nor categories) in the address, the no-search-term heading
 * the island shows, in the page's language; with one, a box its stylesheet sizes like the loading view.
 * The CMS knows which from the address it renders.
 */
export function searchResultsFallback({ searching, headingLevel, locale }: { searching: boolean; headingLevel?: unknown; locale: Locale }): string {
  if (searching) return '<div data-fallback="loading"></div>'
  const level = headingLevel === 1 || headingLevel === 3 ? headingLevel : 2
  return `<div data-fallback="no-term"><h${level}>${escapeHtml(widgetString(locale, 'product', 'searchResults.noTerm'))}</h${level}></div>`
}

// public/icons/search.svg, inline as the island draws it (widgets/tools/search-box/icons.tsx).
const SEARCH_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/></g></svg>'

export type SearchBoxFallback = { placement: 'header' | 'content'; locale: Locale; searchPage: string; term?: string }

/**
 * tools/search-box: a plain GET form to the search page with the field named `search`, which works before
 * the island mounts (progressive enhancement; the island takes over what was typed and the focus), in the
 * island's size: on phones in the header the magnifier, here a link to the search page; otherwise the field
 * (prefilled with the search page's term, cut at 100 characters) and the submit button.
 */
export function searchBoxFallback({ placement, locale, searchPage, term = '' }: SearchBoxFallback): string {
  const text = (key: string) => escapeHtml(widgetString(locale, 'tools', `searchBox.${key}`))
  const action = escapeHtml(safeHref(searchPage) ?? '')
  const value = escapeHtml(term.slice(0, 100))
  const landmark = placement === 'header' ? ` role="search" aria-label="${text('landmark')}"` : ''
  return `<form data-fallback="${placement}"${landmark} action="${action}" method="get">${placement === 'header' ? `<a href="${action}" aria-label="${text('toggle')}">${SEARCH_ICON}</a>` : ''}<input type="text" name="search" value="${value}" maxlength="100" aria-label="${text('label')}" placeholder="${text('placeholder')}" autocomplete="off"><button type="submit" aria-label="${text('submit')}">${SEARCH_ICON}</button></form>`
}
