import type { WithSlice } from '@reduxjs/toolkit'
import type { Message } from '@/api/envelope'
import { postProductPrices, productPricesCheck, PRODUCT_PRICES_MAX, type TilePrice } from '@/api/product-prices'
import { createLookupSlice, lookupHooks, type Lookup } from './number-lookup'
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

const tilePricesSlice = createLookupSlice('tilePrices', fetchTilePrices, (answer, number) => answer.prices?.[number] ?? null)

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof tilePricesSlice> {}
}

const tilePrices = lookupHooks(tilePricesSlice, fetchTilePrices, PRODUCT_PRICES_MAX)

/** What a tile shows of its price: on its way, the price, none (the answer has no price for it), or failed. */
export type TilePriceState = Lookup<TilePrice>

/**
 * The price of a tile's number (the pack it stands for, else its product number) for a signed-in active
 * e-commerce shop user, asked with the next batch; undefined for everyone else (spec 1 §6).
 */
export const useTilePrice: (number: string | undefined) => TilePriceState | undefined = tilePrices.useLookup

/**
 * The server's messages when the call for any of these numbers' prices failed (an empty list: it said
 * nothing), for a note beside the tiles; undefined otherwise and for everyone but an active shop user.
 */
export const useTilePricesFailure: (numbers: readonly string[]) => Message[] | undefined = tilePrices.useLookupFailure
