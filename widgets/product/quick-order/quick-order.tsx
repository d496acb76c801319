import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectHasFeature, selectSession, selectSessionUrl } from '@/store/session'
import { ORDER_LINES_MAX } from './order-lines'
import { OrderEntry } from './order-entry'
import { OrderSummary } from './order-summary'
import { OrderTable } from './order-table'
import type { QuickOrderProps } from './quick-order.widget'
import { useQuickOrder, type CartResult } from './use-quick-order'
import styles from './quick-order.module.css'

/**
 * Quick order (beyond the spec, as B2B buyers know it from the best shops): article numbers
 * with quantities typed, pasted or uploaded as CSV become an editable list; each row is looked up (title,
 * pack, unit price for this user, orderable or not) or says what is wrong; every ready row goes into the
 * B2B cart in one step, with a report of what went in and what did not, and why. For signed-in active
 * e-commerce shop users (spec 1 §6); everyone else gets a note.
 */
export function QuickOrder(props: QuickOrderProps) {
  const { t } = useTranslation('product')
  const user = useAppSelector(selectUser)
  const { isActiveShopUser } = useAppSelector(selectSession)
  const loginDisabled = useAppSelector((state) => selectHasFeature(state, 'disableLogin'))

  if (!user) {
    return (
      <div className={styles.note} data-access="signed-out">
        <SignInPrompt text={t('quickOrder.signIn')} />
        {loginDisabled ? null : <p>{t('quickOrder.signInHint')}</p>}
      </div>
    )
  }
  if (!isActiveShopUser) {
    return (
      <div className={styles.note} data-access="not-shop-user">
        <p>{t('quickOrder.notShopUser')}</p>
      </div>
    )
  }
  return <QuickOrderForm {...props} />
}

function QuickOrderForm({ headingLevel, cartUrl }: QuickOrderProps) {
  const { t } = useTranslation('product')
  const sessionCartUrl = useAppSelector((state) => selectSessionUrl(state, 'b2BCartUrl'))
  const order = useQuickOrder()
  const [result, setResult] = useState<CartResult | null>(null)
  const Heading = `h${headingLevel}` as const

  const counts = useMemo(() => {
    let ready = 0
    let toFix = 0
    let checking = 0
    for (const { check } of order.rows) {
      if (check.ready) ready += 1
      else if (check.articleProblem !== undefined || check.quantityProblem !== undefined) toFix += 1
      else if (check.pending) checking += 1
    }
    return { ready, toFix, checking }
  }, [order.rows])

  const add = async () => {
    const outcome = await order.addAll()
    if (outcome) setResult(outcome)
  }

  return (
    <div className={styles.quickOrder}>
      <OrderEntry heading={Heading} onApply={order.apply} />
      {result ? <OrderSummary result={result} heading={Heading} cartUrl={cartUrl ?? sessionCartUrl} onClose={() => setResult(null)} /> : null}
      <div className={styles.listSection}>
        <Heading className={styles.heading}>
          {t('quickOrder.listTitle', { count: order.rows.length })}
        </Heading>
        <OrderTable rows={order.rows} canAddRow={order.rows.length < ORDER_LINES_MAX} onEdit={order.edit} onRemove={order.remove} onAddRow={order.addRow} />
        {order.hasFailed ? (
          <Button variant="secondary" size="s" onClick={order.retry}>
            {t('quickOrder.retry')}
          </Button>
        ) : null}
        {order.rows.length > 0 ? (
          <div className={styles.actions}>
            <p className={styles.counts}>
              <span>{t('quickOrder.ready', { ready: counts.ready, total: order.rows.length })}</span>
              {counts.toFix > 0 ? <span className={styles.toFix}>{t('quickOrder.toFix', { count: counts.toFix })}</span> : null}
            </p>
            <Button
              // Busy while a row is still being checked (its pack is not known yet) and while the cart step runs: a
              // busy button ignores clicks, so the list goes into the cart once
              // (docs/simulated-cms.md "The money path in the browser").
              busy={order.adding || counts.checking > 0}
              aria-disabled={counts.ready === 0 || undefined}
              onClick={() => void add()}
            >
              {t('quickOrder.addToCart', { count: counts.ready })}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  )
}
