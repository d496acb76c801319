import { useTranslation } from 'react-i18next'
import { Price, PriceBasis, PricePrompt } from '@/src/ui/price/price'
import { useAppSelector } from '@/store/hooks'
import { selectPriceBasis } from '@/store/price-basis'

/** The basis text of spec 1 §6 for the signed-in user ('Netto / exkl. MwSt.' …); undefined for anonymous visitors. */
export function usePriceBasisText(): string | undefined {
  const { t } = useTranslation('common')
  const basis = useAppSelector(selectPriceBasis)
  return basis === undefined ? undefined : t(`price.${basis}`)
}

/** A {@link Price} with the text that says what it is for this user (spec 1 §6), where no table header says it. */
export function PriceWithBasis({ amount, className }: { amount: number; className?: string }) {
  return <Price amount={amount} basis={usePriceBasisText()} className={className} />
}

/** The basis text of spec 1 §6 for the signed-in user, on its own; nothing for anonymous visitors. */
export function PriceBasisText() {
  const text = usePriceBasisText()
  return text === undefined ? null : <PriceBasis text={text} />
}

/** spec 1 §6: anonymous visitors are asked to log in for prices and availability. */
export function LoginForPrices({ loginUrl }: { loginUrl?: string }) {
  const { t } = useTranslation('common')
  const signedIn = useAppSelector(selectPriceBasis) !== undefined
  return signedIn ? null : <PricePrompt text={t('price.loginForPrices')} href={loginUrl} />
}
