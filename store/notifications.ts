import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { Message, MessageMeta, MessageSource } from '@/api/envelope'
import type { NotificationType } from '@/src/ui/notification-box/notification-box'

/** spec 2 §4, §9: an expiring notification closes after 3 s by default, with a 0.5 s fade. */
export const NOTIFICATION_DELAY_S = 3
/** spec 1 §4: notifications that come with the page expire after 6 s. */
export const PAGE_DATA_NOTIFICATION_DELAY_S = 6
export const NOTIFICATION_FADE_MS = 500

/** Where a notification shows (spec 2 §3). */
export type DisplayType = 'global' | 'modal' | 'field' | 'add-to-cart' | 'selector'

export type Notification = {
  id: string
  type: NotificationType
  message: string
  display: DisplayType
  expire: boolean
  /** Seconds before an expiring notification closes. */
  delay: number
  source?: MessageSource
  meta?: MessageMeta
  redirect?: { link: string; title?: string }
  /** Labels of the confirm and decline buttons; the callbacks live in notification-actions.ts. */
  confirmLabel?: string
  declineLabel?: string
}

const TYPES: readonly NotificationType[] = ['success', 'error', 'warning', 'info']
const typeOf = (type: string): NotificationType =>
  (TYPES as readonly string[]).includes(type) ? (type as NotificationType) : type === 'danger' ? 'error' : 'info'

/** The display type follows from what the message points at. */
function displayOf(message: Message): DisplayType {
  if (message.source?.field) return 'field'
  if (message.source?.selector) return 'selector'
  if (message.meta?.confirmationType) return 'modal'
  if (message.meta?.product) return 'add-to-cart'
  return 'global'
}

export type NotificationInput = Message & {
  display?: DisplayType
  confirmLabel?: string
  declineLabel?: string
  id?: string
}

/**
 * Turns a message (from the API, the page or the code) into a notification. Errors and questions
 * stay until closed unless the message says otherwise: a failure that vanishes after 3 s is easily
 * missed and fails WCAG 2.2.1 (timing adjustable).
 */
export function toNotification(input: NotificationInput, defaultDelay = NOTIFICATION_DELAY_S): Notification {
  const type = typeOf(input.type)
  const asks = Boolean(input.confirmLabel) || Boolean(input.meta?.confirmationType)
  const notification: Notification = {
    id: input.id ?? nanoid(),
    type,
    message: input.message,
    display: input.display ?? displayOf(input),
    expire: input.expire ?? (type !== 'error' && !asks),
    delay: typeof input.delay === 'number' && input.delay > 0 ? input.delay : defaultDelay,
  }
  if (input.source) notification.source = input.source
  if (input.meta) notification.meta = input.meta
  if (input.redirect) notification.redirect = input.redirect
  if (input.confirmLabel) notification.confirmLabel = input.confirmLabel
  if (input.declineLabel) notification.declineLabel = input.declineLabel
  return notification
}

type NotificationsState = { entries: Notification[] }
const initialState: NotificationsState = { entries: [] }

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsShown: {
      reducer: (state, { payload }: PayloadAction<Notification[]>) => {
        // The same message twice in a row (a double click, a retried call) shows once; so does a second
        // message with the id of one on screen (a confirmation is answered once).
        for (const next of payload) {
          const twin = state.entries.some(
            (n) => (n.message === next.message && n.type === next.type && n.display === next.display) || (next.meta?.id !== undefined && n.meta?.id === next.meta.id),
          )
          if (!twin) state.entries.push(next)
        }
      },
      prepare: (messages: NotificationInput[], defaultDelay?: number) => ({
        payload: messages.map((message) => toNotification(message, defaultDelay)),
      }),
    },
    notificationDismissed: (state, { payload: id }: PayloadAction<string>) => {
      state.entries = state.entries.filter((n) => n.id !== id)
    },
    /** Closes the notifications shown at a place of a widget (their source.selector), before it shows the next there. */
    notificationsClearedAt: (state, { payload: selector }: PayloadAction<string>) => {
      state.entries = state.entries.filter((n) => n.source?.selector !== selector)
    },
  },
  selectors: {
    selectNotifications: (state) => state.entries,
  },
})

export const { notificationsShown, notificationDismissed, notificationsClearedAt } = notificationsSlice.actions
export const { selectNotifications } = notificationsSlice.selectors
