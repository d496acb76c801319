import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectUser } from '@/store/account'
import { loadFavorites, selectFavoriteIds, selectFavoriteList } from '@/store/favorites'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import { selectSessionUrl } from '@/store/session'
import { FavoriteButton } from '../parts/favorite-button/favorite-button'
import { ProductTile } from '../parts/product-tile/product-tile'
import { TileFailures } from '../parts/product-tile/tile-failures'
import type { FavoritesListProps } from './favorites-list.widget'
import styles from './favorites-list.module.css'
import { SKELETON_MAX } from './skeleton'

/**
 * The favourites list page (spec 1 §2 "favorites list"; spec 2 §4, §7): the products the active shop user
 * marked, newest first, as product tiles with the favourite button; a removal (after its confirmation)
 * takes the tile away and moves focus to the next one. Without favourites, a link into the shop. Visitors
 * and users without shop access get a note instead (spec 1 §6).
 */
export function FavoritesList(props: FavoritesListProps) {
  const { t } = useTranslation('product')
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const signedIn = useAppSelector(selectUser) !== null
  // spec 1 §6: only active e-commerce shop users have favourites.
  if (!shopUser) return signedIn ? <p className={styles.note}>{t('favorites.notShopUser')}</p> : <SignInPrompt className={styles.note} text={t('favorites.signIn')} />
  return <ShopUserFavorites {...props} />
}

function ShopUserFavorites({ headingLevel, shopUrl }: FavoritesListProps) {
  const { t } = useTranslation('product')
  const dispatch = useAppDispatch()
  const homepageUrl = useAppSelector((state) => selectSessionUrl(state, 'homepageUrl'))
  const ids = useAppSelector(selectFavoriteIds)
  const { entries, status, answered, missing } = useAppSelector(selectFavoriteList)
  // The removal to announce; a new object each time, so the same text twice still renders (and moves focus).
  const [announcement, setAnnouncement] = useState({ text: '' })
  // Where focus goes once a removed tile has left (set by the removal, used by the effect below).
  const focusIndex = useRef<number | null>(null)
  const items = useRef(new Map<string, HTMLLIElement>())
  const emptyRef = useRef<HTMLParagraphElement>(null)
  const running = useRef<{ abort(): void } | null>(null)
  const askedFor = useRef('')

  const load = () => {
    running.current?.abort()
    running.current = dispatch(loadFavorites())
  }

  useEffect(() => {
    load()
    return () => running.current?.abort()
    // Once per island; later loads follow favourites added elsewhere on the page (below) or a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A favourite added by another button of the page (a product area, another island) has no tile yet: once
  // the server has it, ask for the list again, once per set of such ids, so an id the server answers no
  // product for cannot start a loop.
  const missingKey = missing.join(' ')
  useEffect(() => {
    if (missingKey === '') askedFor.current = ''
    if (!answered || status === 'loading' || missingKey === '' || missingKey === askedFor.current) return
    askedFor.current = missingKey
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered, status, missingKey])

  // After a removal the tile (and the focused button in it) is gone: focus the next tile's button, the
  // previous one at the end, or the empty-state text, so keyboard users keep their place.
  useEffect(() => {
    const index = focusIndex.current
    if (index === null) return
    focusIndex.current = null
    // Only when focus went down with the tile (and its dialog): a user who has moved on keeps their place.
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) return
    const target = entries[Math.min(index, entries.length - 1)]
    const item = target ? items.current.get(target.id) : undefined
    const button = item?.querySelector<HTMLElement>('button[aria-pressed]')
    if (button) button.focus()
    else emptyRef.current?.focus()
  }, [announcement, entries])

  // Called with the tile's place as it was rendered: by then the store has already taken the tile away.
  const removed = (index: number, name: string) => {
    focusIndex.current = index
    setAnnouncement({ text: t('favoriteButton.removed', { name }) })
  }

  const waiting = !answered && status !== 'failed'
  const failed = status === 'failed'

  // Nothing to show but the alert when the list failed before it had anything to show: not even the text
  // for no favourites, which a failed load cannot tell.
  let content = null
  if (ids.length === 0 && !(failed && !answered)) {
    content = (
      <div className={styles.empty}>
        <p ref={emptyRef} tabIndex={-1} className={styles.emptyText}>
          {t('favorites.empty')}
        </p>
        <p>{t('favorites.emptyHint')}</p>
        <SafeLink href={shopUrl ?? homepageUrl ?? '/'} className={styles.shopLink}>
          {t('favorites.toShop')}
        </SafeLink>
      </div>
    )
  } else if (!failed && (waiting || entries.length === 0)) {
    // The count and the tiles' places while the list loads, as many as the session's favourites (up to
    // SKELETON_MAX): the CMS's fallback draws the same, so nothing moves when the tiles arrive.
    content = (
      <>
        <p className={styles.count}>{t('favorites.count', { count: ids.length })}</p>
        <ul className={styles.grid} aria-hidden="true">
          {ids.slice(0, SKELETON_MAX).map((id) => (
            <li key={id} className={styles.skeleton} />
          ))}
        </ul>
      </>
    )
  } else if (entries.length > 0) {
    content = (
      <>
        <p className={styles.count}>{t('favorites.count', { count: entries.length })}</p>
        <TileFailures products={entries} />
        <ul className={styles.grid} aria-label={t('favorites.listLabel')}>
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              ref={(element) => {
                if (element) items.current.set(entry.id, element)
                else items.current.delete(entry.id)
              }}
            >
              <ProductTile
                product={entry}
                headingLevel={headingLevel}
                actions={<FavoriteButton productId={entry.id} productName={entry.title} onRemoved={() => removed(index, entry.title)} />}
              />
            </li>
          ))}
        </ul>
      </>
    )
  }

  return (
    <div className={styles.root} aria-busy={status === 'loading'}>
      <p role="status" className="visually-hidden">
        {waiting ? t('favorites.loading') : announcement.text}
      </p>
      {failed && (
        <div role="alert" className={styles.failed}>
          <p>{t('favorites.failed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('favorites.retry')}
          </Button>
        </div>
      )}
      {content}
    </div>
  )
}
