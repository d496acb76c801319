import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { useEffect } from 'react'
import { postPriceLabels, priceLabelsCheck, PRICE_LABELS_MAX } from '@/api/price-labels'
import { afterNextPaint } from '@/src/lib/after-paint'
import { useAppSelector, useAppStore } from './hooks'
import { selectIsActiveShopUser } from './price-basis'
import { rootReducer, type AppStore } from './index'
import { createRequest } from './request'

// The list price (sale) labels of products (spec 1 §6, §7; spec 2 §1, §3, §6, §7; issue 9 §3): only active
// e-commerce shop users get them, on product tiles, teasers and hotspot tiles that have a product number.
// Every tile of the page asks through usePriceLabel; the numbers asked within one frame, from every island,
// go out in ONE call, and each number's answer is kept, so a re-render or load more asks only for new ones.

/**
 * spec 1 §7, spec 2 §7: POST /api/product/price-label with the product numbers. In the background (the
 * labels decorate tiles the user is already reading; the loader overlay must not cover them) and quiet: a
 * label that does not come is no news to the user, and the tile stays as it is without one.
 */
export const fetchPriceLabels = createRequest('products/fetchPriceLabels', postPriceLabels, priceLabelsCheck, { background: true, quiet: true })

type PriceLabelsState = {
  /** Per product number: its label, or null when it has none. Absent: not asked yet. */
  labels: Record<string, string | null>
  /** Numbers asked and not answered yet ('pending'), or whose call failed ('failed': not asked again on this page). */
  asked: Record<string, 'pending' | 'failed'>
}

const initialState: PriceLabelsState = { labels: {}, asked: {} }

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
      .addCase(fetchPriceLabels.rejected, (state, { meta }) => {
        for (const number of meta.arg.products) state.asked[number] = 'failed'
      })
  },
  selectors: {
    selectPriceLabelOf: (state, productNumber: string): string | undefined => state.labels[productNumber] ?? undefined,
    // Known, on its way or failed: not to be asked again.
    selectIsPriceLabelAsked: (state, productNumber: string): boolean => productNumber in state.labels || productNumber in state.asked,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof priceLabelsSlice> {}
}

// Injected once, when the first tile, teaser or hotspot tile loads this module; all islands share it.
const injected = priceLabelsSlice.injectInto(rootReducer)

export const { selectPriceLabelOf, selectIsPriceLabelAsked } = injected.selectors


// ——— One call per frame for every island ———

/** The numbers each store (one per page; one per test) has been asked for since the last call. */
const queued = new Map<AppStore, Set<string>>()
let scheduled = false

function flush() {
  scheduled = false
  for (const [store, numbers] of queued) {
    const state = store.getState()
    if (!selectIsActiveShopUser(state)) continue
    const fresh = [...numbers].filter((number) => !selectIsPriceLabelAsked(state, number))
    // A page shows far fewer than PRICE_LABELS_MAX numbers; more would be split rather than refused.
    for (let start = 0; start < fresh.length; start += PRICE_LABELS_MAX) {
      void store.dispatch(fetchPriceLabels({ products: fresh.slice(start, start + PRICE_LABELS_MAX) }))
    }
  }
  queued.clear()
}

/**
 * Collects the numbers asked until the next frame has painted, so every island that renders tiles in this
 * frame (each commits its tiles and runs their effects before the browser paints) joins one call.
 */
function schedule() {
  if (scheduled) return
  scheduled = true
  afterNextPaint(flush)
}

/** Asks for `productNumber`'s label with the next batch, unless it is known or asked already. */
export function queuePriceLabel(store: AppStore, productNumber: string): void {
  const state = store.getState()
  if (!selectIsActiveShopUser(state) || selectIsPriceLabelAsked(state, productNumber)) return
  let numbers = queued.get(store)
  if (!numbers) {
    numbers = new Set()
    queued.set(store, numbers)
  }
  numbers.add(productNumber)
  schedule()
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
