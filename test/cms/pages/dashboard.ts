import * as v from 'valibot'
import type { Locale } from '@/i18n/locales'
import { NAME_MAX_LENGTH } from '@/src/boot/page-data'
import { capText } from '@/src/lib/cap'
import { findAccount, sessionFor, userDataFor } from '@/test/mocks/db/index'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { DEFAULT_SHOP } from '@/test/mocks/shops'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { actingContactOf, checkUserMenu, fullNameOf, selectedContactSchema } from '@/store/account-data'
import { fallbackHtml, type FallbackData } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import type { PageDefinition } from './types'
import { ACCOUNT_TITLE } from './account-crumb'

/** The dashboard's tiles lead to the account pages of the user menu (mocks/db/users.ts). */
export const DASHBOARD_PROPS = {
  ordersUrl: ACCOUNT_PAGES.orderHistory.link,
  notificationsUrl: ACCOUNT_PAGES.notifications.link,
  shoppingListsUrl: ACCOUNT_PAGES.shoppingLists.link,
  favoritesUrl: ACCOUNT_PAGES.favorites.link,
} as const satisfies WidgetInputs['shopuser/dashboard']

/**
 * The dashboard's fallback data for a demo user of the mock shop `shop` (null: a visitor): the user and the session
 * as the page data will say and the island reads them (names cut at 100 characters, the user menu and the contact
 * checked), and the session's counts.
 */
export function dashboardData(username: string | null, shop = DEFAULT_SHOP): FallbackData<'shopuser/dashboard'> {
  const found = username === null ? undefined : findAccount(username, shop)
  const user = found ? userDataFor(found.username, shop) : null
  if (!found || !user) return {}
  const session = { urls: { ...SHOP_URLS }, ...sessionFor(found.username, shop) }
  const account = { ...user.user, firstName: capText(user.user.firstName, NAME_MAX_LENGTH), lastName: capText(user.user.lastName, NAME_MAX_LENGTH), name: capText(user.user.name, NAME_MAX_LENGTH) }
  const contact = user.selectedContact ? v.safeParse(selectedContactSchema, user.selectedContact) : undefined
  return {
    account: {
      user: account,
      name: fullNameOf(account),
      acting: actingContactOf(account, contact?.success ? contact.output : null) !== null,
      isActiveShopUser: session.isActiveShopUser,
      urls: session.urls,
      userMenu: checkUserMenu(session.userMenu),
    },
    unreadNotifications: typeof session.unreadNotifications === 'number' ? session.unreadNotifications : 0,
    favorites: Array.isArray(session.favorites) ? session.favorites.length : 0,
  }
}

/** The fallback for a demo user of the mock shop `shop` (null: a visitor), as the page data will say. */
export const dashboardFallbackFor = (username: string | null, locale: Locale, props: WidgetInputs['shopuser/dashboard'], shop = DEFAULT_SHOP): string =>
  fallbackHtml('shopuser/dashboard', props, locale, dashboardData(username, shop))

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
