import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/src/lib/money'
import { useAppSelector } from '@/store/hooks'
import { selectPriceBasis } from '@/store/price-basis'
import styles from './price.module.css'

type PriceProps = {
  /** The amount in CHF exactly as the server sent it: shown with two decimals, never recomputed (issue 9). */
  amount: number
  /** Show the basis text under the amount ('Netto / exkl. MwSt.' …, spec 1 §6); off in table cells whose header says it. */
  withBasis?: boolean
  className?: string
}

/**
 * A price as the shop writes it (spec 1 §9: `CHF 1 234.50`), optionally with the text that says what it
 * is for this user (spec 1 §6). Renders nothing for an amount that is not a finite number.
 */
export function Price({ amount, withBasis = false, className }: PriceProps) {
  const text = formatPrice(amount)
  if (text === '') return null
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price}>
      <span data-part="amount">{text}</span>
      {withBasis ? <PriceBasisText /> : null}
    </span>
  )
}

/** The basis text of spec 1 §6 for the signed-in user; nothing for anonymous visitors. */
export function PriceBasisText() {
  const { t } = useTranslation('common')
  const basis = useAppSelector(selectPriceBasis)
  if (basis === undefined) return null
  return <span className={styles.basis}>{t(`price.${basis}`)}</span>
}

/** spec 1 §6: anonymous visitors are asked to log in for prices and availability. */
export function LoginForPrices({ loginUrl }: { loginUrl?: string }) {
  const { t } = useTranslation('common')
  const basis = useAppSelector(selectPriceBasis)
  if (basis !== undefined) return null
  return <p className={styles.prompt}>{loginUrl ? <a href={loginUrl}>{t('price.loginForPrices')}</a> : t('price.loginForPrices')}</p>
}
