import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { capText } from '@/src/lib/cap'
import { QuietErrorBoundary } from '@/src/providers/error-boundary'
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

/** spec 2 §4 names no limit; more than three stacked toasts bury the page, so the rest wait behind "n more". */
export const MAX_STACKED = 3

/** Room between a focused control and the notification stack above which it is scrolled. */
const FOCUS_GAP_PX = 8

/**
 * The height the notification stack covers at the bottom of the viewport. It becomes the page's
 * `scroll-padding-bottom`, so a control that receives focus is scrolled clear of the stack and never
 * hidden under it (WCAG 2.4.11, focus not obscured), and the room the host leaves at the page's end.
 */
function useFocusClearance(region: RefObject<HTMLElement | null>): number {
  const [inset, setInset] = useState(0)
  useEffect(() => {
    const element = region.current
    if (!element) return undefined
    const measure = () => {
      const { top, height } = element.getBoundingClientRect()
      // Only a stack that sits at the bottom edge covers the end of the viewport.
      // A few pixels more than the stack: a control scrolled clear of it is never left touching its edge.
      setInset(height > 0 && top + height >= window.innerHeight - 32 ? Math.ceil(window.innerHeight - top) + FOCUS_GAP_PX : 0)
    }
    measure()
    // Browsers without ResizeObserver (and jsdom) measure on resize only.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [region])
  useEffect(() => {
    const root = document.documentElement
    root.style.scrollPaddingBottom = inset > 0 ? `${inset}px` : ''
  }, [inset])
  return inset
}

/** One notification in a boundary of its own: if it cannot render, it is dropped and the others stay. */
const ContainedItem = ({ notification, onDone }: { notification: Notification; onDone: () => void }) => (
  <QuietErrorBoundary name={`The notification "${capText(notification.message, 60)}"`} onError={onDone}>
    <NotificationItem notification={notification} onDone={onDone} />
  </QuietErrorBoundary>
)

/**
 * The page's one notification host (spec 2 §3 display types). Global and add-to-cart notifications
 * stack in a corner; field and selector ones render at their target when it exists on the page
 * (a form marks a field's slot with `data-field-messages="<field>"`); modal ones open a dialog.
 */
export function NotificationHost() {
  const { t } = useTranslation()
  const notifications = useAppSelector(selectNotifications)
  const [expanded, setExpanded] = useState(false)
  const region = useRef<HTMLElement>(null)
  const inset = useFocusClearance(region)
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

  const shown = expanded ? global : global.slice(-MAX_STACKED)
  const hidden = global.length - shown.length

  return (
    <>
      <section ref={region} className={styles.region} aria-label={t('notifications.region')}>
        {global.length > MAX_STACKED ? (
          <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('notifications.fewer') : t('notifications.more', { count: hidden })}
          </button>
        ) : null}
        {shown.map((notification) => (
          <ContainedItem key={notification.id} notification={notification} onDone={() => done(notification.id)} />
        ))}
      </section>
      {/* Room at the end of the page as tall as the stack, so the last controls can be scrolled out from under it. */}
      <div aria-hidden="true" style={{ height: inset }} />
      {placed.map(({ notification, target }) =>
        createPortal(<ContainedItem notification={notification} onDone={() => done(notification.id)} />, target, notification.id),
      )}
      {modal[0] ? (
        <QuietErrorBoundary key={modal[0].id} name="A dialog notification" onError={() => done(modal[0]?.id ?? '')}>
          <Suspense fallback={null}>
            <ModalNotification notification={modal[0]} onDone={() => done(modal[0]?.id ?? '')} />
          </Suspense>
        </QuietErrorBoundary>
      ) : null}
    </>
  )
}
