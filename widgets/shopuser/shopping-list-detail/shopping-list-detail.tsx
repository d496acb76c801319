import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartEntry, NotOrderableEntry } from '@/api/cart-schemas'
import type { ShoppingListDetail as ListDetail } from '@/api/shopping-lists'
import { formatDate } from '@/src/lib/dates'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { ListNameForm } from '@/src/features/add-to-shopping-list/list-name-form'
import { Button } from '@/src/ui/button/button'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { Picture, PRODUCT_IMAGE_RATIO } from '@/src/ui/picture/picture'
import { PriceBasisText } from '@/src/features/price/price'
import { Price } from '@/src/ui/price/price'
import { BackLink } from '@/src/ui/back-link/back-link'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { fetchShoppingList, removeShoppingListItem, selectIsListBusy, selectListDetail } from '@/store/shopping-lists'
import { readListId } from '@/widgets/shopuser/parts/shopping-list/list-address'
import { ListAccessNote, useListAccess } from '@/widgets/shopuser/parts/shopping-list/list-access'
import { ListCartReportBox, useListToCart } from '@/widgets/shopuser/parts/shopping-list/list-cart-report'
import parts from '@/widgets/shopuser/parts/shopping-list/shopping-list.module.css'
import type { ShoppingListDetailProps } from './shopping-list-detail.widget'
import { useListRename } from '../parts/shopping-list/use-list-rename'
import styles from './shopping-list-detail.module.css'

/**
 * One shopping list (spec 2 §3, §7): its items with picture, title, pack, article number, unit price, quantity and sum
 * exactly as the server sent them (never recomputed: docs/simulated-cms.md "The mock shop", prices), the packs that
 * cannot be ordered now apart with why; rename (PATCH), take an item off the list, put the whole list into the B2B cart
 * (the header's count follows, each line the cart did not take is reported), and the way back. The list is the
 * `shoppingListId` prop or the address's `id` parameter, checked by schema.
 */
export function ShoppingListDetail({ shoppingListId, backUrl, headingLevel }: ShoppingListDetailProps) {
  const { t } = useTranslation('shopuser')
  const access = useListAccess()
  // Read once: the address does not change while the page shows this list.
  const id = useMemo(() => shoppingListId ?? readListId(), [shoppingListId])
  const back = backUrl ? (
    <BackLink href={backUrl} className={styles.back}>
      {t('shoppingListDetail.back')}
    </BackLink>
  ) : null

  if (access !== 'allowed') return <ListAccessNote access={access} />
  if (id === undefined) {
    return (
      <div className={parts.root}>
        {back}
        <p className={parts.note}>{t('shoppingListDetail.noList')}</p>
      </div>
    )
  }
  return <Detail key={id} shoppingListId={id} back={back} headingLevel={headingLevel} />
}

type DetailProps = { shoppingListId: string; back: ReactNode; headingLevel: 1 | 2 | 3 }

