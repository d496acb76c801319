import { SHOP_URLS } from '../page-data'
import type { Text } from '../texts'

/** The account's title: the dashboard's page (session.urls.dashboardUrl) and the crumb of every page below it. */
export const ACCOUNT_TITLE: Text = { de: 'Mein Konto', fr: 'Mon compte', it: 'Il mio conto', en: 'My account' }

/** The breadcrumb «Mein Konto» above every account page (order history, contracts, addresses …). */
export const ACCOUNT_CRUMB: { label: Text; path: string } = { label: ACCOUNT_TITLE, path: SHOP_URLS.dashboardUrl }
