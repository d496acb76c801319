import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDetail, OrderLine } from '@/api/order-detail'
import { formatPrice } from '@/src/lib/money'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Table, type TableColumn } from '@/src/ui/table/table'
import { addToCart } from '@/store/cart'
import { useAppDispatch } from '@/store/hooks'
import { notificationsClearedAt } from '@/store/notifications'
import { ListCartReportBox, type ListCartReport } from '@/widgets/shopuser/parts/shopping-list/list-cart-report'
import styles from './order-detail.module.css'

type OrderLinesProps = {
  order: OrderDetail
  /** The heading element of the section «Positionen», one level below the order's. */
  Section: 'h2' | 'h3' | 'h4'
}

/** Which reorder is on its way: the whole order or the chosen lines. */
type Reorder = 'all' | 'chosen'

/** A line for people: the product and its pack (or the pack's number), so two packs of one product differ. */
const nameOf = (line: OrderLine) => `${line.title}, ${line.packSize ?? line.productId}`

/**
 * The lines of an order as a table (pack, quantity, unit price and sum exactly as the server sent them), each
 * with a checkbox, and the reorder (beyond the spec): the whole order, or the chosen lines, into
 * the B2B cart in one request (store/cart.ts addToCart: the header's count follows, and the add-to-cart
 * notification says what went in). Each line the cart did not take is reported with the server's reason
 * (no longer orderable …) until the report is closed or the next reorder. One reorder at a time, however
 * often the buttons are pressed.
 */
export function OrderLines({ order, Section }: OrderLinesProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const headingId = useId()
  // The place of the reorder's notifications, beside its buttons (spec 2 §3 selector display): a notification there
  // covers neither a button nor the lines it reports on, wherever the page is scrolled.
  const place = useId().replace(/[^\w-]/g, '')
  const notices = `[data-notices="${place}"]`
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set())
  const [running, setRunning] = useState<Reorder | null>(null)
  const [report, setReport] = useState<ListCartReport | null>(null)
  // The state updates a render later; a second press in the same task must already find the reorder running.
  const busy = useRef(false)
  const selectAll = useRef<HTMLInputElement>(null)

  const lines = order.entries
  const chosenLines = lines.filter((line) => chosen.has(line.itemKey))
  const allChosen = lines.length > 0 && chosenLines.length === lines.length
  const someChosen = chosenLines.length > 0 && !allChosen

  useEffect(() => {
    // A checkbox is "mixed" only through the DOM property.
    if (selectAll.current) selectAll.current.indeterminate = someChosen
  }, [someChosen])

  const toggle = (itemKey: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(itemKey)) next.add(itemKey)
      return next
    })

  const reorder = async (which: Reorder, picked: readonly OrderLine[]) => {
    if (busy.current || picked.length === 0) return
    busy.current = true
    setRunning(which)
    setReport(null)
    dispatch(notificationsClearedAt(notices))
    try {
      const { rejected } = await dispatch(
        addToCart({ cart: 'b2b', lines: picked.map((line) => ({ productId: line.productId, quantity: line.quantity })), announceRejected: false, notifyAt: notices }),
      ).unwrap()
      if (rejected.length > 0) setReport({ listName: order.orderNumber, rejected })
    } catch {
      // The request has shown the server's messages (or the unknown-error text); nothing was added.
    } finally {
      busy.current = false
      setRunning(null)
    }
  }

  const titles = new Map(lines.map((line) => [line.productId, nameOf(line)]))

  const columns: TableColumn<OrderLine>[] = [
    {
      key: 'choose',
      label: t('orderDetail.columns.choose'),
      render: (line) => (
        // The label is the 44 px touch target around the box; its text is for screen readers.
        <label className={styles.check}>
          <input type="checkbox" checked={chosen.has(line.itemKey)} onChange={() => toggle(line.itemKey)} />
          <span className="visually-hidden">{t('orderDetail.chooseLine', { item: nameOf(line) })}</span>
        </label>
      ),
    },
    {
      key: 'article',
      label: t('orderDetail.columns.article'),
      render: (line) => (
        <span className={styles.article}>
          {line.url ? <SafeLink href={line.url}>{line.title}</SafeLink> : <span>{line.title}</span>}
          <span className={styles.minor}>{t('orderDetail.articleNumber', { number: line.productId })}</span>
          {line.itemRefText ? <span className={styles.minor}>{t('orderDetail.reference', { text: line.itemRefText })}</span> : null}
        </span>
      ),
    },
    { key: 'pack', label: t('orderDetail.columns.pack'), render: (line) => line.packSize ?? '' },
    { key: 'quantity', label: t('orderDetail.columns.quantity'), align: 'end', render: (line) => line.quantity },
    { key: 'price', label: t('orderDetail.columns.price'), align: 'end', render: (line) => formatPrice(line.price) },
    { key: 'sum', label: t('orderDetail.columns.sum'), align: 'end', render: (line) => formatPrice(line.sum) },
  ]

  return (
    <section className={styles.lines} aria-labelledby={headingId}>
      <Section id={headingId} className={styles.sectionHeading}>
        {t('orderDetail.lines')}
      </Section>
      {lines.length === 0 ? (
        <p className={styles.note}>{t('orderDetail.noLines')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className={styles.chooseAll}>
              <input ref={selectAll} type="checkbox" checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(lines.map((line) => line.itemKey)))} />
              {t('orderDetail.chooseAll')}
            </label>
            <div className={styles.actions}>
              <Button busy={running === 'all'} aria-disabled={running === 'chosen' || undefined} onClick={() => void reorder('all', lines)}>
                {t('orderDetail.reorderAll')}
              </Button>
              <Button
                variant="secondary"
                busy={running === 'chosen'}
                disabled={chosenLines.length === 0}
                aria-disabled={running === 'all' || undefined}
                onClick={() => void reorder('chosen', chosenLines)}
              >
                {t('orderDetail.reorderChosen', { count: chosenLines.length })}
              </Button>
            </div>
          </div>
          <div data-notices={place} className={styles.notices} />
          <ListCartReportBox report={report} heading={t('orderDetail.notAdded', { orderNumber: order.orderNumber })} titleOf={(productId) => titles.get(productId)} onClose={() => setReport(null)} />
          <Table caption={t('orderDetail.caption', { orderNumber: order.orderNumber })} columns={columns} rows={lines} rowKey={(line) => line.itemKey} />
        </>
      )}
    </section>
  )
}
