import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { distributionPartnersCheck, getDistributionPartners, type DistributionPartner } from '@/api/distribution-partners'
import { rootReducer, type RootState } from './index'
import { answered, NOT_ASKED, rejected, started, type Answered } from './keyed-answers'
import { createRequest } from './request'

// The distribution partner family (spec 1 §1, §2 "distribution partner list"; the dealers contract's
// GET /api/distribution-partners): the one list of partners, the same in every language (the client names the
// countries), kept for the page's life so two lists on a page share it. Injected lazily like store/fairs.ts.

/** The contract's GET /api/distribution-partners. The list shows its own skeleton and failure: in the background, so the page-wide loader stays away. */
export const fetchDistributionPartners = createRequest('distributionPartners/fetchDistributionPartners', getDistributionPartners, distributionPartnersCheck, {
  background: true,
})

// The call takes no question, so the one answer has one key (keyed-answers.ts keeps the request order and the reset
// to empty on failure, spec 1 §8, as for the oil finder's lists).
const KEY = 'all'

type DistributionPartnersState = { answers: Record<string, Answered<DistributionPartner[]>> }

const initialState: DistributionPartnersState = { answers: {} }

const distributionPartnersSlice = createSlice({
  name: 'distributionPartners',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDistributionPartners.pending, (state, { meta }) => started(state.answers, KEY, meta))
      .addCase(fetchDistributionPartners.fulfilled, (state, { payload, meta }) => answered(state.answers[KEY], meta, payload.partners))
      .addCase(fetchDistributionPartners.rejected, (state, action) => rejected(state.answers[KEY], action))
  },
  selectors: {
    selectAnswers: (state) => state.answers,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof distributionPartnersSlice> {}
}

// Injected once, when the first list loads this module; all islands share it.
const injected = distributionPartnersSlice.injectInto(rootReducer)

/** Where the partners stand: never asked, on their way, answered or failed. */
export const selectDistributionPartners = (state: RootState): Answered<DistributionPartner[]> => injected.selectors.selectAnswers(state)[KEY] ?? NOT_ASKED
