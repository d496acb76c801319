import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShoppingListSummary } from '@/api/shopping-lists'
import { Button } from '@/src/ui/button/button'
import { Modal } from '@/src/ui/modal/modal'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { failureMessages } from '@/store/request'
import { addToShoppingList, createShoppingList, fetchShoppingLists, selectShoppingLists, selectShoppingListsStatus } from '@/store/shopping-lists'
import type { AddToShoppingListProps } from './add-to-shopping-list'
import { ListNameForm } from './list-name-form'
import styles from './add-to-shopping-list.module.css'


/** The open dialog: its own chunk with react-modal and the list form, loaded when the button is pointed at, focused or pressed. */
export default function ShoppingListDialog({ onClose, ...chooser }: Omit<AddToShoppingListProps, 'className'> & { onClose(): void }) {
  const { t } = useTranslation('common')
  return (
    <Modal isOpen onClose={onClose} title={t('addToShoppingList.title')} size={600} closeOnOutsideClick>
      <ListChooser {...chooser} onDone={onClose} />
    </Modal>
  )
}

type ChooserProps = Omit<AddToShoppingListProps, 'className'> & { onDone(): void }

/** The dialog's content: the lists to add to, and a new list. The lists load when it opens. */
function ListChooser({ productId, quantity, productTitle, onDone }: ChooserProps) {
  const { t } = useTranslation('common')
  const dispatch = useAppDispatch()
  const lists = useAppSelector(selectShoppingLists)
  const status = useAppSelector(selectShoppingListsStatus)
  const [adding, setAdding] = useState<string | null>(null)
  const [problem, setProblem] = useState<string[]>([])
  const sending = useRef(false)

  useEffect(() => {
    const request = dispatch(fetchShoppingLists())
    return () => request.abort()
  }, [dispatch])

  /** Adds the pack to a list; true when it is on the list. One addition at a time, never two. */
  const add = async (list: Pick<ShoppingListSummary, 'shoppingListId' | 'name'>) => {
    if (sending.current) return
    sending.current = true
    setAdding(list.shoppingListId)
    setProblem([])
    try {
      await dispatch(addToShoppingList({ shoppingListId: list.shoppingListId, productId, quantity })).unwrap()
      dispatch(notificationsShown([{ type: 'success', message: t('addToShoppingList.added', { name: list.name, quantity, title: productTitle }) }]))
      onDone()
    } catch (failure) {
      const messages = failureMessages(failure).map(({ message }) => message)
      setProblem(messages.length > 0 ? messages : [t('errors.unknown')])
    } finally {
      sending.current = false
      setAdding(null)
    }
  }

  const createAndAdd = async (name: string) => {
    // A failed create shows at the name field (the form catches it); a failed addition shows above, like any.
    const created = await dispatch(createShoppingList({ name })).unwrap()
    await add({ shoppingListId: created.shoppingListId, name })
  }

  return (
    <div className={styles.chooser}>
      <p className={styles.product}>{t('addToShoppingList.product', { quantity, title: productTitle })}</p>
      {problem.length > 0 ? <NotificationBox type="error">{problem.join(' ')}</NotificationBox> : null}
      <div>
        <h3 className={styles.heading}>
          {t('addToShoppingList.lists')}
        </h3>
        {lists === null && status === 'failed' ? (
          <div className={styles.state}>
            <p>{t('addToShoppingList.failed')}</p>
            <Button variant="secondary" size="s" onClick={() => void dispatch(fetchShoppingLists())}>
              {t('addToShoppingList.retry')}
            </Button>
          </div>
        ) : lists === null ? (
          <p className={styles.state} role="status">
            {t('addToShoppingList.loading')}
          </p>
        ) : lists.length === 0 ? (
          <p className={styles.state}>{t('addToShoppingList.empty')}</p>
        ) : (
          <ul className={styles.lists}>
            {lists.map((list) => (
              <li key={list.shoppingListId}>
                <Button variant="secondary" className={styles.listButton} busy={adding === list.shoppingListId} onClick={() => void add(list)}>
                  {/* Read as «Werkstatt Winterthur, Artikel: 2»; on screen the two stand apart. */}
                  <span className={styles.listName}>
                    {list.name}
                    <span className="visually-hidden">,</span>
                  </span>{' '}
                  <span className={styles.listCount}>{t('addToShoppingList.itemCount', { count: list.itemCount })}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.newList}>
        <h3 className={styles.heading}>{t('addToShoppingList.newList')}</h3>
        <ListNameForm label={t('addToShoppingList.newListLabel')} submitLabel={t('addToShoppingList.createAndAdd')} busy={adding !== null} onSubmit={createAndAdd} />
      </div>
    </div>
  )
}
