import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { countText, dashboardView, SUMMARY_TILES, type DashboardInput, type Tile } from './dashboard-view'
import type declaration from './dashboard.widget'

/** What the CMS knows of the page: the user and the session as the island reads them (dashboard-view.ts), and the session's counts. */
type DashboardData = { account?: Omit<DashboardInput, 'links'>; unreadNotifications?: number; favorites?: number }

const SIGNED_OUT: Omit<DashboardInput, 'links'> = { user: null, name: '', acting: false, isActiveShopUser: false, urls: {}, userMenu: [] }

/**
 * The island's own markup for this user, with the same texts, working links and the session's counts; the summary's
 * counts as skeletons, as the island shows them until they arrive. Laid out by the island's stylesheet.
 */
export default defineFallback<InputOf<typeof declaration>, DashboardData>({
  description:
    '`<div data-fallback="dashboard">` with the island\'s own markup for the user (`account`: the user, session.urls, session.userMenu and whether an employee acts for a contact; dashboard-view.ts decides the tiles and areas from them): the greeting, the tiles with their links and the session\'s counts (`unreadNotifications`, `favorites`), `<span data-part="skeleton">` for the counts the island fetches, the other areas\' links; the sign-in note for a visitor (the default).',
  render(props, { t, account = SIGNED_OUT, unreadNotifications = 0, favorites = 0 }) {
    const level = props.headingLevel ?? 2
    const say = (key: string, values?: Record<string, string>) => escapeHtml(t(`dashboard.${key}`, values))
    const heading = (key: string) => `<h${level} data-part="heading">${say(key)}</h${level}>`
    const view = dashboardView({ ...account, links: props })
    if (view.kind === 'signedOut') return `<div data-fallback="dashboard"><p data-part="note">${say('signIn')}</p></div>`

    const counts: Record<Tile['kind'], string> = { notifications: countText(unreadNotifications), favorites: countText(favorites), openOrders: '', shoppingLists: '' }
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
  },
})