function Detail({ shoppingListId, back, headingLevel }: DetailProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const detail = useAppSelector((state) => selectListDetail(state, shoppingListId))
  const list = detail?.list ?? null
  const cart = useListToCart()
  const Heading = `h${headingLevel}` as const
  const removeButtons = useRef(new Map<string, HTMLButtonElement>())
  // Where focus goes once a removal has answered: the next item's remove button, else the list's name
  // (here, not in the items, which are gone when the last one is).
  const pendingFocus = useRef<string | null>(null)

  useEffect(() => {
    const request = dispatch(fetchShoppingList({ shoppingListId }))
    return () => request.abort()
  }, [dispatch, shoppingListId])

  useEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    pendingFocus.current = null
    ;(removeButtons.current.get(target) ?? document.getElementById(headingIdOf(shoppingListId)))?.focus()
  }, [list, shoppingListId])

  if (list === null) {
    return (
      <div className={parts.root} aria-busy={detail?.status !== 'failed'}>
        {back}
        {detail?.status === 'failed' ? (
          <LoadFailed text={t('shoppingListDetail.failed')} onRetry={() => void dispatch(fetchShoppingList({ shoppingListId }))} />
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {t('shoppingListDetail.loading')}
            </p>
            <ul className={parts.skeleton} aria-hidden="true">
              <Skeleton as="li" />
              <Skeleton as="li" />
            </ul>
          </>
        )}
      </div>
    )
  }

  const titles = new Map([...list.entries, ...list.entriesNotOrderable].map((entry) => [entry.productId, `${entry.title}, ${entry.packSize ?? ''}`.replace(/, $/, '')]))
  const empty = list.entries.length + list.entriesNotOrderable.length === 0

  return (
    <div className={parts.root}>
      {back}
      <ListHeader list={list} Heading={Heading} onToCart={() => void cart.put({ shoppingListId, name: list.name })} empty={empty} />
      <ListCartReportBox report={cart.report} titleOf={(productId) => titles.get(productId)} onClose={cart.dismiss} />
      {empty ? (
        <p className={parts.note}>{t('shoppingListDetail.empty')}</p>
      ) : (
        <Items
          list={list}
          headingLevel={headingLevel}
          registerRemoveButton={(productId, button) => {
            if (button) removeButtons.current.set(productId, button)
            else removeButtons.current.delete(productId)
          }}
          focusAfterRemoval={(productId) => {
            pendingFocus.current = productId
          }}
        />
      )}
    </div>
  )
}

type HeaderProps = { list: ListDetail; Heading: 'h1' | 'h2' | 'h3'; empty: boolean; onToCart(): void }

/** The list's name (or the rename form in its place), its last change and price basis, and the list's actions. */
function ListHeader({ list, Heading, empty, onToCart }: HeaderProps) {
  const { t } = useTranslation('shopuser')
  const { renaming, setRenaming, renameButton, rename } = useListRename(list)
  const toCartBusy = useAppSelector((state) => selectIsListBusy(state, 'toCart', list.shoppingListId))

  return (
    <div className={styles.header}>
      <div className={styles.title}>
        {renaming ? (
          <ListNameForm
            label={t('shoppingLists.renameLabel', { name: list.name })}
            submitLabel={t('shoppingLists.save')}
            initialName={list.name}
            onSubmit={rename}
            onCancel={() => setRenaming(false)}
            focusOnMount
            inline
          />
        ) : (
          <Heading id={headingIdOf(list.shoppingListId)} tabIndex={-1} className={parts.heading}>
            {list.name}
          </Heading>
        )}
        <p className={parts.meta}>
          {t('shoppingLists.updatedAt', { date: formatDate(list.updatedAt) })} · <PriceBasisText />
        </p>
      </div>
      <div className={parts.actions}>
        <Button busy={toCartBusy} disabled={empty} onClick={onToCart}>
          {t('shoppingListDetail.toCart')}
        </Button>
        {renaming ? null : (
          <Button ref={renameButton} variant="secondary" onClick={() => setRenaming(true)}>
            {t('shoppingLists.rename')}
          </Button>
        )}
      </div>
    </div>
  )
}

/** The heading of the list, where focus goes when the last item is taken off. */
const headingIdOf = (shoppingListId: string) => `shopping-list-${shoppingListId}`

type ItemsProps = {
  list: ListDetail
  headingLevel: 1 | 2 | 3
  /** Keeps each item's remove button, by pack, for the focus after a removal. */
  registerRemoveButton(productId: string, button: HTMLButtonElement | null): void
  /** The pack whose remove button takes focus once the removal has answered ('' for the list's name; null for none). */
  focusAfterRemoval(productId: string | null): void
}

