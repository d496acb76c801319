import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { apiHooks } from '@/api/connect'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { Button } from '@/src/ui/button/button'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { NOTIFICATION_FADE_MS, notificationDismissed, selectNotifications, type Notification } from '@/store/notifications'
import { actionsOf, forgetActions } from './notification-actions'
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

type ItemProps = { notification: Notification; onDone: () => void }

/** One notification: expiry with pause on hover and focus, fade-out, confirm/decline with progress, redirect. */
export function NotificationItem({ notification, onDone }: ItemProps) {
  const { t } = useTranslation()
  const [leaving, setLeaving] = useState(false)
  const [paused, setPaused] = useState(false)
  const [running, setRunning] = useState<'confirm' | 'decline' | null>(null)
  // The latest onDone for the timers below, without restarting them when the parent re-renders.
  const leave = useRef(onDone)
  useLayoutEffect(() => {
    leave.current = onDone
  })

  // spec 2 §4: expiring notifications close after `delay` seconds with a 0.5 s fade. The clock stops
  // while the pointer or focus is on the notification, so it can be read to the end (WCAG 2.2.1).
  useEffect(() => {
    if (!notification.expire || paused || running) return undefined
    const timer = window.setTimeout(() => setLeaving(true), notification.delay * 1000)
    return () => window.clearTimeout(timer)
  }, [notification.expire, notification.delay, paused, running])

  useEffect(() => {
    if (!leaving) return undefined
    const timer = window.setTimeout(() => {
      // spec 2 §4: a redirect notification navigates to its link (same origin only).
      const target = notification.expire && notification.redirect ? sameOriginUrl(notification.redirect.link) : null
      leave.current()
      if (target) apiHooks().navigate(target)
    }, NOTIFICATION_FADE_MS)
    return () => window.clearTimeout(timer)
  }, [leaving, notification])

  const run = async (which: 'confirm' | 'decline') => {
    const action = actionsOf(notification.id)[which]
    setRunning(which)
    try {
      await action?.()
      leave.current()
    } catch {
      // The action failed and has said why (API messages); keep the question open for another try.
      setRunning(null)
    }
  }

  const redirectHref = notification.redirect ? sameOriginUrl(notification.redirect.link) : null
  const actions =
    notification.confirmLabel || redirectHref ? (
      <>
        {notification.confirmLabel ? (
          <Button size="s" disabled={running !== null} busy={running === 'confirm'} onClick={() => void run('confirm')}>
            {running === 'confirm' ? t('notifications.inProgress') : notification.confirmLabel}
          </Button>
        ) : null}
        {notification.declineLabel ? (
          <Button size="s" variant="secondary" disabled={running !== null} busy={running === 'decline'} onClick={() => void run('decline')}>
            {running === 'decline' ? t('notifications.inProgress') : notification.declineLabel}
          </Button>
        ) : null}
        {redirectHref ? <a href={redirectHref}>{notification.redirect?.title ?? redirectHref}</a> : null}
      </>
    ) : null

  const product = notification.display === 'add-to-cart' ? notification.meta?.product : undefined
  return (
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <NotificationBox type={notification.type} leaving={leaving} onClose={running ? undefined : () => setLeaving(true)} actions={actions}>
        {product ? <strong className={styles.title}>{t('notifications.addedToCart')}</strong> : null}
        {product?.title ? <span className={styles.product}>{product.title}</span> : null}
        {notification.message}
      </NotificationBox>
    </div>
  )
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
