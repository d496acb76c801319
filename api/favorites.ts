/**
 * The favourite calls (spec 2 §3, §7) and the shapes of their answers, checked at the edge by schema: the
 * favourite product list (entries: products in the product list's shape, spec 1 §3 Product), and adding
 * or removing favourites by product id, each answering the full list of ids.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { callData, type CallContext } from './client'
import { cappedList, listProductSchema } from './product-schemas'

/** A product id as the favourite calls name it (the catalogue's id, e.g. 'p-10-4111'). */
export const favoriteIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(60))

/**
 * A favourite product: a product of the product list (spec 1 §3 Product: title, url, image, label, tags,
 * articleNumber, variant, lastOrderDate), so the shared product tile shows it.
 */
export const favoriteEntrySchema = listProductSchema
export type FavoriteEntry = v.InferOutput<typeof favoriteEntrySchema>

/** spec 2 §7 "Get favourite product list": reads entries. */
export const favoriteListAnswer = schemaCheck(v.object({ entries: cappedList(favoriteEntrySchema) }))

/** spec 2 §7 "Add/Remove favourite": reads favorites, the full list of product ids. */
export const favoriteIdsAnswer = schemaCheck(v.object({ favorites: cappedList(favoriteIdSchema) }))

/** Which products to add or remove. */
export type FavoriteIds = { productIds: string[] }

/** spec 2 §7: GET the favourite product list, no payload. */
export const getFavorites = (_: void, context: CallContext) => callData('get', 'favorites', context)

/** spec 2 §7: POST favorites (a list of product ids) to add them. */
export const postFavoritesAdd = ({ productIds }: FavoriteIds, context: CallContext) => callData('post', 'favoritesAdd', { body: { favorites: productIds }, ...context })

/** spec 2 §7: POST favorites (a list of product ids) to remove them. */
export const postFavoritesRemove = ({ productIds }: FavoriteIds, context: CallContext) =>
  callData('post', 'favoritesRemove', { body: { favorites: productIds }, ...context })
