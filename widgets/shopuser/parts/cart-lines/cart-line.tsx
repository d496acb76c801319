import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartEntry, NotOrderableEntry } from '@/api/cart-schemas'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { IconButton } from '@/src/ui/button/button'
import { PRODUCT_IMAGE_RATIO, Picture } from '@/src/ui/picture/picture'
import { Price } from '@/src/ui/price/price'
import { QuantityInput } from '@/src/ui/quantity-input/quantity-input'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { selectFirstUnshownLine, type CartKind } from '@/store/cart'
import { useAppStore } from '@/store/hooks'
import { useLineQuantity } from '@/store/use-line-quantity'
import styles from './cart-lines.module.css'

/** Props of {@link CartLine}. */
export type CartLineProps = {
  cart: CartKind
  entry: CartEntry | NotOrderableEntry
  /** Whether the pack can be ordered; a line that cannot shows why instead of a quantity field. */
  orderable: boolean
  /** More for this line below its values (the B2B checkout's reference text field). */
  extra?: ReactNode
}

/** The id of a line's quantity field: where the way to the order stops while it shows no quantity (spec 1 §5). */
export const quantityFieldId = (cart: CartKind, itemKey: string) => `${cart}-quantity-${itemKey}`

/**
 * The check before the way to the order goes on (the checkout's Next, the B2C cart's checkout link): false, with
 * focus on the field, while a quantity field shows no quantity of the cart (emptied, no number, below the
 * minimum; spec 1 §5), so the order never carries a quantity the buyer did not see. The caller says why
 * (cartLines.fixQuantities). Reads the store when called, so a click right after typing finds the field's state.
 */
export function useQuantitiesShown(cart: CartKind): () => boolean {
  const store = useAppStore()
  return useCallback(() => {
    const itemKey = selectFirstUnshownLine(store.getState(), cart)
    if (itemKey === undefined) return true
    document.getElementById(quantityFieldId(cart, itemKey))?.focus()
    return false
  }, [store, cart])
}

/** The pack's name for labels: '4 l Kanister', or its article number. */
export const packOf = (entry: CartEntry) => entry.packSize ?? entry.productId

/**
 * One cart line (spec 1 §3 "Cart line: productId, itemKey, quantity, price, sum"): picture, title linking to
 * the product, pack size and article number, unit price, the quantity field, the line's sum and a remove
 * button that names the product. Amounts exactly as the server sent them: while a new quantity is on its
 * way, the sum stays the server's and says it is being updated.
 */
export function CartLine({ cart, entry, orderable, extra }: CartLineProps) {
  const { t } = useTranslation('shopuser')
  const { quantity, pending, setQuantity, remove, setShown } = useLineQuantity(cart, entry.itemKey)
  const pack = packOf(entry)
  const image = entry.image ?? { fallback: placeholderImageUrl(), alt: '' }

  return (
    <li className={extra ? `${styles.line} ${styles.withExtra}` : styles.line} data-part="line" data-extra={extra ? '' : undefined} data-item-key={entry.itemKey}>
      <div className={styles.picture}>
        {/* The title beside it names the product; the picture adds nothing to read out. */}
        <Picture image={{ fallback: image.fallback, srcset: image.srcset, alt: '' }} ratio={PRODUCT_IMAGE_RATIO} sizes="64px" />
      </div>
      <div className={styles.info}>
        <SafeLink href={entry.url} className={styles.title}>
          {entry.title}
        </SafeLink>
        <p className={styles.meta}>
          {entry.packSize ? <span>{entry.packSize}</span> : null}
          <span>{t('cartLines.articleNumber', { number: entry.productId })}</span>
        </p>
        {'reason' in entry ? <p className={styles.reason}>{entry.reason}</p> : null}
      </div>
      <p className={styles.unitPrice}>
        <span className={styles.cellLabel}>{t('cartLines.unitPrice')}</span>
        <Price amount={entry.price} />
      </p>
      <div className={styles.quantity}>
        {orderable ? (
          <QuantityInput
            id={quantityFieldId(cart, entry.itemKey)}
            value={quantity}
            onChange={setQuantity}
            // An emptied field stays empty and stops the checkout (spec 1 §5): no order with a quantity the buyer did not see.
            onValidityChange={setShown}
            label={t('cartLines.quantityFor', { title: entry.title, pack })}
            hideLabel
          />
        ) : (
          <span className={styles.fixedQuantity}>
            <span className={styles.cellLabel}>{t('cartLines.quantity')}</span> {entry.quantity}
          </span>
        )}
      </div>
      <p className={styles.sum} data-stale={pending || undefined} aria-busy={pending || undefined}>
        <span className={styles.cellLabel}>{t('cartLines.sum')}</span>
        <Price amount={entry.sum} />
        {pending ? <span className="visually-hidden">{t('cartLines.updating')}</span> : null}
      </p>
      <div className={styles.remove}>
        <IconButton label={t('cartLines.remove', { title: entry.title, pack })} onClick={remove}>
          <span className={styles.removeIcon} />
        </IconButton>
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </li>
  )
}
