import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_QUANTITY } from '@/src/lib/quantity'
import { Button } from '@/src/ui/button/button'
import { useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'

// The dialog (react-modal, react-hook-form, the lists' requests: about 25 KB) loads when the button is
// pointed at or focused, so it is there by the click, and never on a page where nobody opens it.
const loadDialog = () => import('./shopping-list-dialog')
const ShoppingListDialog = lazy(loadDialog)

/** Props of {@link AddToShoppingList}. */
export type AddToShoppingListProps = {
  /** The pack to add: its article number, e.g. '10-4111.004' (the cart's productId). */
  productId: string
  /** How many, usually the product detail's quantity input; 1 to 9999, otherwise the button is disabled. */
  quantity: number
  /** The product's name, to say in the dialog and the confirmation what is added. */
  productTitle: string
  /** Added to the button, for the caller's layout. */
  className?: string
}

/**
 * "Add to shopping list" beside add to cart on the product detail (spec 2 §7 "Add to shopping list: POST,
 * with shoppingListId"): a button that opens a small dialog listing the user's lists, each a button that
 * adds the pack in the given quantity, and a field to name a new list that is created and added to at once.
 * A success closes the dialog (focus returns to the button) and says so in a notification; a failure stays
 * in the dialog and says why. Only for signed-in active shop users (spec 1 §1, §6); nothing for anyone else.
 */
export function AddToShoppingList({ productId, quantity, productTitle, className }: AddToShoppingListProps) {
  const { t } = useTranslation('common')
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const [open, setOpen] = useState(false)
  if (!shopUser) return null
  const usable = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY
  const prefetch = () => void loadDialog()
  return (
    <>
      <Button variant="secondary" className={className} aria-haspopup="dialog" disabled={!usable} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setOpen(true)}>
        {t('addToShoppingList.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShoppingListDialog productId={productId} quantity={quantity} productTitle={productTitle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

