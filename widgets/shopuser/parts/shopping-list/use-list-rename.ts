import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShoppingListSummary } from '@/api/shopping-lists'
import { useAppDispatch } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { renameShoppingList } from '@/store/shopping-lists'

/**
 * Renaming a list inline (spec 2 §7 "Update shopping list: PATCH"), for the lists and the list's own page:
 * whether the form is open, the rename button's ref (focus returns to it when the form closes, saved or
 * cancelled), and `rename`, which saves a changed name and says so. A failure rejects, for the form to show.
 */
export function useListRename(list: Pick<ShoppingListSummary, 'shoppingListId' | 'name'>) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [renaming, setRenaming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const wasRenaming = useRef(false)

  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus()
    wasRenaming.current = renaming
  }, [renaming])

  const rename = async (name: string) => {
    if (name !== list.name) {
      await dispatch(renameShoppingList({ shoppingListId: list.shoppingListId, name })).unwrap()
      dispatch(notificationsShown([{ type: 'success', message: t('shoppingLists.renamed', { name }) }]))
    }
    setRenaming(false)
  }

  return { renaming, setRenaming, renameButton, rename }
}
