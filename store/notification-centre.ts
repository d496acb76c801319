import { createSelector, createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit'
import {
  getNotifications,
  notificationListAnswer,
  postNotificationRead,
  postNotificationsRead,
  type NotificationEntry,
} from '@/api/notification-centre'
import { rootReducer, type AppDispatch, type RootState } from './index'
import { createRequest } from './request'
import { failureResets, initialRequestOrder, isFamilyAction, isNewest, startOrderOf, trackRequest, type RequestOrder } from './request-order'
import { unreadNotificationsChanged } from './session'

// The notification centre's family (spec 1 §7: /api/notifications, /read, /read/{notificationId}); not the page's toast
// messages (store/notifications.ts). Marking read is optimistic: the entry and the session's unread count (the header's
// badge, the dashboard) change at once; a failure takes back exactly that mark, and every answer, which carries the
// list and the unread count, sets both as the server has them. An older answer never replaces a newer list
// (docs/architecture.md "Answers that replace a list"), but what it confirmed still counts.

/** spec 1 §7 GET /api/notifications: entries and timestamp. The widget shows its own skeleton: in the background. */
export const fetchNotifications = createRequest('notificationCentre/fetchNotifications', getNotifications, notificationListAnswer, { background: true })

// Marks run in the background too: they show at once, so the page-wide loader (at least 1 s, spec 1 §4)
// would only cover the list the user is working through.

/** spec 1 §7 POST /api/notifications/read/{notificationId}; widgets use {@link markNotificationRead}. */
export const requestNotificationRead = createRequest('notificationCentre/markNotificationRead', postNotificationRead, notificationListAnswer, {
  background: true,
})

/** spec 1 §7 POST /api/notifications/read with `{ timestamp }`; widgets use {@link markAllNotificationsRead}. */
export const requestNotificationsRead = createRequest('notificationCentre/markAllNotificationsRead', postNotificationsRead, notificationListAnswer, {
  background: true,
})

/** Where the list stands: `loading` before its first answer (or while fetched again), `failed` when the latest fetch failed. */
export type NotificationsStatus = 'idle' | 'loading' | 'done' | 'failed'

/** A mark on its way: one entry, or every entry up to a moment (ms since the epoch). */
type Mark = { id: string } | { upTo: number }

type NotificationCentreState = RequestOrder & {
  /** The entries as the server last answered them; null before the first answer and after a failed fetch (spec 1 §8). */
  entries: NotificationEntry[] | null
  /** The moment the shown list was made (ISO 8601): what "mark all read" sends. */
  timestamp: string | null
  /** The user's unread count in the server's latest answer. */
  unread: number
  status: NotificationsStatus
  /** The start order of the request whose answer `entries` is. */
  version: number
  /** Marks on their way, by requestId: shown as read until their answer (or failure) comes. */
  marks: Record<string, Mark>
}

const initialState: NotificationCentreState = { entries: null, timestamp: null, unread: 0, status: 'idle', version: 0, marks: {}, ...initialRequestOrder() }

const moment = (timestamp: string) => Date.parse(timestamp)
const covers = (mark: Mark, entry: NotificationEntry) => ('id' in mark ? mark.id === entry.id : moment(entry.timestamp) <= mark.upTo)

/** Applies a mark the server confirmed to the entries held, and to the unread count with them. */
function confirm(state: NotificationCentreState, mark: Mark) {
  for (const entry of state.entries ?? []) {
    if (entry.read || !covers(mark, entry)) continue
    entry.read = true
    state.unread = Math.max(0, state.unread - 1)
  }
}

const answers = isAnyOf(fetchNotifications.fulfilled, requestNotificationRead.fulfilled, requestNotificationsRead.fulfilled)


const notificationCentreSlice = createSlice({
  name: 'notificationCentre',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchNotifications.pending, (state) => {
        state.status = 'loading'
      })
      .addCase(fetchNotifications.rejected, (state, { meta }) => {
        // A fetch cancelled because its island went away leaves what was shown; a failure resets it (spec 1 §8).
        if (!failureResets(state, meta, state.version)) return
        state.status = 'failed'
        state.entries = null
        state.timestamp = null
      })
      .addCase(requestNotificationRead.pending, (state, { meta }) => {
        state.marks[meta.requestId] = { id: meta.arg.notificationId }
      })
      .addCase(requestNotificationsRead.pending, (state, { meta }) => {
        state.marks[meta.requestId] = { upTo: moment(meta.arg.timestamp) }
      })
      .addMatcher(answers, (state, { payload, meta }) => {
        if (isNewest(state, meta.requestId, state.version)) {
          state.version = startOrderOf(state, meta.requestId)
          state.entries = payload.entries
          state.timestamp = payload.timestamp
          state.unread = payload.unread
          state.status = 'done'
        }
        // An older answer's list is stale, but the mark it answers is done on the server.
        const mark = state.marks[meta.requestId]
        if (mark) confirm(state, mark)
      })
      // Bookkeeping of every request of the family, after the cases above have read it. A failed mark is
      // dropped here, which is the rollback: its entry shows unread again.
      .addMatcher(isFamilyAction('notificationCentre'), (state, action) => {
        trackRequest(state, action)
        if (!action.type.endsWith('/pending')) delete state.marks[action.meta.requestId]
      })
  },
  selectors: {
    selectNotificationsStatus: (state) => state.status,
    selectNotificationsTimestamp: (state) => state.timestamp,
    /** Whether "mark all read" is on its way. */
    selectIsMarkingAll: (state) => Object.values(state.marks).some((mark) => 'upTo' in mark),
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof notificationCentreSlice> {}
}

// Injected once, when the first widget that needs the notification centre loads this module; all islands share it.
const injected = notificationCentreSlice.injectInto(rootReducer)

export const { selectNotificationsStatus, selectNotificationsTimestamp, selectIsMarkingAll } = injected.selectors

const selectCentre = (state: RootState) => injected.selectSlice(state)

/** The entries as the user sees them: the server's, with the marks on their way shown as read already. Null before the first answer. */
export const selectNotificationEntries = createSelector(
  [(state: RootState) => selectCentre(state).entries, (state: RootState) => selectCentre(state).marks],
  (entries, marks): NotificationEntry[] | null => {
    const pending = Object.values(marks)
    if (!entries || pending.length === 0) return entries
    return entries.map((entry) => (!entry.read && pending.some((mark) => covers(mark, entry)) ? { ...entry, read: true } : entry))
  },
)

/** The unread count to show: the server's latest, less the entries a mark on its way covers. */
export function selectShownUnread(state: RootState): number {
  const { entries, unread, marks } = selectCentre(state)
  const pending = Object.values(marks)
  const covered = (entries ?? []).filter((entry) => !entry.read && pending.some((mark) => covers(mark, entry))).length
  return Math.max(0, unread - covered)
}

// Keeps the session's count (spec 1 §3 unreadNotifications: the header's badge, the dashboard) where the centre
// stands, once it has an answer; before that the page's count stays.
const syncUnread = () => (dispatch: AppDispatch, getState: () => RootState) => {
  const state = getState()
  if (selectCentre(state).entries === null) return
  const shown = selectShownUnread(state)
  if (state.session.unreadNotifications !== shown) dispatch(unreadNotificationsChanged(shown))
}

/** Fetches the list and sets the session's unread count from the answer. Returns the request, so an unmounting island can abort it. */
export const loadNotifications = () => (dispatch: AppDispatch) => {
  const request = dispatch(fetchNotifications())
  void request.then(() => dispatch(syncUnread()))
  return request
}

/**
 * Marks one entry read (spec 1 §7). The entry and the session's count change at once; the answer sets both
 * as the server has them, a failure (its messages shown by the client, spec 1 §8) takes the mark back.
 * Resolves to whether it was saved. Does nothing for an entry already read or on its way.
 */
export const markNotificationRead =
  (notificationId: string) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    const entry = selectNotificationEntries(getState())?.find((item) => item.id === notificationId)
    if (!entry || entry.read) return false
    const request = dispatch(requestNotificationRead({ notificationId }))
    dispatch(syncUnread())
    const result = await request
    dispatch(syncUnread())
    return requestNotificationRead.fulfilled.match(result)
  }

/**
 * Marks every entry up to the moment the shown list was made read (spec 1 §7: posts that timestamp), so a
 * notification that arrived since stays unread. Optimistic and taken back on failure like
 * {@link markNotificationRead}. Resolves to whether it was saved; does nothing while one is on its way.
 */
export const markAllNotificationsRead =
  () =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    const timestamp = selectNotificationsTimestamp(getState())
    if (timestamp === null || selectIsMarkingAll(getState())) return false
    const request = dispatch(requestNotificationsRead({ timestamp }))
    dispatch(syncUnread())
    const result = await request
    dispatch(syncUnread())
    return requestNotificationsRead.fulfilled.match(result)
  }
