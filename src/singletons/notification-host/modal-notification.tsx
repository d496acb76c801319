import { useTranslation } from 'react-i18next'
import { Modal } from '@/src/ui/modal/modal'
import type { Notification } from '@/store/notifications'
import { NotificationItem } from './notification-item'

/** A notification shown as a dialog (display type `modal`), e.g. a cart-change confirmation. Its own chunk: react-modal loads with it. */
export default function ModalNotification({ notification, onDone }: { notification: Notification; onDone: () => void }) {
  const { t } = useTranslation()
  // A question must be answered with its buttons; a plain message may be closed any way.
  const asks = Boolean(notification.confirmLabel)
  return (
    <Modal isOpen onClose={onDone} title={t(`notifications.types.${notification.type}`)} size={600} closable={!asks}>
      <NotificationItem notification={{ ...notification, display: 'global' }} onDone={onDone} />
    </Modal>
  )
}
