import type { Message } from '@/api/envelope'
import { browserStorage, readStored, writeStored } from '@/src/lib/web-storage'

/** The localStorage key under which a page leaves notifications for the next page (e.g. before a reload). */
export const STORED_NOTIFICATIONS_KEY = 'widgets.notifications'

/** Leaves a notification for the next page load (spec 1 §8: shown once, then removed). */
export function storeNotification(message: Message): void {
  let list: unknown[] = []
  try {
    const parsed: unknown = JSON.parse(readStored('local', STORED_NOTIFICATIONS_KEY) ?? '[]')
    // What is there stays as it is: the next page checks every message when it takes them (api/messages.ts).
    if (Array.isArray(parsed)) list = parsed
  } catch {
    // Not our JSON: replaced by this message.
  }
  // Storage full or blocked: the message is lost, but the action that caused it has succeeded.
  writeStored('local', STORED_NOTIFICATIONS_KEY, JSON.stringify([...list, message]))
}

/**
 * Takes the stored notifications out of storage (spec 1 §8): shown once, then removed. Unreadable
 * storage (blocked, or not our JSON) is reported as `failed` and the entry is removed so it cannot fail again.
 * The messages come back unchecked: the caller checks them with api/messages.ts, loaded only when there are any.
 */
export function takeStoredNotifications(storage?: Storage): { messages: unknown[]; failed: boolean } {
  try {
    const store = storage ?? browserStorage('local')
    if (!store) return { messages: [], failed: true }
    const text = store.getItem(STORED_NOTIFICATIONS_KEY)
    if (text === null) return { messages: [], failed: false }
    store.removeItem(STORED_NOTIFICATIONS_KEY)
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return { messages: [], failed: true }
    return { messages: parsed, failed: false }
  } catch {
    return { messages: [], failed: true }
  }
}
