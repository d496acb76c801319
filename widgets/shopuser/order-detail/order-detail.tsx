import { useCallback, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderAddress, OrderDetail as Order } from '@/api/order-detail'
import { ORDER_STATUSES } from '@/api/orders'
import { DetailFailure } from '@/src/features/detail-request/detail-failure'
import { useDetailRequest } from '@/src/features/detail-request/use-detail-request'
import { backToView } from '@/src/lib/back-view'
import { formatDate } from '@/src/lib/dates'
import { isOneOf } from '@/src/lib/guards'
import { readOrderNumber } from '@/src/lib/order-number'
import { formatSwissDate } from '@/src/lib/swiss-time'
import { PriceWithBasis } from '@/src/features/price/price'
import { BackLink } from '@/src/ui/back-link/back-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { fetchOrderDetail } from '@/store/order-detail'
import { selectSession } from '@/store/session'
import { AccountTableGate } from '@/widgets/shopuser/parts/account-table/account-table-gate'
import type { OrderDetailProps } from './order-detail.widget'
import { OrderLines } from './order-lines'
import styles from './order-detail.module.css'

type HeadingLevel = OrderDetailProps['headingLevel']

/**
 * One order of the customer the user works for (spec 1 §2 "order detail", §3, §6, §8): its number,
 * date (DD.MM.YYYY), status, the delivery and billing address, the wish date and comment where the checkout
 * took them, and the total with its price basis ('Netto / exkl. MwSt.', 'Brutto / inkl. MwSt.'); its lines as a
 * table with the amounts exactly as the server sent them, and the reorder of all or chosen lines (order-lines.tsx).
 * The order is the `orderNumber` prop or the address's `order` parameter, checked by schema; an unknown order, or
 * another customer's, says that it was not found (spec 1 §8). Only for signed-in active shop users; an employee
 * sees the orders of the customer acted for.
 */
export function OrderDetail(props: OrderDetailProps) {
  return (
    <AccountTableGate texts="orderHistory">
      <ChosenOrder {...props} />
    </AccountTableGate>
  )
}

function ChosenOrder({ orderNumber, orderHistoryUrl, headingLevel }: OrderDetailProps) {
  const { t } = useTranslation('shopuser')
  const { urls } = useAppSelector(selectSession)
  // Read once: the address does not change while the page shows this order.
  const chosen = useMemo(() => (orderNumber === undefined ? readOrderNumber() : { orderNumber }), [orderNumber])
  const historyUrl = orderHistoryUrl ?? urls.orderHistoryUrl
  // Back to the history in the view the order was opened from (spec 1 §2), read once like the order.
  const backHref = useMemo(() => (historyUrl ? backToView(historyUrl) : undefined), [historyUrl])

  const back = backHref ? (
    <BackLink href={backHref} className={styles.back}>
      {t('orderDetail.back')}
    </BackLink>
  ) : null
  if ('problem' in chosen) {
    return (
      <div className={styles.root}>
        {back}
        <p className={styles.note}>{t('orderDetail.noOrder')}</p>
      </div>
    )
  }
  return <OrderView key={chosen.orderNumber} orderNumber={chosen.orderNumber} back={back} headingLevel={headingLevel} />
}

function OrderView({ orderNumber, back, headingLevel }: { orderNumber: string; back: ReactNode; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const heading = useRef<HTMLHeadingElement>(null)
  const Heading = `h${headingLevel}` as const
  const start = useCallback(() => dispatch(fetchOrderDetail({ orderNumber })), [dispatch, orderNumber])
  // spec 1 §8 "order not found": an unknown order and another customer's answer the same 404.
  const { view, retrying, retryButton, retry } = useDetailRequest(start, () => heading.current)

  return (
    <div className={styles.root} aria-busy={view.status === 'loading' || retrying}>
      {back}
      {/* Focusable by script only (tabIndex -1): where the focus goes when the answer takes the retry button away. */}
      <Heading ref={heading} tabIndex={-1} className={styles.heading}>
        {t('orderDetail.heading', { orderNumber })}
      </Heading>
      {view.status === 'loading' ? (
        <>
          <p className="visually-hidden" role="status">
            {t('orderDetail.loading')}
          </p>
          <div className={styles.skeleton} aria-hidden="true">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </div>
        </>
      ) : view.status === 'notFound' ? (
        <p className={styles.note}>{t('orderDetail.notFound', { orderNumber })}</p>
      ) : view.status === 'failed' ? (
        <DetailFailure className={styles.failure} text={t('orderDetail.failed')} messages={view.messages} retryLabel={t('orderDetail.retry')} busy={retrying} retryButton={retryButton} onRetry={retry} />
      ) : (
        <OrderContent order={view.data} headingLevel={headingLevel} />
      )}
    </div>
  )
}

/** The order's head, its addresses and comment, and its lines. */
function OrderContent({ order, headingLevel }: { order: Order; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('shopuser')
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const status = isOneOf(ORDER_STATUSES, order.status) ? t(`orderHistory.status.${order.status}`) : order.status
  const addresses = [
    { key: 'delivery', label: t('orderDetail.deliveryAddress'), address: order.deliveryAddress },
    { key: 'billing', label: t('orderDetail.billingAddress'), address: order.billingAddress },
  ].filter((item): item is { key: string; label: string; address: OrderAddress } => item.address !== undefined)

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderDetail.date')}</dt>
          {/* The Swiss day, the one the order history lists and filters it under, wherever the browser is. */}
          <dd>{formatSwissDate(order.date)}</dd>
        </div>
        <div>
          <dt>{t('orderDetail.status')}</dt>
          <dd>
            <span className={styles.status} data-status={order.status}>
              {status}
            </span>
          </dd>
        </div>
        {order.requestedDate ? (
          <div>
            <dt>{t('orderDetail.requestedDate')}</dt>
            <dd>{formatDate(order.requestedDate)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orderDetail.total')}</dt>
          <dd>
            {/* spec 1 §6: the amount as the server sent it, with the basis it is on for this user. */}
            <PriceWithBasis amount={order.total} className={styles.total} />
          </dd>
        </div>
      </dl>

      {addresses.length > 0 || order.comment ? (
        <div className={styles.addresses}>
          {addresses.map(({ key, label, address }) => (
            <section key={key} className={styles.card}>
              <Section className={styles.cardHeading}>{label}</Section>
              <AddressLines address={address} />
            </section>
          ))}
          {order.comment ? (
            <section className={styles.card}>
              <Section className={styles.cardHeading}>{t('orderDetail.comment')}</Section>
              <p className={styles.comment}>{order.comment}</p>
            </section>
          ) : null}
        </div>
      ) : null}

      <OrderLines order={order} Section={Section} />
    </>
  )
}

/** A partner's address in lines: the name lines (spec 1 §3: a list of strings, one line each), street, postal code and city. */
function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className={styles.address}>
      {address.companyName.map((line, index) => (
        <span key={index} className={index === 0 ? styles.firstLine : undefined}>
          {line}
        </span>
      ))}
      <span>{address.street}</span>
      <span>
        {address.postalCode} {address.city}
      </span>
    </address>
  )
}
