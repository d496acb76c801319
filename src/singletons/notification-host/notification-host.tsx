import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationDismissed, selectNotifications, type Notification } from '@/store/notifications'
import { forgetActions } from './notification-actions'
import { NotificationItem } from './notification-item'
import styles from './notification-host.module.css'

// react-modal loads only when a modal notification appears.
const ModalNotification = lazy(() => import('./modal-notification'))

/** Where a field or selector notification renders; null shows it in the global list instead. */
function targetOf(notification: Notification): Element | null {
  try {
    if (notification.display === 'field' && notification.source?.field) {
      return document.querySelector(`[data-field-messages="${CSS.escape(notification.source.field)}"]`)
    }
    if (notification.display === 'selector' && notification.source?.selector) {
      return document.querySelector(notification.source.selector)
    }
  } catch {
    // An invalid selector from the backend: show the message globally rather than lose it.
  }
  return null
}

/**
 * The page's one notification host (spec 2 §3 display types). Global and add-to-cart notifications
 * stack in a corner; field and selector ones render at their target when it exists on the page
 * (a form marks a field's slot with `data-field-messages="<field>"`); modal ones open a dialog.
 */
export function NotificationHost() {
  const { t } = useTranslation()
  const notifications = useAppSelector(selectNotifications)
  const dispatch = useAppDispatch()
  const done = (id: string) => {
    forgetActions(id)
    dispatch(notificationDismissed(id))
  }

  const global: Notification[] = []
  const placed: { notification: Notification; target: Element }[] = []
  const modal: Notification[] = []
  for (const notification of notifications) {
    if (notification.display === 'modal') {
      modal.push(notification)
      continue
    }
    const target = targetOf(notification)
    if (target) placed.push({ notification, target })
    else global.push(notification)
  }

  return (
    <>
      <section className={styles.region} aria-label={t('notifications.region')}>
        {global.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onDone={() => done(notification.id)} />
        ))}
      </section>
      {placed.map(({ notification, target }) =>
        createPortal(<NotificationItem notification={notification} onDone={() => done(notification.id)} />, target, notification.id),
      )}
      {modal[0] ? (
        <Suspense fallback={null}>
          <ModalNotification key={modal[0].id} notification={modal[0]} onDone={() => done(modal[0]?.id ?? '')} />
        </Suspense>
      ) : null}
    </>
  )
}
