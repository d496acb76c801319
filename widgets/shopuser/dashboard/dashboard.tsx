import { useEffect, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectSelectedContact, selectUser } from '@/store/account'
import { fetchAccountSummary, selectAccountSummary, selectAccountSummaryStatus } from '@/store/account-summary'
import { selectFavoriteIds } from '@/store/favorites'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectSession, selectUnreadNotifications } from '@/store/session'
import { actingContactOf, checkSelectedContact, checkUserMenu, fullNameOf } from '@/store/account-data'
import type { DashboardProps } from './dashboard.widget'
import { countText, dashboardView, needsSummary, SUMMARY_TILES, type Tile, type TileKind } from './dashboard-view'
import styles from './dashboard.module.css'

/** What a tile shows where its number stands: the number, its skeleton while it loads, or that it is not available. */
type Count = number | 'loading' | 'failed'

/**
 * The account's start page (spec 1 §1, §2): tiles with the counts of the account's areas (open
 * orders, unread notifications, shopping lists, favourites), each leading to its page, and the user menu's
 * other areas. The unread count and the favourites come from the session (the notification centre and the
 * favourite buttons update them at once); open orders and shopping lists from the account summary, fetched
 * here in the background with a skeleton of the final size; if that fails, the session's counts still show.
 * Each role gets what applies: a consumer only the notifications, an employee acting for nobody a prompt to
 * choose a customer in the customer overview. For an employee the counts follow the customer chosen in the
 * header.
 */
export function Dashboard({ headingLevel, ordersUrl, notificationsUrl, shoppingListsUrl, favoritesUrl }: DashboardProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)
  const session = useAppSelector(selectSession)
  const contact = actingContactOf(user, checkSelectedContact(useAppSelector(selectSelectedContact)))
  const view = dashboardView({
    user,
    name: user ? fullNameOf(user) : '',
    acting: contact !== null,
    isActiveShopUser: session.isActiveShopUser,
    urls: session.urls,
    userMenu: checkUserMenu(session.userMenu),
    links: { ordersUrl, notificationsUrl, shoppingListsUrl, favoritesUrl },
  })
  const fetching = needsSummary(view)
  // The customer the counts are of: a new one (the header's contact menu) asks again.
  const customer = contact ? `${contact.customerId}/${contact.name}` : (user?.customerId ?? '')

  useEffect(() => {
    if (!fetching) return
    const request = dispatch(fetchAccountSummary())
    return () => request.abort()
  }, [dispatch, fetching, customer])

  const Heading = `h${headingLevel}` as const
  if (view.kind === 'signedOut') {
    return (
      <div className={styles.root} data-view={view.kind}>
        <SignInPrompt data-part="note" text={t('dashboard.signIn')} />
      </div>
    )
  }

  return (
    <div className={styles.root} data-view={view.kind}>
      <p data-part="greeting">{t('dashboard.greeting', { name: view.greeting })}</p>
      {view.kind === 'chooseCustomer' ? (
        <div data-part="prompt">
          <Heading data-part="heading">{t('dashboard.chooseCustomerTitle')}</Heading>
          <p>{t('dashboard.chooseCustomer')}</p>
          {view.overviewUrl ? (
            <SafeLink href={view.overviewUrl} data-part="cta">
              {t('dashboard.toCustomerOverview')}
            </SafeLink>
          ) : null}
        </div>
      ) : null}
      <Tiles tiles={view.tiles} heading={<Heading data-part="heading">{t('dashboard.overviewTitle')}</Heading>} />
      {view.kind === 'account' && view.more.length > 0 ? (
        <div data-part="areas">
          <Heading data-part="heading">{t('dashboard.moreTitle')}</Heading>
          <ul data-part="more">
            {view.more.map((entry) => (
              <li key={entry.link}>
                <SafeLink href={entry.link}>{entry.title}</SafeLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/** The tiles with their counts: the session's at once, the summary's as they arrive; a failed summary says so with a retry. */
function Tiles({ tiles, heading }: { tiles: Tile[]; heading: ReactNode }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const summary = useAppSelector(selectAccountSummary)
  const status = useAppSelector(selectAccountSummaryStatus)
  const unread = useAppSelector(selectUnreadNotifications)
  const favorites = useAppSelector((state) => selectFavoriteIds(state).length)
  const failedId = useId()

  const countOf = (kind: TileKind): Count => {
    if (kind === 'notifications') return unread
    if (kind === 'favorites') return favorites
    if (summary) return kind === 'openOrders' ? summary.openOrders : summary.shoppingLists
    return status === 'failed' ? 'failed' : 'loading'
  }
  const loading = status !== 'done' && status !== 'failed' && tiles.some((tile) => SUMMARY_TILES.has(tile.kind))
  const failed = status === 'failed' && tiles.some((tile) => SUMMARY_TILES.has(tile.kind))

  return (
    <div data-part="overview">
      {heading}
      <ul data-part="tiles" aria-busy={loading || undefined}>
        {tiles.map((tile) => (
          <li key={tile.kind}>
            <TileBox tile={tile} count={countOf(tile.kind)} describedBy={failed && SUMMARY_TILES.has(tile.kind) ? failedId : undefined} />
          </li>
        ))}
      </ul>
      {failed ? (
        <div data-part="failed">
          <p id={failedId}>{t('dashboard.failed')}</p>
          <Button variant="secondary" size="s" onClick={() => void dispatch(fetchAccountSummary())}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** One tile: its area's name and count, a link to the area's page where the page knows it. The name comes first, so it is read first. */
function TileBox({ tile, count, describedBy }: { tile: Tile; count: Count; describedBy: string | undefined }) {
  const { t } = useTranslation('shopuser')
  const content = (
    <>
      <span data-part="label">{t(`dashboard.${tile.kind}`)}</span>{' '}
      <span data-part="count">
        {count === 'loading' ? (
          <>
            <Skeleton data-part="skeleton" />
            <span className="visually-hidden">{t('dashboard.loading')}</span>
          </>
        ) : count === 'failed' ? (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('dashboard.unavailable')}</span>
          </>
        ) : (
          countText(count)
        )}
      </span>
    </>
  )
  return tile.href ? (
    <SafeLink href={tile.href} data-part="tile" aria-describedby={describedBy}>
      {content}
    </SafeLink>
  ) : (
    <div data-part="tile" aria-describedby={describedBy}>
      {content}
    </div>
  )
}