/** The items: those that can be ordered, then those that cannot, each with why. */
function Items({ list, headingLevel, registerRemoveButton, focusAfterRemoval }: ItemsProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const all = [...list.entries, ...list.entriesNotOrderable]

  const remove = async (entry: CartEntry) => {
    const index = all.findIndex((item) => item.productId === entry.productId)
    focusAfterRemoval((all[index + 1] ?? all[index - 1])?.productId ?? '')
    try {
      await dispatch(removeShoppingListItem({ shoppingListId: list.shoppingListId, productId: entry.productId })).unwrap()
    } catch {
      focusAfterRemoval(null)
      return // its messages were shown
    }
    dispatch(notificationsShown([{ type: 'success', message: t('shoppingListDetail.removed', { title: entry.title }) }]))
  }

  const item = (entry: CartEntry | NotOrderableEntry) => (
    <Item
      key={entry.productId}
      entry={entry}
      shoppingListId={list.shoppingListId}
      buttonRef={(button) => registerRemoveButton(entry.productId, button)}
      onRemove={() => void remove(entry)}
    />
  )

  return (
    <>
      {list.entries.length > 0 ? (
        <ul className={styles.items} aria-label={t('shoppingListDetail.items', { name: list.name })}>
          {list.entries.map(item)}
        </ul>
      ) : null}
      {list.entriesNotOrderable.length > 0 ? (
        <section className={styles.notOrderable}>
          <Section className={parts.heading}>{t('shoppingListDetail.notOrderable')}</Section>
          <ul className={styles.items}>{list.entriesNotOrderable.map(item)}</ul>
        </section>
      ) : null}
    </>
  )
}

type ItemProps = {
  entry: CartEntry | NotOrderableEntry
  shoppingListId: string
  buttonRef(button: HTMLButtonElement | null): void
  onRemove(): void
}

// 64 px wide on a phone, 96 px from 768 px (shopping-list-detail.module.css).
const IMAGE_SIZES = '(min-width: 768px) 96px, 64px'

/** One item: picture at 3:4 (spec 1 §9), title linking to the product, its facts as the server sent them, and remove. */
function Item({ entry, shoppingListId, buttonRef, onRemove }: ItemProps) {
  const { t } = useTranslation('shopuser')
  const busy = useAppSelector((state) => selectIsListBusy(state, 'removeItem', shoppingListId))
  const image = entry.image ?? { fallback: placeholderImageUrl(), alt: entry.title }
  return (
    <li className={styles.item}>
      <Picture image={{ ...image, alt: image.alt || entry.title }} ratio={PRODUCT_IMAGE_RATIO} sizes={IMAGE_SIZES} className={styles.image} />
      <div className={styles.itemMain}>
        <p className={styles.itemTitle}>{entry.url ? <SafeLink href={entry.url}>{entry.title}</SafeLink> : entry.title}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('shoppingListDetail.articleNumber')}</dt>
            <dd>{entry.productId}</dd>
          </div>
          {entry.packSize ? (
            <div>
              <dt>{t('shoppingListDetail.pack')}</dt>
              <dd>{entry.packSize}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('shoppingListDetail.price')}</dt>
            <dd>
              <Price amount={entry.price} />
            </dd>
          </div>
          <div>
            <dt>{t('shoppingListDetail.quantity')}</dt>
            <dd>{entry.quantity}</dd>
          </div>
          <div>
            <dt>{t('shoppingListDetail.sum')}</dt>
            <dd>
              <Price amount={entry.sum} />
            </dd>
          </div>
        </dl>
        {'reason' in entry ? <p className={styles.reason}>{entry.reason}</p> : null}
      </div>
      <Button
        ref={buttonRef}
        size="s"
        variant="ghost"
        busy={busy}
        className={styles.remove}
        onClick={onRemove}
        // The item for screen readers; the visible text starts the accessible name (WCAG 2.5.3).
        aria-label={t('shoppingLists.actionFor', { action: t('shoppingListDetail.remove'), name: `${entry.title}, ${entry.packSize ?? entry.productId}` })}
      >
        {t('shoppingListDetail.remove')}
      </Button>
    </li>
  )
}
