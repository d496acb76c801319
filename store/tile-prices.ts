import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { useEffect } from 'react'
import type { Message } from '@/api/envelope'
import { postProductPrices, productPricesCheck, PRODUCT_PRICES_MAX, type TilePrice } from '@/api/product-prices'
import { chunksOf, frameBatch } from './frame-batch'
import { useAppSelector, useAppStore } from './hooks'
import { selectIsActiveShopUser } from './price-basis'
import { rootReducer } from './index'
import { createRequest } from './request'

// The signed-in active shop user's price on product tiles (spec 1 §6: only they get prices beside the
// product detail's; anonymous visitors keep the prompt to sign in): the category pages, the search results
// and the favourites. Batched like the price labels (store/price-labels.ts): the numbers every tile of the
// page asks for within one frame go out in one call, and each answer is kept.

/**
 * POST /api/product/prices with the tiles' numbers (api/product-prices.ts). In the background (the tiles are
 * readable without prices) and quiet: a failure is said on the tiles and above them (the server's messages,
 * or that the prices are unavailable); one without messages goes to the error report (store/request.ts).
 */
export const fetchTilePrices = createRequest('products/fetchTilePrices', postProductPrices, productPricesCheck, { background: true, quiet: true })

type TilePricesState = {
  /** Per number: its price, or null when the answer has none. Absent: not asked yet. */
  prices: Record<string, TilePrice | null>
  /** Numbers asked and not answered yet ('pending'), or whose call failed ('failed': not asked again on this page). */
  asked: Record<string, 'pending' | 'failed'>
  /** The server's messages of the latest failed call (none: an empty list); null while no call failed. */
  failure: Message[] | null
}

const initialState: TilePricesState = { prices: {}, asked: {}, failure: null }

const tilePricesSlice = createSlice({
  name: 'tilePrices',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTilePrices.pending, (state, { meta }) => {
        for (const number of meta.arg.products) state.asked[number] = 'pending'
      })
      .addCase(fetchTilePrices.fulfilled, (state, { payload, meta }) => {
        for (const number of meta.arg.products) {
          state.prices[number] = payload.prices?.[number] ?? null
          delete state.asked[number]
        }
      })
      .addCase(fetchTilePrices.rejected, (state, { meta, payload }) => {
        for (const number of meta.arg.products) state.asked[number] = 'failed'
        state.failure = payload?.messages ?? []
      })
  },
  selectors: {
    selectTilePriceOf: (state, number: string): TilePrice | null | undefined => state.prices[number],
    // Known, on its way or failed: not to be asked again.
    selectIsTilePriceAsked: (state, number: string): boolean => number in state.prices || number in state.asked,
    selectIsTilePriceFailed: (state, number: string): boolean => state.asked[number] === 'failed',
    /** The server's messages of the latest failed call; null while none failed. */
    selectTilePriceFailure: (state): Message[] | null => state.failure,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof tilePricesSlice> {}
}

// Injected once, when the first tile loads this module; all islands share it.
const injected = tilePricesSlice.injectInto(rootReducer)

export const { selectTilePriceOf, selectIsTilePriceAsked, selectIsTilePriceFailed, selectTilePriceFailure } = injected.selectors

const queue = frameBatch((store, numbers) => {
  const state = store.getState()
  if (!selectIsActiveShopUser(state)) return
  const fresh = numbers.filter((number) => !selectIsTilePriceAsked(state, number))
  for (const products of chunksOf(fresh, PRODUCT_PRICES_MAX)) void store.dispatch(fetchTilePrices({ products }))
})

/** What a tile shows of its price: on its way, the price, none (the answer has no price for it), or failed. */
export type TilePriceState = { status: 'loading' } | { status: 'done'; price: TilePrice } | { status: 'none' } | { status: 'failed' }

const LOADING: TilePriceState = { status: 'loading' }
const NONE: TilePriceState = { status: 'none' }
const FAILED: TilePriceState = { status: 'failed' }

/**
 * The price of a tile's number (the pack it stands for, else its product number) for a signed-in active
 * e-commerce shop user, asked with the next batch; undefined for everyone else (spec 1 §6).
 */
export function useTilePrice(number: string | undefined): TilePriceState | undefined {
  const store = useAppStore()
  const eligible = useAppSelector(selectIsActiveShopUser)
  const price = useAppSelector((state) => (number ? selectTilePriceOf(state, number) : undefined))
  const failed = useAppSelector((state) => (number ? selectIsTilePriceFailed(state, number) : false))
  useEffect(() => {
    if (!eligible || !number || selectIsTilePriceAsked(store.getState(), number)) return
    queue(store, number)
  }, [store, eligible, number])
  if (!eligible || !number) return undefined
  if (failed) return FAILED
  if (price === null) return NONE
  return price === undefined ? LOADING : { status: 'done', price }
}

/**
 * The server's messages when the call for any of these numbers' prices failed (an empty list: it said
 * nothing), for a note beside the tiles; undefined otherwise and for everyone but an active shop user.
 */
export function useTilePricesFailure(numbers: readonly string[]): Message[] | undefined {
  const eligible = useAppSelector(selectIsActiveShopUser)
  const failed = useAppSelector((state) => numbers.some((number) => selectIsTilePriceFailed(state, number)))
  const failure = useAppSelector(selectTilePriceFailure)
  return eligible && failed ? (failure ?? []) : undefined
}
