import { nanoid } from '@reduxjs/toolkit'
import { notificationsShown, type NotificationInput } from '@/store/notifications'
import type { AppDispatch } from '@/store/index'

type Action = () => unknown
type Actions = { confirm?: Action; decline?: Action }

// Callbacks cannot live in the store (not serialisable); they wait here under the notification's id.
const registry = new Map<string, Actions>()

export type ShowNotificationInput = NotificationInput & {
  /** Runs on confirm; the buttons show progress until it settles, and the notification closes when it resolves. */
  onConfirm?: Action
  onDecline?: Action
}

/** Shows a notification, with confirm and decline actions when given (spec 2 §4). Returns its id. */
export function showNotification(dispatch: AppDispatch, { onConfirm, onDecline, ...input }: ShowNotificationInput): string {
  const id = input.id ?? nanoid()
  if (onConfirm || onDecline) registry.set(id, { ...(onConfirm ? { confirm: onConfirm } : {}), ...(onDecline ? { decline: onDecline } : {}) })
  dispatch(notificationsShown([{ ...input, id }]))
  return id
}

export const actionsOf = (id: string): Actions => registry.get(id) ?? {}
export const forgetActions = (id: string) => registry.delete(id)
