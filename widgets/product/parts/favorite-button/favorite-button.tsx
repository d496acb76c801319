import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/src/ui/button/button'
import { LazyConfirmDialog, preloadConfirmDialog } from '@/src/features/confirm-dialog/lazy-confirm-dialog'
import { addToFavorites, removeFromFavorites, selectFavoriteOperation, selectIsFavorite } from '@/store/favorites'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import styles from './favorite-button.module.css'

/** Props of {@link FavoriteButton}. */
export type FavoriteButtonProps = {
  /** The product's id as the favourite calls name it (the catalogue's id, e.g. 'p-10-4111'). */
  productId: string
  /** The product's name: it names the button and the confirmation for assistive technology. */
  productName: string
  /** `s` for dense places (a tile's corner); still 44 px on touch screens. Default `m`. */
  size?: 'm' | 's'
  /** Called once a removal the user confirmed has succeeded, e.g. for a list to move focus before this button leaves. */
  onRemoved?(productId: string): void
  className?: string
}

/**
 * The favourite button of spec 2 §1, §4 for a product tile or the product detail: a toggle button
 * (`aria-pressed`) with a heart, shown only to active e-commerce shop users (spec 1 §6). Clicking a
 * non-favourite adds it at once; clicking a favourite opens a confirmation before removal. Every button
 * of the page reads the one list of store/favorites.ts, so two buttons of one product stay in step,
 * in any island. Busy (and inert) while its product's request runs.
 */
export function FavoriteButton({ productId, productName, size = 'm', onRemoved, className }: FavoriteButtonProps) {
  const { t } = useTranslation('product')
  const dispatch = useAppDispatch()
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const favorite = useAppSelector((state) => selectIsFavorite(state, productId))
  const operation = useAppSelector((state) => selectFavoriteOperation(state, productId))
  const [confirming, setConfirming] = useState(false)
  const [status, setStatus] = useState('')

  // spec 1 §6, spec 2 §1: only active e-commerce shop users get the favourite button.
  if (!shopUser) return null

  const add = async () => {
    setStatus('')
    if (await dispatch(addToFavorites(productId))) setStatus(t('favoriteButton.added', { name: productName }))
  }

  // A failure keeps the dialog open and says why in it; the heart stays filled.
  const remove = async () => {
    if (!(await dispatch(removeFromFavorites(productId)))) return
    setConfirming(false)
    setStatus(t('favoriteButton.removed', { name: productName }))
    onRemoved?.(productId)
  }

  return (
    <>
      <IconButton
        size={size}
        className={[styles.button, className].filter(Boolean).join(' ')}
        // One name whatever the state: assistive technology reads the state from aria-pressed (WAI-ARIA
        // button pattern: a toggle's label must not change with it); the description says what a click does.
        label={t('favoriteButton.label', { name: productName })}
        title={t(favorite ? 'favoriteButton.remove' : 'favoriteButton.add')}
        aria-pressed={favorite}
        busy={operation !== undefined}
        // spec 2 §4: a non-favourite is added directly; a favourite asks first.
        onClick={() => (favorite ? setConfirming(true) : void add())}
        // The confirmation (and react-modal with it) loads as a favourite's button is approached, so it is
        // there by the click, and not at all on a page where nobody removes a favourite.
        onPointerEnter={favorite ? preloadConfirmDialog : undefined}
        onFocus={favorite ? preloadConfirmDialog : undefined}
      >
        <span className={favorite ? styles.filled : styles.outline} />
      </IconButton>
      <span role="status" className="visually-hidden">
        {status}
      </span>
      {/* Nothing is mounted until first asked: a page of tiles leaves no dialog container per button in the body. */}
      <LazyConfirmDialog
        isOpen={confirming}
        title={t('favoriteButton.confirmTitle')}
        question={t('favoriteButton.confirmText', { name: productName })}
        confirmLabel={t('favoriteButton.confirm')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
