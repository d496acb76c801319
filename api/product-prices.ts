/**
 * The tile price call (beyond spec 1 §7, which names the price only with the product detail,
 * /api/product/detail): the signed-in active shop user's price of many product tiles in one call, so a
 * category page, the search results and the favourites show each product's price without opening it.
 * Keyed like the price labels (api/price-labels.ts): each asked number, a product number or the article
 * number of the pack the tile stands for, answers the price of that pack (a product's first pack for a
 * product number) and the pack's size. A module of its own, so a tile loads no list schemas.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { boundedText, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

/** At most this many numbers go into one call (a page shows far fewer). */
export const PRODUCT_PRICES_MAX = 100

/** One tile's price: the amount in CHF as the server sent it (spec 1 §6: on this user's basis) and the pack's size. */
export const tilePriceSchema = v.object({ price: v.pipe(v.number(), v.finite(), v.minValue(0)), size: maybe(shown(40)) })
export type TilePrice = v.InferOutput<typeof tilePriceSchema>

/** `{ prices: { '10-4111': { price: 24.5, size: '1 l' } } }`: a number without a price (unknown, not sold) is left out. */
export const productPricesSchema = v.object({ prices: maybe(v.record(boundedText(60), tilePriceSchema)) })
export type ProductPrices = v.InferOutput<typeof productPricesSchema>

export const productPricesCheck = schemaCheck(productPricesSchema)

/** POST /api/product/prices with `products`, the numbers of the tiles (active e-commerce shop users only). */
export const postProductPrices = ({ products }: { products: readonly string[] }, context: CallContext) =>
  callData('post', 'productPrices', { body: { products: [...products] }, ...context })
