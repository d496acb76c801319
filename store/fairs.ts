import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { fairPageAnswer, getFairs, type Fair, type FairQuery } from '@/api/fairs'
import { rootReducer, type RootState } from './index'
import { createRequest } from './request'
import { isLatest, startLatest, type Latest } from './request-order'

// The fair family (spec 1 §1 fairs, §2 fair list, §7 GET /api/fair/): the lists of fairs a page shows, one per
// question (the fairs to come, the past ones, each with its limit), so two fair lists on a page share their answers
// and neither overwrites the other's. Injected lazily like store/contacts.ts.

/** spec 1 §7 GET /api/fair/. The list shows its own skeleton and failure, so the page-wide loader stays away: in the background. */
export const fetchFairs = createRequest('fairs/fetchFairs', getFairs, fairPageAnswer, { background: true })

/** Where one list stands. */
export type FairList = Latest & {
  /** The fairs of the latest answer; null before the first and after a failed fetch (spec 1 §8: reset to empty). */
  fairs: Fair[] | null
  /** A fetch is on its way (the first, or a retry). */
  loading: boolean
  /** The latest fetch failed: the list says so and offers to ask again, and keeps saying it while it does. */
  failed: boolean
}

type FairsState = { lists: Record<string, FairList> }

const initialState: FairsState = { lists: {} }

/** The key of a question: `upcoming:20`. */
export const fairListKey = ({ period, limit }: FairQuery) => `${period}:${limit}`

const NOT_ASKED: FairList = { fairs: null, loading: false, failed: false, requestId: null }

const fairsSlice = createSlice({
  name: 'fairs',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFairs.pending, (state, { meta }) => {
        // What was shown stays while the list is fetched again.
        const list = (state.lists[fairListKey(meta.arg)] ??= { ...NOT_ASKED })
        startLatest(list, meta)
        list.loading = true
      })
      .addCase(fetchFairs.fulfilled, (state, { payload, meta }) => {
        const list = state.lists[fairListKey(meta.arg)]
        // Only the latest question's answer counts: an island that asked again superseded the earlier one.
        if (!list || !isLatest(list, meta)) return
        list.fairs = payload.entries
        list.loading = false
        list.failed = false
      })
      .addCase(fetchFairs.rejected, (state, { meta }) => {
        const list = state.lists[fairListKey(meta.arg)]
        if (!list || !isLatest(list, meta)) return
        list.loading = false
        // Cancelled because its island went away: what was there stays. A failure resets the list (spec 1 §8).
        if (meta.aborted) return
        list.fairs = null
        list.failed = true
      })
  },
  selectors: {
    selectFairLists: (state) => state.lists,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof fairsSlice> {}
}

// Injected once, when the first widget that needs fairs loads this module; all islands share it.
const injected = fairsSlice.injectInto(rootReducer)

/** Where the list of `query` stands; a list never asked for is not loading, failed nor filled. */
export const selectFairList = (state: RootState, query: FairQuery): FairList => injected.selectors.selectFairLists(state)[fairListKey(query)] ?? NOT_ASKED
