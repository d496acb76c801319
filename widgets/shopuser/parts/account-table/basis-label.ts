import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/store/hooks'
import { selectPriceBasis } from '@/store/price-basis'

type ShopuserKey = ParseKeys<'shopuser'>

/** A `shopuser` string that has a variant `<key>WithBasis` naming the price basis: a column of amounts. */
export type BasisLabelKey = WithBasis<ShopuserKey>
// The keys whose `<key>WithBasis` is a key too (distributed over the union of keys).
type WithBasis<Key> = Key extends `${infer Label}WithBasis` ? Label & ShopuserKey : never

/**
 * The header of a column of amounts (spec 1 §6): the label with the basis the amounts are on for this user
 * («Total (Netto / exkl. MwSt.)», «Brutto / inkl. MwSt.» in retailer mode) from the string `<key>WithBasis`,
 * the bare label `<key>` for a user without one. The cells then show the amounts alone.
 *
 * @example
 * const basisLabel = useBasisLabel()
 * const column = { key: 'total', label: basisLabel('orderHistory.columns.total'), csvLabel: basisLabel('orderHistory.columns.totalCsv') }
 */
export function useBasisLabel(): (key: BasisLabelKey) => string {
  const { t } = useTranslation('shopuser')
  const { t: tc } = useTranslation('common')
  const basis = useAppSelector(selectPriceBasis)
  return (key) => (basis ? t(`${key}WithBasis`, { basis: tc(`price.${basis}`) }) : t(key))
}
