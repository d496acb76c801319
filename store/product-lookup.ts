import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { articleKey, postProductLookup, productLookupAnswer, type LookupPack } from '@/api/product-lookup'
import { rootReducer, type RootState } from './index'
import { createRequest } from './request'

// The packs the quick order has looked up on this page, by article key (api/product-lookup.ts
// articleKey): found, unknown, being asked for, or failed. A number is asked for once per page; what the
// server answered stays, so a line edited back to an earlier number resolves at once. Answers may arrive
// in any order: each one only fills in the numbers it was asked for, which no other answer decides.

/**
 * Looks up article numbers (at most 500 per call). In the background: the quick order shows each line's
 * progress itself, and the page's loader overlay (spec 1 §4) must never cover the field being typed in.
 */
export const lookupProducts = createRequest('products/lookupProducts', postProductLookup, productLookupAnswer, { background: true })

type LookupState = {
  /** The pack of each article key that names one. */
  packs: Record<string, LookupPack>
  /** Article keys that name no pack. */
  unknown: Record<string, true>
  /** Article keys a request is on its way for. */
  asking: Record<string, true>
  /** Article keys whose request failed; asked again only on the user's retry. */
  failed: Record<string, true>
}

const initialState: LookupState = { packs: {}, unknown: {}, asking: {}, failed: {} }

const lookupSlice = createSlice({
  name: 'productLookup',
  initialState,
  reducers: {
    /** The user asks again for the numbers whose lookup failed. */
    lookupRetried: (lookup) => {
      lookup.failed = {}
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(lookupProducts.pending, (lookup, { meta }) => {
        for (const key of meta.arg.productIds) {
          lookup.asking[key] = true
          delete lookup.failed[key]
        }
      })
      .addCase(lookupProducts.fulfilled, (lookup, { payload, meta }) => {
        for (const pack of payload.packs) lookup.packs[articleKey(pack.productId)] = pack
        for (const number of payload.unknown) lookup.unknown[articleKey(number)] = true
        for (const key of meta.arg.productIds) {
          delete lookup.asking[key]
          // A number the answer names neither way has no pack this page can show: unknown, not pending forever.
          if (!(key in lookup.packs)) lookup.unknown[key] = true
        }
      })
      .addCase(lookupProducts.rejected, (lookup, { meta }) => {
        for (const key of meta.arg.productIds) {
          delete lookup.asking[key]
          // Cancelled on purpose (the island went away): nothing failed, the number is simply not known yet.
          if (!meta.aborted) lookup.failed[key] = true
        }
      })
  },
  selectors: {
    selectLookup: (lookup) => lookup,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof lookupSlice> {}
}

// Injected once, when the quick order's code loads; every island of the page shares it.
const injected = lookupSlice.injectInto(rootReducer)

export const { lookupRetried } = lookupSlice.actions

/** Everything looked up on this page so far. */
export const selectLookup = (state: RootState): LookupState => injected.selectors.selectLookup(state)

export type { LookupState }
