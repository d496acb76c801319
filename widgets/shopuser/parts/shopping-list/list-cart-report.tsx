import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RejectedLine } from '@/api/cart-schemas'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { useAppDispatch } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { addShoppingListToCart } from '@/store/shopping-lists'
import styles from './shopping-list.module.css'

/** The lines of a list the cart did not take, with why, and the list they came from. */
export type ListCartReport = { listName: string; rejected: RejectedLine[] }

/**
 * Puts a whole list into the B2B cart (spec 2 §7; store/shopping-lists.ts sets the header's count and
 * dispatches countUpdated). When every item went in, a notification says so; when some did not, `report`
 * names each of them with why, until the user closes it or adds a list again. A failure's messages were
 * shown by the request.
 */
export function useListToCart() {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [report, setReport] = useState<ListCartReport | null>(null)

  const put = useCallback(
    async ({ shoppingListId, name }: { shoppingListId: string; name: string }) => {
      setReport(null)
      let result
      try {
        result = await dispatch(addShoppingListToCart({ shoppingListId }))
      } catch {
        return // the request has shown its messages (or the unknown-error text)
      }
      if (!result) return // already on its way
      if (result.rejected.length === 0) dispatch(notificationsShown([{ type: 'success', message: t('shoppingLists.inCart', { name }) }]))
      else setReport({ listName: name, rejected: result.rejected })
    },
    [dispatch, t],
  )

  return { report, put, dismiss: () => setReport(null) }
}

type ListCartReportProps = {
  report: ListCartReport | null
  /** The product title of a pack, where the widget knows it (the detail page), to name the line by more than its number. */
  titleOf?: (productId: string) => string | undefined
  /** The report's first line, where the lines came from somewhere else than a list (an order). Default: the list's words. */
  heading?: string
  onClose(): void
}

/**
 * The per-line report of an addition to the cart: each line not added, with its quantity and the reason
 * the server gave. In a live region that is always there, so its appearance is announced.
 */
export function ListCartReportBox({ report, titleOf, heading, onClose }: ListCartReportProps) {
  const { t } = useTranslation('shopuser')
  const itemOf = ({ productId, quantity }: RejectedLine) => {
    const title = titleOf?.(productId)
    const name = title ? `${title} (${productId})` : productId
    return quantity === undefined ? name : `${quantity} × ${name}`
  }
  return (
    <div aria-live="polite" className={styles.report}>
      {report ? (
        <NotificationBox type="warning" onClose={onClose}>
          <p className={styles.reportTitle}>{heading ?? t('shoppingLists.notAdded', { name: report.listName })}</p>
          <ul className={styles.reportLines}>
            {report.rejected.map((line, index) => (
              // The server may name a pack twice; the position is the identity.
              <li key={`${line.productId}-${index}`}>{t('shoppingLists.notAddedLine', { item: itemOf(line), reason: line.reason })}</li>
            ))}
          </ul>
        </NotificationBox>
      ) : null}
    </div>
  )
}
