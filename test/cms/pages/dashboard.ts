import * as v from 'valibot'
import type { Locale } from '@/i18n/locales'
import { NAME_MAX_LENGTH } from '@/src/boot/page-data'
import { capText } from '@/src/lib/cap'
import type { UserData } from '@/store/account'
import type { SessionUrls } from '@/store/session'
import { findAccount, sessionFor, userDataFor } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { DEFAULT_SHOP } from '@/test/mocks/shops'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { actingContactOf, checkUserMenu, fullNameOf, selectedContactSchema } from '@/store/account-data'
import { countText, dashboardView, SUMMARY_TILES, type DashboardView, type Tile } from '@/widgets/shopuser/dashboard/dashboard-view'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { widgetString } from '../widget-strings'
import type { PageDefinition } from './types'
import { ACCOUNT_TITLE } from './account-crumb'

/** The dashboard's tiles lead to the account pages of the user menu (mocks/db/users.ts). */
export const DASHBOARD_PROPS = {
  ordersUrl: ACCOUNT_PAGES.orderHistory.link,
  notificationsUrl: ACCOUNT_PAGES.notifications.link,
  shoppingListsUrl: ACCOUNT_PAGES.shoppingLists.link,
  favoritesUrl: ACCOUNT_PAGES.favorites.link,
} as const satisfies WidgetInputs['shopuser/dashboard']

/** What the fallback knows of the page: the user and the session parts the island reads. */
export type DashboardFallbackInput = {
  user: UserData | null
  session: { urls?: SessionUrls; userMenu?: unknown[]; isActiveShopUser?: boolean; unreadNotifications?: number; favorites?: unknown[] }
  props: WidgetInputs['shopuser/dashboard']
  locale: Locale
}

/** The view the island will show for this user and session (dashboard-view.ts), read the way the island reads them. */
function viewOf({ user, session, props }: DashboardFallbackInput): DashboardView {
  // The island reads the user through the page-data reader, which cuts names at 100 characters.
  const account = user ? { ...user.user, firstName: capText(user.user.firstName, NAME_MAX_LENGTH), lastName: capText(user.user.lastName, NAME_MAX_LENGTH), name: capText(user.user.name, NAME_MAX_LENGTH) } : null
  const contact = user?.selectedContact ? v.safeParse(selectedContactSchema, user.selectedContact) : undefined
  return dashboardView({
    user: account,
    name: account ? fullNameOf(account) : '',
    acting: actingContactOf(account, contact?.success ? contact.output : null) !== null,
    isActiveShopUser: session.isActiveShopUser === true,
    urls: session.urls ?? {},
    userMenu: checkUserMenu(session.userMenu ?? []),
    links: props,
  })
}

/**
 * shopuser/dashboard's fallback (README "Fallback markup"): the island's own markup for this user, with the
 * same texts (the bundle's string files), working links and the session's counts; the summary's counts as
 * skeletons, as the island shows them until they arrive. Laid out by the island's stylesheet.
 */
export function dashboardFallback(input: DashboardFallbackInput): string {
  const { session, locale } = input
  const props = { headingLevel: 2, ...input.props }
  const say = (key: string, values?: Record<string, string>) => escapeHtml(widgetString(locale, 'shopuser', `dashboard.${key}`, values))
  const heading = (key: string) => `<h${props.headingLevel} data-part="heading">${say(key)}</h${props.headingLevel}>`
  const view = viewOf(input)
  if (view.kind === 'signedOut') return `<div data-fallback="dashboard"><p data-part="note">${say('signIn')}</p></div>`

  const counts: Record<Tile['kind'], string> = {
    notifications: countText(typeof session.unreadNotifications === 'number' ? session.unreadNotifications : 0),
    favorites: countText(Array.isArray(session.favorites) ? session.favorites.length : 0),
    openOrders: '',
    shoppingLists: '',
  }
  const tile = ({ kind, href }: Tile) => {
    const count = SUMMARY_TILES.has(kind) ? '<span data-part="skeleton"></span>' : counts[kind]
    const inner = `<span data-part="label">${say(kind)}</span> <span data-part="count">${count}</span>`
    return `<li>${href ? `<a href="${escapeHtml(href)}" data-part="tile">${inner}</a>` : `<div data-part="tile">${inner}</div>`}</li>`
  }
  const prompt =
    view.kind === 'chooseCustomer'
      ? `<div data-part="prompt">${heading('chooseCustomerTitle')}<p>${say('chooseCustomer')}</p>${view.overviewUrl ? `<a href="${escapeHtml(view.overviewUrl)}" data-part="cta">${say('toCustomerOverview')}</a>` : ''}</div>`
      : ''
  const more =
    view.kind === 'account' && view.more.length > 0
      ? `<div data-part="areas">${heading('moreTitle')}<ul data-part="more">${view.more.map((entry) => `<li><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.title)}</a></li>`).join('')}</ul></div>`
      : ''
  return `<div data-fallback="dashboard" aria-busy="true"><p data-part="greeting">${say('greeting', { name: view.greeting })}</p>${prompt}<div data-part="overview">${heading('overviewTitle')}<ul data-part="tiles">${view.tiles.map(tile).join('')}</ul></div>${more}</div>`
}

/** The fallback for a demo user of the mock shop `shop` (null: a visitor), as the page data will say. */
export function dashboardFallbackFor(username: string | null, locale: Locale, props: WidgetInputs['shopuser/dashboard'], shop = DEFAULT_SHOP): string {
  const account = username === null ? undefined : findAccount(username, shop)
  const session = { urls: { ...SHOP_URLS }, ...sessionFor(account?.username ?? null, shop) }
  return dashboardFallback({ user: account ? userDataFor(account.username, shop) : null, session, props, locale })
}

/** shopuser/dashboard at session.urls.dashboardUrl: the account's start page, for every role. */
export const dashboardPage: PageDefinition = {
  path: SHOP_URLS.dashboardUrl,
  title: ACCOUNT_TITLE,
  description: {
    de: 'shopuser/dashboard: Kacheln mit offenen Bestellungen, ungelesenen Benachrichtigungen, Einkaufslisten und Favoriten, die übrigen Kontobereiche; je nach Rolle (Privatkunde, Mitarbeiter ohne Kunde) weniger oder ein Hinweis.',
    fr: 'shopuser/dashboard\u00a0: tuiles des commandes en cours, notifications non lues, listes d’achat et favoris, et les autres rubriques du compte\u00a0; selon le rôle (client privé, collaborateur sans client), moins ou une invite.',
    it: 'shopuser/dashboard: riquadri con ordini aperti, notifiche non lette, liste della spesa e preferiti, e le altre aree del conto; a seconda del ruolo (cliente privato, collaboratore senza cliente) meno o un invito.',
    en: 'shopuser/dashboard: tiles with open orders, unread notifications, shopping lists and favourites, and the account’s other areas; by role (consumer, employee without a customer) fewer, or a prompt.',
  },
  group: 'widgets',
  body: (context) =>
    marker('shopuser/dashboard', DASHBOARD_PROPS, { hydrate: 'load', fallback: dashboardFallbackFor(context.username, context.locale, DASHBOARD_PROPS, context.shop) }),
}
