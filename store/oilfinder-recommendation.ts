import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { disclaimerCheck, getDisclaimer, getRecommendation, recommendationCheck, type Disclaimer, type Recommendation } from '@/api/oilfinder'
import { rootReducer, type RootState } from './index'
import { answered, NOT_ASKED, rejected, started, type Answered } from './keyed-answers'
import { createRequest } from './request'

// The oil finder's last step (spec 1 §2 "recommendation", §3 recommendation, disclaimer): the recommendation of a
// vehicle type and the disclaimer shown with it, each kept per question for the page's life, so going back a step
// and forward again, or a second island asking for the same type, shows it at once without asking again.
// Injected lazily like store/fairs.ts, by the recommendation view's code.

/**
 * spec 1 §7 GET /api/oilfinder/recommendation with `lang` and `type`. Quiet, because the view says a failure in the
 * recommendation's place with the server's messages and a retry; in the background, because it shows its own
 * skeleton rather than the page-wide overlay.
 */
export const fetchRecommendation = createRequest('oilfinder/fetchRecommendation', getRecommendation, recommendationCheck, { quiet: true, background: true })

/**
 * spec 1 §7 GET /api/oilfinder/getDisclaimer with `id`. Quiet and in the background: the recommendation shows without
 * it, and the view says in the disclaimer's place that it could not be loaded.
 */
export const fetchDisclaimer = createRequest('oilfinder/fetchDisclaimer', getDisclaimer, disclaimerCheck, { quiet: true, background: true })

type RecommendationState = {
  /** By {@link recommendationKey}. */
  recommendations: Record<string, Answered<Recommendation>>
  /** By the disclaimer's id. */
  disclaimers: Record<string, Answered<Disclaimer>>
}

const initialState: RecommendationState = { recommendations: {}, disclaimers: {} }

/** The key of a recommendation: the same type in another language is another answer. */
export const recommendationKey = ({ lang, typeId }: { lang: string; typeId: string }) => `${lang}:${typeId}`

const recommendationSlice = createSlice({
  name: 'oilfinderRecommendation',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchRecommendation.pending, (state, { meta }) => started(state.recommendations, recommendationKey(meta.arg), meta))
      .addCase(fetchRecommendation.fulfilled, (state, { payload, meta }) =>
        answered(state.recommendations[recommendationKey(meta.arg)], meta, payload.recommendation),
      )
      .addCase(fetchRecommendation.rejected, (state, action) => rejected(state.recommendations[recommendationKey(action.meta.arg)], action, true))
      .addCase(fetchDisclaimer.pending, (state, { meta }) => started(state.disclaimers, meta.arg.id, meta))
      .addCase(fetchDisclaimer.fulfilled, (state, { payload, meta }) => answered(state.disclaimers[meta.arg.id], meta, payload.disclaimer))
      .addCase(fetchDisclaimer.rejected, (state, action) => rejected(state.disclaimers[action.meta.arg.id], action, true))
  },
  selectors: {
    selectRecommendations: (state) => state.recommendations,
    selectDisclaimers: (state) => state.disclaimers,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof recommendationSlice> {}
}

// Injected once, when the recommendation view's code loads; every island of the page shares it.
const injected = recommendationSlice.injectInto(rootReducer)

/** Where the recommendation of `typeId` in `lang` stands; one never asked for is idle. */
export const selectRecommendation = (state: RootState, question: { lang: string; typeId: string }): Answered<Recommendation> =>
  injected.selectors.selectRecommendations(state)[recommendationKey(question)] ?? NOT_ASKED

/** Where the disclaimer `id` stands; one never asked for is idle. */
export const selectDisclaimer = (state: RootState, id: string): Answered<Disclaimer> => injected.selectors.selectDisclaimers(state)[id] ?? NOT_ASKED
