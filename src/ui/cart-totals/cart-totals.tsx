import { Price } from '@/src/ui/price/price'
import styles from './cart-totals.module.css'

/** A cart's sums in CHF, exactly as the server computed them. */
export type CartSums = { subtotal: number; vat: number; total: number }

/** Props of {@link CartTotals}. */
export type CartTotalsProps = {
  totals: CartSums
  /** The rows' terms in the page's language; `vat` says whether the total contains it or adds it. */
  labels: { subtotal: string; vat: string; total: string }
  /** While a change is on its way the sums are about to change: they say so, and look it. */
  updating?: boolean
}

/**
 * Subtotal, VAT and total of a cart as the server sent them, never added up here (docs/simulated-cms.md
 * "The mock shop", prices): a list of terms, the total last and largest. Its box keeps a fixed minimum
 * height, which the CMS's fallback markup (`<div data-part="cart-totals">` in a `data-fallback`) takes too.
 */
export function CartTotals({ totals, labels, updating = false }: CartTotalsProps) {
  return (
    <dl className={styles.totals} data-part="cart-totals" data-stale={updating || undefined} aria-busy={updating || undefined}>
      <div>
        <dt>{labels.subtotal}</dt>
        <dd>
          <Price amount={totals.subtotal} />
        </dd>
      </div>
      <div>
        <dt>{labels.vat}</dt>
        <dd>
          <Price amount={totals.vat} />
        </dd>
      </div>
      <div className={styles.total}>
        <dt>{labels.total}</dt>
        <dd>
          <Price amount={totals.total} />
        </dd>
      </div>
    </dl>
  )
}

/** The sums' box while the cart loads: their minimum height, empty, as the CMS's fallback keeps it. */
export function CartTotalsPlaceholder() {
  return <div className={styles.totals} data-part="cart-totals" aria-hidden="true" />
}
