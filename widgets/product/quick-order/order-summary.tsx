import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useRowMessages } from './row-messages'
import type { CartResult } from './use-quick-order'
import styles from './quick-order.module.css'

/** At most this many lines of each list are named; the rest are counted (they are in the table, or in the cart). */
export const SUMMARY_LINES_MAX = 20

type OrderSummaryProps = {
  result: CartResult
  heading: 'h2' | 'h3' | 'h4'
  /** The B2B cart's page; without it no link. */
  cartUrl: string | undefined
  onClose(): void
}

/**
 * What one step into the cart did: the positions added (quantity, title, pack, number) and
 * those not added with why, which stay in the list for fixing. It takes focus when it appears, so a screen
 * reader reads the outcome and a keyboard user goes on from there.
 */
export function OrderSummary({ result, heading: Heading, cartUrl, onClose }: OrderSummaryProps) {
  const { t } = useTranslation('product')
  const messages = useRowMessages()
  const title = useRef<HTMLHeadingElement>(null)
  const titleId = useId()

  useEffect(() => {
    title.current?.focus()
  }, [result])

  const { added, notAdded } = result
  const more = (count: number) => (count > SUMMARY_LINES_MAX ? <li>{t('quickOrder.more', { count: count - SUMMARY_LINES_MAX })}</li> : null)

  return (
    <section className={styles.summary} data-outcome={notAdded.length === 0 ? 'all' : 'some'} aria-labelledby={titleId}>
      <div className={styles.summaryHead}>
        <Heading id={titleId} ref={title} tabIndex={-1} className={styles.heading}>
          {t('quickOrder.summaryTitle')}
        </Heading>
        <IconButton label={t('quickOrder.closeSummary')} onClick={onClose}>
          ×
        </IconButton>
      </div>
      <p className={styles.summaryCount}>{t('quickOrder.added', { count: added.length })}</p>
      {added.length > 0 ? (
        <ul className={styles.summaryLines}>
          {added.slice(0, SUMMARY_LINES_MAX).map(({ row, check }) => (
            <li key={row.id}>
              {t('quickOrder.addedLine', { quantity: check.quantity, title: check.pack.title, pack: `${check.pack.size} ${check.pack.container}`, articleNumber: check.pack.productId })}
            </li>
          ))}
          {more(added.length)}
        </ul>
      ) : null}
      {notAdded.length > 0 ? (
        <>
          <p className={styles.summaryCount}>{t('quickOrder.notAdded', { count: notAdded.length })}</p>
          <ul className={styles.summaryLines}>
            {notAdded.slice(0, SUMMARY_LINES_MAX).map(({ row, check, refused }) => {
              const reason =
                refused !== undefined ? refused : (messages.article(check) ?? messages.quantity(check.quantityProblem) ?? '')
              return (
                <li key={row.id} className={styles.problem}>
                  {t('quickOrder.problemLine', { quantity: row.quantityText, articleNumber: row.articleNumber, reason })}
                </li>
              )
            })}
            {more(notAdded.length)}
          </ul>
          <p>{t('quickOrder.notAddedHint')}</p>
        </>
      ) : null}
      {cartUrl && added.length > 0 ? (
        <SafeLink href={cartUrl} className={styles.toCart}>
          {t('quickOrder.toCart')}
        </SafeLink>
      ) : null}
    </section>
  )
}
