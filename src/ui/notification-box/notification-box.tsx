import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../button/button'
import styles from './notification-box.module.css'

/** The four kinds of notification (spec 2 §3); the page's notifications (store/notifications.ts) use the same. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info'

export type NotificationBoxProps = {
  type: NotificationType
  children: ReactNode
  /** Shows a close button when given. */
  onClose?: () => void
  /** Buttons or links under the message. */
  actions?: ReactNode
  /** Fading out before removal (spec 2 §4: 0.5 s fade). */
  leaving?: boolean
  className?: string
}

const ICONS: Record<NotificationType, string> = { success: '✓', error: '!', warning: '!', info: 'i' }

/**
 * A message box in the four notification types. Errors are announced at once (role alert), the rest
 * politely (role status). The type is also spelled out for screen readers, not only shown in colour.
 */
export function NotificationBox({ type, children, onClose, actions, leaving = false, className }: NotificationBoxProps) {
  const { t } = useTranslation()
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={[styles.box, styles[type], leaving ? styles.leaving : '', className ?? ''].join(' ')}
      data-leaving={leaving ? '' : undefined}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className={styles.body}>
        <span className="visually-hidden">{t(`notifications.types.${type}`)}: </span>
        <div className={styles.message}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onClose ? (
        <IconButton label={t('notifications.dismiss')} className={styles.close} onClick={onClose}>
          ×
        </IconButton>
      ) : null}
    </div>
  )
}
