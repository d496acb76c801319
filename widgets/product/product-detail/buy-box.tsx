import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Pack } from '@/api/product-detail'
import { AddToShoppingList } from '@/src/features/add-to-shopping-list/add-to-shopping-list'
import { Button } from '@/src/ui/button/button'
import { QuantityInput } from '@/src/ui/quantity-input/quantity-input'
import { addToCart } from '@/store/cart'
import { useAppDispatch } from '@/store/hooks'
import styles from './product-detail.module.css'

type BuyBoxProps = {
  /** The chosen pack, with its price and availability once the detail call answered. */
  pack: { productId: string; offer: Pack | undefined }
  productTitle: string
  /** Active e-commerce shop users buy into the B2B cart and keep shopping lists; consumers use the B2C cart. */
  shopUser: boolean
}

/**
 * Quantity (spec 1 §5: 1 to 9999) and "In den Warenkorb" for the chosen pack (spec 1 §7), and for shop
 * users the shopping list beside it. The add-to-cart notification, the header's count and the cart events
 * come from addToCart. A pack that cannot be ordered online cannot be added; the reason is shown above.
 */
export function BuyBox({ pack, productTitle, shopUser }: BuyBoxProps) {
  const { t } = useTranslation('product')
  const dispatch = useAppDispatch()
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)
  const orderable = pack.offer?.orderable === true

  const add = async () => {
    setAdding(true)
    // A failure is told by the client (the server's messages); the quantity stays for another try.
    await dispatch(addToCart({ cart: shopUser ? 'b2b' : 'b2c', lines: [{ productId: pack.productId, quantity }] })).catch(() => undefined)
    setAdding(false)
  }

  return (
    <div className={styles.buy}>
      <QuantityInput value={quantity} onChange={setQuantity} min={1} label={t('productDetail.quantity')} disabled={!orderable} />
      <Button onClick={() => void add()} busy={adding} disabled={!orderable} className={styles.addToCart}>
        {t('productDetail.addToCart')}
      </Button>
      {shopUser ? <AddToShoppingList productId={pack.productId} quantity={quantity} productTitle={productTitle} /> : null}
    </div>
  )
}
