/**
 * The notification centre (spec 1 §7) of the signed-in user, kept per shop and username, seeded from
 * db/notification-centre.ts. Every answer is the list: `{ entries, timestamp, unread }`, entries newest first,
 * `timestamp` the moment the list was made, `unread` the user's unread count. The session's
 * `unreadNotifications` (db.sessions, which the CMS writes into the next page's data) follows every change, so
 * a reload shows the count the centre left.
 *
 * Calls (api/addresses.ts):
 * - GET  /api/notifications                             → the list
 * - POST /api/notifications/read { timestamp }          → every entry up to that moment is read (one that
 *   arrived later stays unread); the list
 * - POST /api/notifications/read/{notificationId}       → that entry is read; the list (404 for an unknown id)
 */
import { http } from 'msw'
import { seedNotifications, type StoredNotification } from '../db/notification-centre'
import type { Account, SessionState } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { withJsonBody, withUser, type Field } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf, type Db } from '../shops'

export const NOTIFICATION_GONE_MESSAGE = 'Diese Benachrichtigung gibt es nicht mehr.'

/** The notifications of each user of one shop, by username; filled from the seed on first use. */
export type NotificationState = Map<string, StoredNotification[]>

// Per shop (docs/simulated-cms.md "Mock shops"): a reset shop is a new Db, so it starts from the seed again.
const states = new WeakMap<Db, NotificationState>()

/** The notification state of a shop's data, created on first use. */
export function notificationStateOf(db: Db): NotificationState {
  let state = states.get(db)
  if (!state) {
    state = new Map()
    states.set(db, state)
  }
  return state
}

/** The user's notifications in a shop, newest first, seeded on first use; changed in place. */
export function notificationsOf(db: Db, username: string): StoredNotification[] {
  const state = notificationStateOf(db)
  let entries = state.get(username)
  if (!entries) {
    entries = seedNotifications(username)
    state.set(username, entries)
  }
  return entries
}

const moment = (entry: StoredNotification) => Date.parse(entry.timestamp)

/**
 * The server's clock for a list: now, or the newest entry's moment if that is later (the seed's dates are
 * fixed; a machine whose clock is behind them must still be able to mark them read).
 */
const clockOf = (entries: StoredNotification[]) => Math.max(Date.now(), ...entries.map(moment))

function sessionOf(db: Db, user: Account): SessionState {
  const existing = db.sessions.get(user.username)
  if (existing) return existing
  const created: SessionState = { cartCounts: { b2c: 0, b2b: 0 }, unreadNotifications: 0, favorites: [] }
  db.sessions.set(user.username, created)
  return created
}

/** The list as every call answers it; sets the session's count to the unread ones (spec 1 §3 unreadNotifications). */
function answer(db: Db, user: Account) {
  const entries = notificationsOf(db, user.username)
  entries.sort((a, b) => moment(b) - moment(a))
  const unread = entries.filter((entry) => !entry.read).length
  sessionOf(db, user).unreadNotifications = unread
  return ok({ entries: structuredClone(entries), timestamp: new Date(clockOf(entries)).toISOString(), unread })
}

/** spec 1 §7 `{ timestamp }`: a moment with its zone (ISO 8601), as the list answered it. */
const isoMoment: Field<string> = {
  optional: false,
  expected: 'ein Zeitpunkt nach ISO 8601 mit Zeitzone (z. B. 2026-11-24T08:00:00Z)',
  accepts: (value): value is string =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
}

const dbOf = (request: Request) => getShop(shopOf(request)).db

export const notificationCentreHandlers = [
  // spec 1 §7: entries and timestamp.
  http.get(route('notifications'), withUser(({ request, user }) => answer(dbOf(request), user))),

  // spec 1 §7: POST { timestamp } marks read what the user had seen: every entry up to that moment.
  http.post(
    route('notificationsRead'),
    withUser(
      withJsonBody({ timestamp: isoMoment }, ({ request, user, body }) => {
        const db = dbOf(request)
        const entries = notificationsOf(db, user.username)
        // A moment from the future marks no more than exists now.
        const upTo = Math.min(Date.parse(body.timestamp), clockOf(entries))
        for (const entry of entries) if (moment(entry) <= upTo) entry.read = true
        return answer(db, user)
      }),
    ),
  ),

  // spec 1 §7: POST /read/{notificationId} marks one read (again is no error).
  http.post(
    route('notificationRead'),
    withUser(({ request, user, params }) => {
      const db = dbOf(request)
      const entry = notificationsOf(db, user.username).find((item) => item.id === params.notificationId)
      if (!entry) return fail(404, [errorMessage(NOTIFICATION_GONE_MESSAGE)])
      entry.read = true
      return answer(db, user)
    }),
  ),
]
