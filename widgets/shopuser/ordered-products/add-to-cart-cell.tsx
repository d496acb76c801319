import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderedArticleEntry } from '@/api/ordered-articles'
import { Button } from '@/src/ui/button/button'
import { QuantityInput } from '@/src/ui/quantity-input/quantity-input'
import { addToCart } from '@/store/cart'
import { useAppDispatch } from '@/store/hooks'
import styles from './ordered-products.module.css'

/**
 * A row's quantity (spec 1 §5: 1 to 9999) and «In den Warenkorb» for the pack (beyond the spec: order it again).
 * The B2B cart's addition (store/cart.ts addToCart) shows the add-to-cart notification, or why the pack could
 * not be added, and the header's count follows. A pack that cannot be ordered now says why instead.
 */
export function AddToCartCell({ entry }: { entry: OrderedArticleEntry }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)
  // One addition at a time, even for two presses in the same task (the busy state shows a render later).
  const running = useRef(false)
  const item = `${entry.title}, ${entry.packSize ?? entry.productId}`

  if (!entry.orderable) return <span className={styles.reason}>{entry.reason ?? t('orderedProducts.notOrderable')}</span>

  const add = async () => {
    if (running.current) return
    running.current = true
    setAdding(true)
    // A failure is told by the client (the server's messages); the quantity stays for another try.
    await dispatch(addToCart({ cart: 'b2b', lines: [{ productId: entry.productId, quantity }] }))
    running.current = false
    setAdding(false)
  }

  return (
    <div className={styles.add}>
      <QuantityInput value={quantity} onChange={setQuantity} min={1} label={t('orderedProducts.quantityFor', { item })} hideLabel />
      <Button
        size="s"
        busy={adding}
        onClick={() => void add()}
        // The pack for screen readers; the visible text starts the accessible name (WCAG 2.5.3).
        aria-label={t('orderedProducts.addToCartFor', { action: t('orderedProducts.addToCart'), item })}
      >
        {t('orderedProducts.addToCart')}
      </Button>
    </div>
  )
}
