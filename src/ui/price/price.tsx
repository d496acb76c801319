import { formatPrice } from '@/src/lib/money'
import styles from './price.module.css'

type PriceProps = {
  /** The amount in CHF exactly as the server sent it: shown with two decimals, never recomputed (docs/simulated-cms.md "The mock shop", prices). */
  amount: number
  /**
   * The text under the amount that says what it is for this user ('Netto / exkl. MwSt.' …, spec 1 §6); none in
   * table cells whose header says it. src/features/price's PriceWithBasis gives the signed-in user's.
   */
  basis?: string
  className?: string
}

/**
 * A price as the shop writes it (spec 1 §9: `CHF 1 234.50`), optionally with the text that says what it is
 * (spec 1 §6). Renders nothing for an amount that is not a finite number.
 */
export function Price({ amount, basis, className }: PriceProps) {
  const text = formatPrice(amount)
  if (text === '') return null
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price}>
      <span data-part="amount">{text}</span>
      {basis ? <PriceBasis text={basis} /> : null}
    </span>
  )
}

/** The basis text of spec 1 §6 ('Netto / exkl. MwSt.' …), under an amount or beside a list of them. */
export function PriceBasis({ text }: { text: string }) {
  return <span className={styles.basis}>{text}</span>
}

/** The prompt to log in for prices and availability (spec 1 §6), a link to the login page when there is one. */
export function PricePrompt({ text, href }: { text: string; href?: string }) {
  return <p className={styles.prompt}>{href ? <a href={href}>{text}</a> : text}</p>
}
