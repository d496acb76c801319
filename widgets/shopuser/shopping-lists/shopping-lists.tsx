import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShoppingListSummary } from '@/api/shopping-lists'
import { formatDate } from '@/src/lib/dates'
import { ListNameForm } from '@/src/features/add-to-shopping-list/list-name-form'
import { Button } from '@/src/ui/button/button'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { LazyConfirmDialog, preloadConfirmDialog } from '@/src/features/confirm-dialog/lazy-confirm-dialog'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { selectSession } from '@/store/session'
import {
  createShoppingList,
  deleteShoppingList,
  fetchShoppingLists,
  selectIsListBusy,
  selectShoppingLists,
  selectShoppingListsStatus,
} from '@/store/shopping-lists'
import { listDetailHref } from '@/widgets/shopuser/parts/shopping-list/list-address'
import { ListAccessNote, useListAccess } from '@/widgets/shopuser/parts/shopping-list/list-access'
import { ListCartReportBox, useListToCart } from '@/widgets/shopuser/parts/shopping-list/list-cart-report'
import parts from '@/widgets/shopuser/parts/shopping-list/shopping-list.module.css'
import type { ShoppingListsProps } from './shopping-lists.widget'
import { useListRename } from '../parts/shopping-list/use-list-rename'
import styles from './shopping-lists.module.css'

/**
 * The user's shopping lists (spec 2 §3, §7): create one with a name, each list's name as a
 * link to its detail page, its item count and last change (DD.MM.YYYY, spec 2 §9), rename in place
 * (PATCH), delete after a confirmation (with the referer field, the current path), and put a whole list
 * into the B2B cart, the header's count following and each line the cart did not take reported. Only for
 * signed-in active shop users (spec 1 §1, §6).
 */
export function ShoppingLists({ detailUrl, headingLevel }: ShoppingListsProps) {
  const access = useListAccess()
  if (access !== 'allowed') return <ListAccessNote access={access} />
  return <Overview detailUrl={detailUrl} headingLevel={headingLevel} />
}

function Overview({ detailUrl, headingLevel }: ShoppingListsProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const { urls } = useAppSelector(selectSession)
  const lists = useAppSelector(selectShoppingLists)
  const status = useAppSelector(selectShoppingListsStatus)
  const cart = useListToCart()
  const [confirming, setConfirming] = useState<ShoppingListSummary | null>(null)
  const [open, setOpen] = useState(false)
  // The lists' heading takes focus once a delete is drawn (a new object each time, so each delete moves it).
  const [focusHeading, setFocusHeading] = useState<object | null>(null)
  const listsHeading = useRef<HTMLHeadingElement>(null)
  const Heading = `h${headingLevel}` as const
  const detailPage = detailUrl ?? urls.shoppingListUrl

  useEffect(() => {
    const request = dispatch(fetchShoppingLists())
    return () => request.abort()
  }, [dispatch])

  useEffect(() => {
    if (focusHeading) listsHeading.current?.focus()
  }, [focusHeading])

  const create = async (name: string) => {
    await dispatch(createShoppingList({ name })).unwrap()
    dispatch(notificationsShown([{ type: 'success', message: t('shoppingLists.created', { name }) }]))
  }

  const askDelete = (list: ShoppingListSummary) => {
    setConfirming(list)
    setOpen(true)
  }

  // A failure rejects: the dialog stays and says why.
  const confirmDelete = async () => {
    if (!confirming) return
    // spec 2 §7: the delete sends the current path as referer.
    await dispatch(deleteShoppingList({ shoppingListId: confirming.shoppingListId, referer: window.location.pathname })).unwrap()
    dispatch(notificationsShown([{ type: 'success', message: t('shoppingLists.deleted', { name: confirming.name }) }]))
    setOpen(false)
    // The delete button went with its row: focus goes to the lists' heading instead of the page start.
    setFocusHeading({})
  }

  return (
    <div className={parts.root}>
      <section className={styles.create}>
        <Heading className={parts.heading}>{t('shoppingLists.createTitle')}</Heading>
        <ListNameForm label={t('shoppingLists.createLabel')} submitLabel={t('shoppingLists.createSubmit')} onSubmit={create} resetOnSuccess inline />
      </section>

      <section className={styles.lists} aria-busy={status === 'loading' && lists === null}>
        <Heading ref={listsHeading} tabIndex={-1} className={parts.heading}>
          {t('shoppingLists.title')}
        </Heading>
        <ListCartReportBox report={cart.report} onClose={cart.dismiss} />
        {lists === null && status === 'failed' ? (
          <LoadFailed text={t('shoppingLists.failed')} onRetry={() => void dispatch(fetchShoppingLists())} />
        ) : lists === null ? (
          <>
            <p className="visually-hidden" role="status">
              {t('shoppingLists.loading')}
            </p>
            <ul className={parts.skeleton} aria-hidden="true">
              <Skeleton as="li" />
              <Skeleton as="li" />
            </ul>
          </>
        ) : lists.length === 0 ? (
          <p className={parts.note}>{t('shoppingLists.empty')}</p>
        ) : (
          <ul className={styles.rows}>
            {lists.map((list) => (
              <ListRow
                key={list.shoppingListId}
                list={list}
                level={(headingLevel + 1) as 3 | 4}
                href={detailPage ? listDetailHref(detailPage, list.shoppingListId) : undefined}
                onToCart={() => void cart.put(list)}
                onDelete={() => askDelete(list)}
              />
            ))}
          </ul>
        )}
      </section>

      <LazyConfirmDialog
        isOpen={open}
        title={t('shoppingLists.deleteTitle')}
        question={t('shoppingLists.deleteQuestion', { name: confirming?.name ?? '' })}
        confirmLabel={t('shoppingLists.deleteConfirm')}
        onConfirm={confirmDelete}
        onClose={() => setOpen(false)}
      />
    </div>
  )
}

