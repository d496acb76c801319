/**
 * The notification centre's calls (spec 1 §7) and the shape of their answers, checked at the edge by schema:
 * GET /api/notifications answers `entries` and `timestamp` (the moment the list was made); POST
 * /api/notifications/read with `{ timestamp }` marks read every entry up to that moment; POST
 * /api/notifications/read/{notificationId} marks one. Both posts answer the list as the GET does, so the
 * front end never derives what the server decided. Not the page's toast messages (api/messages.ts).
 */
import * as v from 'valibot'
import { checkList, reportDropped, schemaCheck } from '@/src/lib/schema-check'
import { address, maybe, shownText } from '@/src/lib/schema-parts'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { callData, type CallContext } from './client'

/** At most this many entries of one answer are read; the server keeps a user's latest ones. */
export const NOTIFICATIONS_MAX = 200
/** A title is cut here with an ellipsis. */
export const NOTIFICATION_TITLE_MAX = 150
/** A text is cut here with an ellipsis: a notification says what happened and links to the details. */
export const NOTIFICATION_TEXT_MAX = 1000
/** A link's text is cut here with an ellipsis. */
export const NOTIFICATION_LINK_TEXT_MAX = 80

/**
 * What a notification is about; each has its label (and its mark) in the list. Spec 1 §3 names a type for
 * notification messages only; for entries the server may send one of these, anything else reads as `info`.
 */
export const NOTIFICATION_TYPES = ['order', 'delivery', 'invoice', 'document', 'price', 'info'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** An entry's id as it travels in the address of "mark one read": a short token, nothing to escape. */
export const notificationIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\w-]+$/, 'expected a notification id'))

/** A moment with its zone (ISO 8601, `…Z` or `…+01:00`): without one it names no moment, and "up to" could not be compared. */
export const momentSchema = v.pipe(v.string(), v.isoTimestamp())

const typeSchema = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((type): NotificationType => ((NOTIFICATION_TYPES as readonly unknown[]).includes(type) ? (type as NotificationType) : 'info')),
  ),
  'info',
)

const linkSchema = v.object({ url: address, text: maybe(shownText(NOTIFICATION_LINK_TEXT_MAX)) })
export type NotificationLink = v.InferOutput<typeof linkSchema>

/**
 * An entry may point to the page where its matter lives (the order, the data sheet): only on the shop's own
 * site. A link that is malformed or leads elsewhere is dropped with a warning; the notification still shows.
 */
const linkOf = (raw: unknown): NotificationLink | undefined => {
  if (raw === undefined || raw === null) return undefined
  const result = v.safeParse(linkSchema, raw)
  if (result.success && sameOriginUrl(result.output.url) !== null) return result.output
  reportDropped(`Dropped a notification's link: ${JSON.stringify(raw).slice(0, 200)} is no link on this site.`)
  return undefined
}

/** One entry of the notification centre (spec 1 §3 "notification entries with a timestamp"). Texts are plain text. */
export const notificationEntrySchema = v.object({
  id: notificationIdSchema,
  /** When it was sent. */
  timestamp: momentSchema,
  title: shownText(NOTIFICATION_TITLE_MAX),
  text: v.optional(shownText(NOTIFICATION_TEXT_MAX), ''),
  read: v.boolean(),
  type: typeSchema,
  link: v.pipe(v.optional(v.unknown()), v.transform(linkOf)),
})
export type NotificationEntry = v.InferOutput<typeof notificationEntrySchema>

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Each entry checked on its own (a malformed one is dropped with a warning, docs/cms-integration.md "Page data"); an id seen twice keeps its first. */
const entriesSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) => {
    const byId = new Map<string, NotificationEntry>()
    for (const entry of checkList(items, notificationEntrySchema, 'data.entries', NOTIFICATIONS_MAX)) if (!byId.has(entry.id)) byId.set(entry.id, entry)
    return [...byId.values()]
  }),
)

/**
 * The list as every call answers it: the entries (newest first), the moment the list was made (what "mark
 * all read" sends back, so entries that arrive later stay unread) and the user's unread count, which may
 * exceed the unread entries shown when the server keeps more than it sends; without it, those entries' count.
 */
export const notificationListSchema = v.pipe(
  v.object({ entries: entriesSchema, timestamp: momentSchema, unread: v.optional(count) }),
  v.transform(({ entries, timestamp, unread }) => ({ entries, timestamp, unread: unread ?? entries.filter((entry) => !entry.read).length })),
)
export type NotificationList = v.InferOutput<typeof notificationListSchema>

/** The answer of all three calls. Lacking entries or timestamp it is an 'API failure during …' (spec 1 §8). */
export const notificationListAnswer = schemaCheck(notificationListSchema)

/** spec 1 §7: GET the entries and the timestamp. */
export const getNotifications = (_: void, context: CallContext) => callData('get', 'notifications', context)

/** spec 1 §7: POST `{ timestamp }`: every entry up to that moment is read. */
export const postNotificationsRead = ({ timestamp }: { timestamp: string }, context: CallContext) =>
  callData('post', 'notificationsRead', { body: { timestamp }, ...context })

/** spec 1 §7: POST to /read/{notificationId}: that entry is read. */
export const postNotificationRead = ({ notificationId }: { notificationId: string }, context: CallContext) =>
  callData('post', 'notificationRead', { path: { notificationId }, body: {}, ...context })
