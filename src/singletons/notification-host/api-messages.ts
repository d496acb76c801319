import type { Message } from '@/api/envelope'
import { translateCommon } from '@/i18n/load'
import { reportError } from '@/src/reporting/report'
import { notificationsShown } from '@/store/notifications'
import type { AppStore } from '@/store/index'
import { showNotification } from './notification-actions'

type Confirmation = { id: string; confirmationType: string }

const confirmationOf = (message: Message): Confirmation | null => {
  const { confirmationType, id } = message.meta ?? {}
  return confirmationType && id ? { confirmationType, id } : null
}

/** Posts the confirmation; the client loads with the call that asked, so this import costs nothing more. */
const confirm = (confirmation: Confirmation) => import('@/api/cart-confirmation').then(({ postCartConfirmation }) => postCartConfirmation(confirmation))

/**
 * Shows the messages of an answer (spec 1 §8). A cart-change confirmation (spec 1 §4: `meta.confirmationType`
 * with an id) becomes a dialog whose confirm button posts the id to the confirm address; it stays open
 * with the server's messages when that fails, and declining closes it without a call.
 */
export function showApiMessages(store: AppStore, messages: Message[]): void {
  const plain = messages.filter((message) => !confirmationOf(message))
  if (plain.length > 0) store.dispatch(notificationsShown(plain))
  for (const message of messages) {
    const confirmation = confirmationOf(message)
    if (!confirmation) continue
    Promise.all([translateCommon('notifications.confirm'), translateCommon('notifications.decline')])
      .then(([confirmLabel, declineLabel]) =>
        showNotification(store.dispatch, { ...message, confirmLabel, declineLabel, onConfirm: () => confirm(confirmation) }),
      )
      .catch((error: unknown) => reportError(error))
  }
}