type ListRowProps = {
  list: ShoppingListSummary
  level: 3 | 4
  /** The detail page of the list; without one the name is plain text. */
  href: string | undefined
  onToCart(): void
  onDelete(): void
}

/** One list: its name (a link, or the rename form in its place), item count and last change, and its actions. */
function ListRow({ list, level, href, onToCart, onDelete }: ListRowProps) {
  const { t } = useTranslation('shopuser')
  const { renaming, setRenaming, renameButton, rename } = useListRename(list)
  const toCartBusy = useAppSelector((state) => selectIsListBusy(state, 'toCart', list.shoppingListId))
  const renameBusy = useAppSelector((state) => selectIsListBusy(state, 'rename', list.shoppingListId))
  const Name = `h${level}` as const

  // Each action names its list for screen readers; the visible text starts the accessible name (WCAG 2.5.3).
  const forList = (action: string) => ({ 'aria-label': t('shoppingLists.actionFor', { action, name: list.name }) })

  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        {renaming ? (
          <ListNameForm
            label={t('shoppingLists.renameLabel', { name: list.name })}
            submitLabel={t('shoppingLists.save')}
            initialName={list.name}
            busy={renameBusy}
            onSubmit={rename}
            onCancel={() => setRenaming(false)}
            focusOnMount
            inline
          />
        ) : (
          <Name className={styles.name}>{href ? <SafeLink href={href}>{list.name}</SafeLink> : list.name}</Name>
        )}
        <p className={parts.meta}>
          {t('shoppingLists.itemCount', { count: list.itemCount })} · {t('shoppingLists.updatedAt', { date: formatDate(list.updatedAt) })}
        </p>
      </div>
      <div className={parts.actions}>
        <Button size="s" busy={toCartBusy} disabled={list.itemCount === 0} onClick={onToCart} {...forList(t('shoppingLists.toCart'))}>
          {t('shoppingLists.toCart')}
        </Button>
        {renaming ? null : (
          <Button ref={renameButton} size="s" variant="secondary" onClick={() => setRenaming(true)} {...forList(t('shoppingLists.rename'))}>
            {t('shoppingLists.rename')}
          </Button>
        )}
        <Button
          size="s"
          variant="ghost"
          aria-haspopup="dialog"
          onClick={onDelete}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          {...forList(t('shoppingLists.delete'))}
        >
          {t('shoppingLists.delete')}
        </Button>
      </div>
    </li>
  )
}
