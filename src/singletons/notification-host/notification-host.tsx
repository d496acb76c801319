import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { capText } from '@/src/lib/cap'
import { QuietErrorBoundary } from '@/src/providers/error-boundary'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationDismissed, selectNotifications, type Notification } from '@/store/notifications'
import { forgetActions } from './notification-actions'
import { NotificationItem } from './notification-item'
import { findPlace, obstaclesFor, SUBJECT } from './placement'
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
 * Moves `stack` to a place where it covers no control and not `subject()` (placement.ts), by a translation of the
 * stylesheet's corner, so its size and the corner stay as they are; each call places it again for the page as it
 * is now. Returns where it now is in the window (its top and height).
 */
function stackPlacer(stack: HTMLElement, subject: () => Element | null) {
  let moved = { x: 0, y: 0 }
  return (): { top: number; height: number } => {
    const rect = stack.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return { top: rect.top, height: rect.height }
    const { clientWidth: width, clientHeight: height } = document.documentElement
    // The stylesheet's corner, and its distance from the window's bottom edge as the margin on every side.
    const corner = { left: rect.left - moved.x, top: rect.top - moved.y }
    const margin = Math.max(0, height - corner.top - rect.height)
    const area = { left: margin, top: margin, right: width - margin, bottom: height - margin }
    const next = findPlace(rect, area, obstaclesFor(stack, subject(), width, height), { left: rect.left, top: rect.top })
    moved = { x: Math.round(next.left - corner.left), y: Math.round(next.top - corner.top) }
    stack.style.translate = moved.x === 0 && moved.y === 0 ? '' : `${moved.x}px ${moved.y}px`
    return { top: corner.top + moved.y, height: rect.height }
  }
}

/**
 * Keeps the notification stack (`region`, holding `count` notifications) off every control of the page and off the
 * content the newest notification reports on: placed when a notification arrives, and again whenever the window
 * scrolls or resizes, the focus moves or the stack or the page changes size. The height the stack covers at the
 * bottom of the window (which it returns, the room the host leaves at the page's end) or at its top becomes the
 * page's scroll padding there, so a control the keyboard focuses is scrolled clear of it (WCAG 2.4.11, focus not
 * obscured), also where the stack found no free place.
 */
function useStackPlacement(region: RefObject<HTMLElement | null>, count: number): number {
  const [inset, setInset] = useState(0)
  const [topInset, setTopInset] = useState(0)
  const subject = useRef<Element | null>(null)
  const seen = useRef(0)

  useLayoutEffect(() => {
    // A new notification reports on what the user just acted on: the row or item around the focused control.
    if (count > seen.current) {
      const active = document.activeElement
      subject.current = active && active !== document.body && !region.current?.contains(active) ? active.closest(SUBJECT) : null
    }
    if (count === 0) subject.current = null
    seen.current = count
  }, [count, region])

  useLayoutEffect(() => {
    const element = region.current
    if (!element) return undefined
    const placeStack = stackPlacer(element, () => subject.current)
    const place = () => {
      const { top, height } = placeStack()
      // Only a stack that sits at an edge covers the end of the window there; a few pixels more than the stack, so a
      // control scrolled clear of it is never left touching its edge.
      setInset(height > 0 && top + height >= window.innerHeight - 32 ? Math.ceil(window.innerHeight - top) + FOCUS_GAP_PX : 0)
      setTopInset(height > 0 && top <= 32 ? Math.ceil(top + height) + FOCUS_GAP_PX : 0)
    }
    place()
    // Browsers without ResizeObserver (and jsdom) place it again on scroll, resize and focus only.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    observer?.observe(element)
    observer?.observe(document.body)
    // Capturing: a table scrolled sideways in its box moves controls too.
    window.addEventListener('scroll', place, { capture: true, passive: true })
    window.addEventListener('resize', place)
    // A control that gets the focus may have been scrolled under the stack by the page, not by the user.
    document.addEventListener('focusin', place)
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
      document.removeEventListener('focusin', place)
    }
  }, [region, count])

  useEffect(() => {
    const root = document.documentElement
    root.style.scrollPaddingBottom = inset > 0 ? `${inset}px` : ''
    // A stack placed at the top edge: a control focused above the window is scrolled to just below it.
    root.style.scrollPaddingTop = topInset > 0 ? `${topInset}px` : ''
  }, [inset, topInset])
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
 * stack in a corner, moved off any control they would cover (useStackPlacement); field and selector ones
 * render at their target when it exists on the page (a form marks a field's slot with
 * `data-field-messages="<field>"`, a widget the place beside a control with a selector); modal ones open a dialog.
 */
export function NotificationHost() {
  const { t } = useTranslation()
  const notifications = useAppSelector(selectNotifications)
  const [expanded, setExpanded] = useState(false)
  const region = useRef<HTMLElement>(null)
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
  const inset = useStackPlacement(region, global.length)

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
