import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuantityProblem } from './order-lines'
import type { RowCheck } from './row-check'

/** The words for what is wrong with a row: one text per article problem and per quantity problem. */
export type RowMessages = {
  article(check: Pick<RowCheck, 'articleProblem' | 'duplicateOf' | 'reason'>): string | undefined
  quantity(problem: QuantityProblem | undefined): string | undefined
}

/**
 * What a row's check says, in the page's language. spec 1 §5's quantity texts ('Bitte geben Sie einen
 * größeren Wert ein', 'Bitte geben Sie einen kleineren Wert ein') are the quantity input's, in common.
 */
export function useRowMessages(): RowMessages {
  const { t } = useTranslation('product')
  const { t: common } = useTranslation('common')
  return useMemo(
    () => ({
      article: ({ articleProblem, duplicateOf, reason }) => {
        switch (articleProblem) {
          case undefined:
            return undefined
          case 'duplicate':
            return t('quickOrder.problems.duplicate', { position: duplicateOf ?? '' })
          case 'notOrderable':
            // The reason is SAP's; without one the line still says it cannot be ordered.
            return reason ? t('quickOrder.problems.notOrderableBecause', { reason }) : t('quickOrder.problems.notOrderable')
          case 'refused':
            return t('quickOrder.problems.refused', { reason: reason ?? '' })
          default:
            return t(`quickOrder.problems.${articleProblem}`)
        }
      },
      quantity: (problem) => {
        if (problem === 'tooSmall') return common('quantity.tooSmall')
        if (problem === 'tooLarge') return common('quantity.tooLarge')
        return problem === undefined ? undefined : t(`quickOrder.problems.${problem}`)
      },
    }),
    [t, common],
  )
}
