/**
 * The response envelope of every call (DESIGN.md) and the message shape of spec 1 §3 / spec 2 §3.
 * No axios here: the store and the boot read these types and guards without pulling the client in.
 */
import { isRecord } from '@/src/lib/guards'

export type MessageSource = { selector?: string; field?: string }

export type MessageMeta = {
  /** Cart-change confirmations: the id is posted to the confirm address (spec 1 §4). */
  confirmationType?: string
  id?: string
  /** An add-to-cart notification names the product it is about. */
  product?: { title?: string; url?: string; image?: { fallback?: string; alt?: string } }
}

export type Message = {
  type: string
  message: string
  source?: MessageSource
  /** Close by itself after `delay` seconds (spec 2 §4). */
  expire?: boolean
  /** Seconds before an expiring notification closes. */
  delay?: number
  meta?: MessageMeta
  /** A redirect notification navigates to its link (spec 2 §3, §4). */
  redirect?: { link: string; title?: string }
}

export type Envelope<T = unknown> = { data?: T; messages?: Message[]; redirectUrl?: string }

export const isMessage = (value: unknown): value is Message =>
  isRecord(value) && typeof value.type === 'string' && typeof value.message === 'string'

/** The well-formed messages of an untrusted list; anything else is dropped rather than shown broken. */
export const toMessages = (value: unknown): Message[] => (Array.isArray(value) ? value.filter(isMessage) : [])

export const isEnvelope = (value: unknown): value is Envelope => isRecord(value)
