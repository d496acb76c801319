import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { accountSummaryAnswer, getAccountSummary, type AccountSummary } from '@/api/account-summary'
import { rootReducer } from './index'
import { createRequest } from './request'
import { isLatest, startLatest } from './request-order'

// The account summary family (beyond the spec): the dashboard's counts of open orders and shopping lists.
// Fetched in the background: the tiles show their own skeleton, the page does not turn busy.

/** GET /api/account/summary: data.openOrders and data.shoppingLists. */
export const fetchAccountSummary = createRequest('accountSummary/fetchAccountSummary', getAccountSummary, accountSummaryAnswer, { background: true })

/** Where the counts stand: `loading` until the latest fetch answers, `failed` when it failed. */
export type SummaryStatus = 'idle' | 'loading' | 'done' | 'failed'

type AccountSummaryState = {
  /** The latest answer; null before it, and after a failed fetch (spec 1 §8: related data reset). */
  summary: AccountSummary | null
  status: SummaryStatus
  /** The request whose answer counts: the latest one started (an employee may change the customer meanwhile). */
  requestId: string | null
}

const initialState: AccountSummaryState = { summary: null, status: 'idle', requestId: null }

const accountSummarySlice = createSlice({
  name: 'accountSummary',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAccountSummary.pending, (state, { meta }) => {
        // The counts may be of another customer now (an employee chose one in the header): none until the answer.
        state.summary = null
        state.status = 'loading'
        startLatest(state, meta)
      })
      .addCase(fetchAccountSummary.fulfilled, (state, { payload, meta }) => {
        if (!isLatest(state, meta)) return
        state.summary = payload
        state.status = 'done'
      })
      .addCase(fetchAccountSummary.rejected, (state, { meta }) => {
        // An older request's answer, or one cancelled because its island went away, changes nothing.
        if (!isLatest(state, meta) || meta.aborted) return
        state.summary = null
        state.status = 'failed'
      })
  },
  selectors: {
    selectAccountSummary: (state) => state.summary,
    selectAccountSummaryStatus: (state) => state.status,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof accountSummarySlice> {}
}

// Injected once, when the dashboard loads this module.
const injected = accountSummarySlice.injectInto(rootReducer)

export const { selectAccountSummary, selectAccountSummaryStatus } = injected.selectors
