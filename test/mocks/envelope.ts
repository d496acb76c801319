import { HttpResponse } from 'msw'
import type { Message } from '@/api/envelope'

/** A successful envelope (DESIGN.md): `{ data, messages?, redirectUrl? }`. */
export const ok = (data: unknown, extra: { messages?: Message[]; redirectUrl?: string; status?: number } = {}) =>
  HttpResponse.json(
    { data, ...(extra.messages ? { messages: extra.messages } : {}), ...(extra.redirectUrl ? { redirectUrl: extra.redirectUrl } : {}) },
    { status: extra.status ?? 200 },
  )

/** A failed envelope: a status with or without messages. */
export const fail = (status: number, messages?: Message[]) =>
  HttpResponse.json(messages ? { messages } : {}, { status })

export const errorMessage = (message: string, field?: string): Message => ({
  type: 'error',
  message,
  ...(field ? { source: { field } } : {}),
})
