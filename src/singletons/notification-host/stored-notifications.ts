import { toMessages, type Message } from '@/api/envelope'

/** The localStorage key under which a page leaves notifications for the next page (e.g. before a reload). */
export const STORED_NOTIFICATIONS_KEY = 'widgets.notifications'

/** Leaves a notification for the next page load (spec 1 §8: shown once, then removed). */
export function storeNotification(message: Message, storage: Storage = window.localStorage): void {
  try {
    const previous = storage.getItem(STORED_NOTIFICATIONS_KEY)
    const list = previous ? toMessages(JSON.parse(previous)) : []
    storage.setItem(STORED_NOTIFICATIONS_KEY, JSON.stringify([...list, message]))
  } catch {
    // Storage full or blocked: the message is lost, but the action that caused it has succeeded.
  }
}

/**
 * Takes the stored notifications out of storage (spec 1 §8): shown once, then removed. Unreadable
 * storage (blocked, or not our JSON) is reported as `failed` and the entry is removed so it cannot fail again.
 */
export function takeStoredNotifications(storage?: Storage): { messages: Message[]; failed: boolean } {
  try {
    const store = storage ?? window.localStorage
    const text = store.getItem(STORED_NOTIFICATIONS_KEY)
    if (text === null) return { messages: [], failed: false }
    store.removeItem(STORED_NOTIFICATIONS_KEY)
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return { messages: [], failed: true }
    return { messages: toMessages(parsed), failed: false }
  } catch {
    return { messages: [], failed: true }
  }
}
