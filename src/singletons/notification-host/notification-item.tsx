import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiHooks } from '@/api/connect'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { Button } from '@/src/ui/button/button'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { NOTIFICATION_FADE_MS, type Notification } from '@/store/notifications'
import { actionsOf } from './notification-actions'
import styles from './notification-host.module.css'

type ItemProps = { notification: Notification; onDone: () => void }

/** One notification: expiry with pause on hover and focus, fade-out, confirm/decline with progress, redirect. */
export function NotificationItem({ notification, onDone }: ItemProps) {
  const { t } = useTranslation()
  // Why it is fading out: a redirect notification navigates only when it expires, not when closed.
  const [leaving, setLeaving] = useState<'expired' | 'closed' | null>(null)
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
    const timer = window.setTimeout(() => setLeaving('expired'), notification.delay * 1000)
    return () => window.clearTimeout(timer)
  }, [notification.expire, notification.delay, paused, running])

  useEffect(() => {
    if (!leaving) return undefined
    const timer = window.setTimeout(() => {
      // spec 2 §4: a redirect notification navigates to its link when it expires (same origin only).
      const target = leaving === 'expired' && notification.redirect ? sameOriginUrl(notification.redirect.link) : null
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

  // An addition to the cart names its pack wherever it shows: in the stack, or beside the button that added it (selector).
  const product = notification.display === 'add-to-cart' || notification.display === 'selector' ? notification.meta?.product : undefined
  // A question with a decline button is answered with its buttons; a close button beside them would be a third, unclear answer.
  return (
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <NotificationBox type={notification.type} leaving={leaving !== null} onClose={running || notification.declineLabel ? undefined : () => setLeaving('closed')} actions={actions}>
        {product ? <strong className={styles.title}>{t('notifications.addedToCart')}</strong> : null}
        {product?.title ? <span className={styles.product}>{product.title}</span> : null}
        {notification.message}
      </NotificationBox>
    </div>
  )
}
