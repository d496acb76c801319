/**
 * The shopping list calls (spec 2 §3, §7) and the shapes of their answers, checked at the edge
 * by schema: the lists, one list with its items priced for the user (cart entries of api/cart-schemas.ts),
 * create, rename or change (PATCH), delete (with the referer field), add a pack to a list, and put a whole
 * list into the B2B cart (which answers the cart and the lines it could not add).
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { shownText as shown } from '@/src/lib/schema-parts'
import { b2bCartSchema, cartEntrySchema, CART_LINES_MAX, notOrderableEntrySchema, rejectedLineSchema } from './cart-schemas'
import { callData, type CallContext } from './client'

/** A list's name is at most this long; the server refuses longer ones, the form says so before sending. */
export const SHOPPING_LIST_NAME_MAX = 60
/** At most this many lists of one answer are read. */
export const SHOPPING_LISTS_MAX = 200

/** A list's id as it may travel in an address or a query parameter: a short token, nothing to escape. */
export const shoppingListIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\w-]+$/, 'expected a shopping list id'))

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const timestamp = v.pipe(v.string(), v.isoTimestamp())

/** One list of the overview (spec 2 §3 "shopping list: list with shoppingListId"): its name, how many items, its last change. */
export const shoppingListSummarySchema = v.object({
  shoppingListId: shoppingListIdSchema,
  name: shown(SHOPPING_LIST_NAME_MAX),
  itemCount: count,
  /** ISO 8601 date and time of the last change. */
  updatedAt: timestamp,
})
export type ShoppingListSummary = v.InferOutput<typeof shoppingListSummarySchema>

const summaries = v.pipe(v.array(shoppingListSummarySchema), v.maxLength(SHOPPING_LISTS_MAX))
const lines = <S extends v.GenericSchema>(schema: S) => v.pipe(v.array(schema), v.maxLength(CART_LINES_MAX))

/**
 * One list with its items (spec 2 §3 "and a detail object"), priced for the user as cart lines are: each
 * item a cart entry (its productId the pack's article number, unit price and sum as the server computed
 * them); the packs that cannot be ordered now apart, with why.
 */
export const shoppingListDetailSchema = v.object({
  shoppingListId: shoppingListIdSchema,
  name: shown(SHOPPING_LIST_NAME_MAX),
  updatedAt: timestamp,
  entries: lines(cartEntrySchema),
  entriesNotOrderable: v.optional(lines(notOrderableEntrySchema), []),
})
export type ShoppingListDetail = v.InferOutput<typeof shoppingListDetailSchema>

/** spec 2 §7 "Add shopping list to cart": the B2B cart as it is now, and the items it could not take, each with why. */
export const listToCartSchema = v.object({ ...b2bCartSchema.entries, rejected: v.optional(v.pipe(v.array(rejectedLineSchema), v.maxLength(CART_LINES_MAX)), []) })
export type ListToCartResult = v.InferOutput<typeof listToCartSchema>

/** Answers that carry the lists (fetch, delete, add to a list). */
export const shoppingListsAnswer = schemaCheck(v.object({ shoppingLists: summaries }))
/** Create answers the lists and the new list's id (so "new list" in the add dialog can add to it at once). */
export const createdListAnswer = schemaCheck(v.object({ shoppingLists: summaries, shoppingListId: shoppingListIdSchema }))
/** Fetch and update (PATCH) answer the list. */
export const shoppingListAnswer = schemaCheck(v.object({ shoppingList: shoppingListDetailSchema }))
export const listToCartAnswer = schemaCheck(listToCartSchema)

export type ListId = { shoppingListId: string }
/** A change of one item: the pack's article number and its new quantity, 0 removing it. */
export type ItemChange = { productId: string; quantity: number }
/** What PATCH may change: the name, and the quantities of items (0 removes an item). */
export type ShoppingListChange = ListId & { name?: string; items?: ItemChange[] }

/** spec 2 §7: GET the lists (data.shoppingLists). */
export const getShoppingLists = (_: void, context: CallContext) => callData('get', 'shoppingLists', context)

/** spec 2 §7: GET one list, with shoppingListId (data.shoppingList). */
export const getShoppingList = ({ shoppingListId }: ListId, context: CallContext) => callData('get', 'shoppingList', { path: { shoppingListId }, ...context })

/** spec 2 §7: POST a new list with its name; answers the lists. */
export const postShoppingList = ({ name }: { name: string }, context: CallContext) => callData('post', 'shoppingLists', { body: { name }, ...context })

/** spec 2 §7: PATCH a list, with shoppingListId: its name and/or item quantities; answers the list. */
export const patchShoppingList = ({ shoppingListId, ...change }: ShoppingListChange, context: CallContext) =>
  callData('patch', 'shoppingList', { path: { shoppingListId }, body: change, ...context })

/** spec 2 §7: DELETE a list, with shoppingListId and the body field referer (the current path); answers the lists. */
export const deleteShoppingList = ({ shoppingListId, referer }: ListId & { referer: string }, context: CallContext) =>
  callData('delete', 'shoppingList', { path: { shoppingListId }, body: { referer }, ...context })

/** spec 2 §7: POST a pack (its article number) and a quantity to a list, with shoppingListId; answers the lists. */
export const postShoppingListItem = ({ shoppingListId, productId, quantity }: ListId & ItemChange, context: CallContext) =>
  callData('post', 'shoppingListAdd', { path: { shoppingListId }, body: { productId, quantity }, ...context })

/** spec 2 §7: POST a whole list into the B2B cart, with shoppingListId; answers the cart data and the lines not added. */
export const postShoppingListToCart = ({ shoppingListId }: ListId, context: CallContext) =>
  callData('post', 'shoppingListToCart', { path: { shoppingListId }, body: {}, ...context })
