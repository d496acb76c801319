/**
 * The response envelope of every call (DESIGN.md) and the message shape of spec 1 §3 / spec 2 §3.
 * No axios here: the store and the boot read these types and guards without pulling the client in.
 */
import { isRecord } from '@/src/lib/guards'
import type { CheckedMessage } from './messages'

/** A notification message as checked at the edge (api/messages.ts: the schema is the one definition). */
export type Message = CheckedMessage
export type MessageSource = NonNullable<Message['source']>
export type MessageMeta = NonNullable<Message['meta']>

export type Envelope<T = unknown> = { data?: T; messages?: Message[]; redirectUrl?: string }

export const isEnvelope = (value: unknown): value is Envelope => isRecord(value)
