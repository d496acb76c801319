import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { useEffect } from 'react'
import type { Message } from '@/api/envelope'
import { postPriceLabels, priceLabelsCheck, PRICE_LABELS_MAX } from '@/api/price-labels'
import { chunksOf, frameBatch } from './frame-batch'
import { useAppSelector, useAppStore } from './hooks'
import { selectIsActiveShopUser } from './price-basis'
import { rootReducer, type AppStore } from './index'
import { createRequest } from './request'

// The list price (sale) labels of products (spec 1 §6, §7; spec 2 §1, §3, §6, §7): only active
// e-commerce shop users get them, on product tiles, teasers and hotspot tiles that have a product number.
// Every tile of the page asks through usePriceLabel; the numbers asked within one frame, from every island,
// go out in ONE call, and each number's answer is kept, so a re-render or load more asks only for new ones.

/**
 * spec 1 §7, spec 2 §7: POST /api/product/price-label with the product numbers. In the background (the
 * labels decorate tiles the user is already reading; the loader overlay must not cover them) and quiet: a
 * failure is said where the labels would be (the server's messages, or that they are unavailable), not as
 * a page notification; one without messages goes to the error report (store/request.ts).
 */
export const fetchPriceLabels = createRequest('products/fetchPriceLabels', postPriceLabels, priceLabelsCheck, { background: true, quiet: true })

type PriceLabelsState = {
  /** Per product number: its label, or null when it has none. Absent: not asked yet. */
  labels: Record<string, string | null>
  /** Numbers asked and not answered yet ('pending'), or whose call failed ('failed': not asked again on this page). */
  asked: Record<string, 'pending' | 'failed'>
  /** The server's messages of the latest failed call (none: an empty list); null while no call failed. */
  failure: Message[] | null
}

const initialState: PriceLabelsState = { labels: {}, asked: {}, failure: null }

const priceLabelsSlice = createSlice({
  name: 'priceLabels',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPriceLabels.pending, (state, { meta }) => {
        for (const number of meta.arg.products) state.asked[number] = 'pending'
      })
      .addCase(fetchPriceLabels.fulfilled, (state, { payload, meta }) => {
        // spec 2 §3: labels keyed by product number; a number the answer leaves out has none.
        for (const number of meta.arg.products) {
          state.labels[number] = payload.labels?.[number]?.label ?? null
          delete state.asked[number]
        }
      })
      .addCase(fetchPriceLabels.rejected, (state, { meta, payload }) => {
        for (const number of meta.arg.products) state.asked[number] = 'failed'
        state.failure = payload?.messages ?? []
      })
  },
  selectors: {
    selectPriceLabelOf: (state, productNumber: string): string | undefined => state.labels[productNumber] ?? undefined,
    // Known, on its way or failed: not to be asked again.
    selectIsPriceLabelAsked: (state, productNumber: string): boolean => productNumber in state.labels || productNumber in state.asked,
    /** Whether the call that was to bring this number's label failed. */
    selectIsPriceLabelFailed: (state, productNumber: string): boolean => state.asked[productNumber] === 'failed',
    /** The server's messages of the latest failed call; null while none failed. */
    selectPriceLabelFailure: (state): Message[] | null => state.failure,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof priceLabelsSlice> {}
}

// Injected once, when the first tile, teaser or hotspot tile loads this module; all islands share it.
const injected = priceLabelsSlice.injectInto(rootReducer)

export const { selectPriceLabelOf, selectIsPriceLabelAsked, selectIsPriceLabelFailed, selectPriceLabelFailure } = injected.selectors


// ——— One call per frame for every island (store/frame-batch.ts) ———

const queue = frameBatch((store, numbers) => {
  const state = store.getState()
  if (!selectIsActiveShopUser(state)) return
  const fresh = numbers.filter((number) => !selectIsPriceLabelAsked(state, number))
  for (const products of chunksOf(fresh, PRICE_LABELS_MAX)) void store.dispatch(fetchPriceLabels({ products }))
})

/** Asks for `productNumber`'s label with the next batch, unless it is known or asked already. */
export function queuePriceLabel(store: AppStore, productNumber: string): void {
  const state = store.getState()
  if (!selectIsActiveShopUser(state) || selectIsPriceLabelAsked(state, productNumber)) return
  queue(store, productNumber)
}

/**
 * The list price (sale) label of a product number for a tile, teaser or hotspot tile (spec 2 §3, §6), e.g.
 * 'Aktion -15 %'; undefined while it is on its way, when the product has none, for a missing number, and
 * for everyone but a signed-in active e-commerce shop user (who alone gets labels, spec 1 §6).
 */
export function usePriceLabel(productNumber: string | undefined): string | undefined {
  const store = useAppStore()
  const eligible = useAppSelector(selectIsActiveShopUser)
  const label = useAppSelector((state) => (productNumber ? selectPriceLabelOf(state, productNumber) : undefined))
  useEffect(() => {
    if (eligible && productNumber) queuePriceLabel(store, productNumber)
  }, [store, eligible, productNumber])
  return eligible ? label : undefined
}

/**
 * The server's messages when the call for any of these numbers' labels failed (an empty list: it said
 * nothing), so the labels' place can say they are unavailable (spec 1 §8); undefined otherwise and for
 * everyone but an active e-commerce shop user.
 */
export function usePriceLabelsFailure(productNumbers: readonly string[]): Message[] | undefined {
  const eligible = useAppSelector(selectIsActiveShopUser)
  const failed = useAppSelector((state) => productNumbers.some((number) => selectIsPriceLabelFailed(state, number)))
  const failure = useAppSelector(selectPriceLabelFailure)
  return eligible && failed ? (failure ?? []) : undefined
}
