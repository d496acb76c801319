import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { dealerCheck, geocodePlace, getDealer, getOnlineDealers, onlineDealersCheck, placesCheck, type Dealer, type OnlineDealer, type Place } from '@/api/dealers'
import { rootReducer, type RootState } from './index'
import { answered, NOT_ASKED, rejected, started, type Answered } from './keyed-answers'
import { createRequest } from './request'

// The dealer finder's calls on the page's thread (spec 1 §2 dealer finder): the places a search names, a dealer's
// details for its info window, and the online dealers. The dealers with a position load in the finder's worker
// (widgets/tools/dealer-finder/use-dealer-data.ts). Answers kept per question for the page's life; a second island
// asking the same shows them at once. Injected lazily like store/oilfinder.ts.

/**
 * The places of a search (a postal code or a town). Quiet: the finder says «no place found» and a failure beside its
 * box, not as a notification.
 */
export const searchPlaces = createRequest('dealers/searchPlaces', geocodePlace, placesCheck, { background: true, quiet: true })
/** A dealer's details for its info window, which shows its own failure with a retry. */
export const fetchDealer = createRequest('dealers/fetchDealer', getDealer, dealerCheck, { background: true })
/** The online dealers (ZBM018), listed apart: they have no position on the map. */
export const fetchOnlineDealers = createRequest('dealers/fetchOnlineDealers', getOnlineDealers, onlineDealersCheck, { background: true })

type DealersState = {
  /** The latest search only (by its text and country). */
  places: Record<string, Answered<Place[]>>
  /** By id: the page has one language, in which the opening hours come. */
  details: Record<string, Answered<Dealer>>
  online: Record<string, Answered<OnlineDealer[]>>
}

const initialState: DealersState = { places: {}, details: {}, online: {} }

export const placesKey = ({ query, country }: { query: string; country?: string | undefined }) => `${country ?? ''}:${query}`
const ONLINE = 'all'

const dealersSlice = createSlice({
  name: 'dealers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchPlaces.pending, (state, { meta }) => {
        // Only the latest search is kept: an earlier text's places are of no use once the text changed.
        const key = placesKey(meta.arg)
        const kept = state.places[key]
        state.places = kept ? { [key]: kept } : {}
        started(state.places, key, meta)
      })
      .addCase(searchPlaces.fulfilled, (state, { payload, meta }) => answered(state.places[placesKey(meta.arg)], meta, payload.places))
      .addCase(searchPlaces.rejected, (state, action) => rejected(state.places[placesKey(action.meta.arg)], action))
      .addCase(fetchDealer.pending, (state, { meta }) => started(state.details, meta.arg.id, meta))
      .addCase(fetchDealer.fulfilled, (state, { payload, meta }) => answered(state.details[meta.arg.id], meta, payload.dealer))
      .addCase(fetchDealer.rejected, (state, action) => rejected(state.details[action.meta.arg.id], action, true))
      .addCase(fetchOnlineDealers.pending, (state, { meta }) => started(state.online, ONLINE, meta))
      .addCase(fetchOnlineDealers.fulfilled, (state, { payload, meta }) => answered(state.online[ONLINE], meta, payload.dealers))
      .addCase(fetchOnlineDealers.rejected, (state, action) => rejected(state.online[ONLINE], action))
  },
  selectors: {
    selectAll: (state) => state,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof dealersSlice> {}
}

// Injected once, when the dealer finder's code loads.
const injected = dealersSlice.injectInto(rootReducer)
const all = (state: RootState) => injected.selectors.selectAll(state)

export const selectPlaces = (state: RootState, question: { query: string; country?: string | undefined }): Answered<Place[]> => all(state).places[placesKey(question)] ?? NOT_ASKED
export const selectDealer = (state: RootState, id: string): Answered<Dealer> => all(state).details[id] ?? NOT_ASKED
export const selectOnlineDealers = (state: RootState): Answered<OnlineDealer[]> => all(state).online[ONLINE] ?? NOT_ASKED
