/**
 * The shopping lists (spec 2 §3, §7) of the signed-in active shop user, kept per username in
 * the shop's commerce state (db/commerce.ts). Items are packs (article numbers) with quantities; a list is
 * answered priced for its user through cart-view.ts, so its items have the cart entry shape.
 *
 * Calls (api/addresses.ts):
 * - GET    /api/shopping-list/                       → { shoppingLists }: id, name, itemCount, updatedAt
 * - POST   /api/shopping-list/            { name }   → { shoppingLists, shoppingListId } (the new list first)
 * - GET    /api/shopping-list/{id}                   → { shoppingList }: entries, entriesNotOrderable
 * - PATCH  /api/shopping-list/{id}  { name?, items? } → { shoppingList }: renames, and sets the quantities of
 *   items already on the list ({ productId, quantity }, 0 removes the item, as in the cart, spec 1 §4)
 * - DELETE /api/shopping-list/{id}      { referer }  → { shoppingLists } (spec 2 §7: referer, the current path)
 * - POST   /api/shopping-list/{id}/add { productId, quantity } → { shoppingLists }: a pack already on the list
 *   gets the quantity added (at most 9999). Packs that cannot be ordered now may be kept on a list (a list
 *   is a plan); adding the list to the cart reports them.
 * - POST   /api/shopping-list/{id}/to-cart           → the B2B cart (cart-view.ts b2bCartAnswer) and `rejected`
 */
import { http } from 'msw'
import { MAX_QUANTITY } from '@/src/lib/quantity'
import type { ShoppingList } from '../db/commerce'
import { addLines, answerB2bCart, b2bCartScope, pricedLines } from '../db/cart-view'
import { variantByArticle } from '../db/prices'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { optional, text, withJsonBody, withUser, type Access, type Field } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'

/** A list's name is at most this long (api/shopping-lists.ts says the same to the form). */
export const NAME_MAX = 60
/** At most this many lists per user. */
export const LISTS_MAX = 50
/** At most this many items on one list. */
export const ITEMS_MAX = 200

export const NO_NAME_MESSAGE = 'Bitte geben Sie einen Namen für die Liste ein.'
export const NAME_TOO_LONG_MESSAGE = `Der Name darf höchstens ${NAME_MAX} Zeichen lang sein.`
export const DUPLICATE_NAME_MESSAGE = 'Es gibt bereits eine Einkaufsliste mit diesem Namen.'
export const TOO_MANY_LISTS_MESSAGE = `Sie können höchstens ${LISTS_MAX} Einkaufslisten anlegen.`
export const LIST_GONE_MESSAGE = 'Diese Einkaufsliste gibt es nicht mehr.'
export const EMPTY_LIST_MESSAGE = 'Diese Einkaufsliste ist leer.'
export const QUANTITY_MESSAGE = `Die Menge muss zwischen 1 und ${MAX_QUANTITY} liegen.`
const ITEM_GONE_MESSAGE = 'Dieser Artikel ist nicht mehr auf der Liste.'
const FULL_LIST_MESSAGE = `Eine Einkaufsliste fasst höchstens ${ITEMS_MAX} Artikel.`

// spec 1 §1, §6: shopping lists are a tool of the B2B shop, for active e-commerce shop users.
const shopUsersOnly: Access = {
  allowed: (account) => account.isActiveShopUser,
  message: 'Einkaufslisten stehen nur aktiven Shop-Benutzern zur Verfügung.',
}

// ——— Body fields ———

/** Any whole number; the handler says in German what range it must be in. */
const wholeNumber: Field<number> = { optional: false, expected: 'eine ganze Zahl', accepts: (value): value is number => Number.isInteger(value) }

type ItemChange = { productId: string; quantity: number }
const isItemChange = (value: unknown): value is ItemChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ItemChange).productId === 'string' &&
  Number.isInteger((value as ItemChange).quantity) &&
  (value as ItemChange).quantity >= 0 &&
  (value as ItemChange).quantity <= MAX_QUANTITY

const itemChanges: Field<ItemChange[]> = {
  optional: false,
  expected: `eine Liste von Positionen { productId, quantity } mit Mengen von 0 bis ${MAX_QUANTITY}`,
  accepts: (value): value is ItemChange[] => Array.isArray(value) && value.length > 0 && value.length <= ITEMS_MAX && value.every(isItemChange),
}

/** spec 2 §7: the current path, where the user deleted the list from; a path of this site, never another one. */
const sitePath: Field<string> = {
  optional: false,
  expected: 'ein Pfad dieser Website',
  accepts: (value): value is string => typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])/.test(value),
}

// ——— The lists ———

const nowIso = () => new Date().toISOString()
const newListId = () => `sl-${crypto.randomUUID().slice(0, 8)}`

/** The user's lists in the request's shop (created empty on first use, so changes land in the shop). */
function listsOf(request: Request, user: Account): ShoppingList[] {
  const { shoppingLists } = getShop(shopOf(request)).db.commerce
  const lists = shoppingLists.get(user.username) ?? []
  shoppingLists.set(user.username, lists)
  return lists
}

const summaryOf = ({ shoppingListId, name, updatedAt, items }: ShoppingList) => ({ shoppingListId, name, itemCount: items.length, updatedAt })
const summariesOf = (lists: ShoppingList[]) => lists.map(summaryOf)

/** A list with its items priced for `user` as cart lines are (cart-view.ts): the orderable ones and the others apart, with why. */
function detailOf(user: Account, list: ShoppingList) {
  // A pack is on a list once, so its article number is the item's stable key.
  const lines = list.items.map(({ articleNumber, quantity }) => ({ itemKey: articleNumber, articleNumber, quantity, itemRefText: '' }))
  const { entries, entriesNotOrderable } = pricedLines(user, lines)
  return { shoppingListId: list.shoppingListId, name: list.name, updatedAt: list.updatedAt, entries, entriesNotOrderable }
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'de-CH', { sensitivity: 'accent' }) === 0

/** Why `name` cannot name a list among `lists` (`except` the one being renamed), as a field message; undefined when it can. */
function nameProblem(name: string | undefined, lists: ShoppingList[], except?: ShoppingList) {
  if (name === undefined) return errorMessage(NO_NAME_MESSAGE, 'name')
  if (name.length > NAME_MAX) return errorMessage(NAME_TOO_LONG_MESSAGE, 'name')
  if (lists.some((list) => list !== except && sameName(list.name, name))) return errorMessage(DUPLICATE_NAME_MESSAGE, 'name')
  return undefined
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) => (typeof params.shoppingListId === 'string' ? params.shoppingListId : '')

/** The list the address names, or the 404 answer. */
function findList(request: Request, user: Account, params: Record<string, string | readonly string[] | undefined>): { lists: ShoppingList[]; list: ShoppingList } | Response {
  const lists = listsOf(request, user)
  const list = lists.find((item) => item.shoppingListId === idOf(params))
  return list ? { lists, list } : fail(404, [errorMessage(LIST_GONE_MESSAGE)])
}

export const shoppingListHandlers = [
  // spec 2 §7 "Fetch shopping lists": data.shoppingLists.
  http.get(route('shoppingLists'), withUser(({ request, user }) => ok({ shoppingLists: summariesOf(listsOf(request, user)) }), shopUsersOnly)),

  // spec 2 §7 "Create shopping list": answers shoppingLists; a blank, overlong or taken name is refused at the field.
  http.post(
    route('shoppingLists'),
    withUser(
      withJsonBody({ name: optional(text) }, ({ request, user, body }) => {
        const lists = listsOf(request, user)
        const name = body.name?.trim()
        const problem = nameProblem(name, lists)
        if (problem) return fail(422, [problem])
        if (lists.length >= LISTS_MAX) return fail(409, [errorMessage(TOO_MANY_LISTS_MESSAGE)])
        const list: ShoppingList = { shoppingListId: newListId(), name: name!, updatedAt: nowIso(), items: [] }
        lists.unshift(list)
        return ok({ shoppingLists: summariesOf(lists), shoppingListId: list.shoppingListId }, { status: 201 })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7 "Fetch shopping list": data.shoppingList.
  http.get(
    route('shoppingList'),
    withUser(({ request, user, params }) => {
      const found = findList(request, user, params)
      return found instanceof Response ? found : ok({ shoppingList: detailOf(user, found.list) })
    }, shopUsersOnly),
  ),

  // spec 2 §7 "Update shopping list": PATCH renames and sets item quantities (0 removes); answers the list.
  http.patch(
    route('shoppingList'),
    withUser(
      withJsonBody({ name: optional(text), items: optional(itemChanges) }, ({ request, user, params, body }) => {
        const found = findList(request, user, params)
        if (found instanceof Response) return found
        const { lists, list } = found
        // A PATCH that changes nothing is a rename to a blank name (blank texts read as not given).
        if (body.name !== undefined || body.items === undefined) {
          const problem = nameProblem(body.name?.trim(), lists, list)
          if (problem) return fail(422, [problem])
        }
        for (const { productId, quantity } of body.items ?? []) {
          const index = list.items.findIndex((item) => item.articleNumber === productId)
          // spec 1 §4 (as in the cart): 0 removes; an item already gone is removed already.
          if (index < 0 && quantity > 0) return fail(404, [errorMessage(ITEM_GONE_MESSAGE, 'items')])
          if (index < 0) continue
          if (quantity === 0) list.items.splice(index, 1)
          else list.items[index]!.quantity = quantity
        }
        if (body.name !== undefined) list.name = body.name.trim()
        list.updatedAt = nowIso()
        return ok({ shoppingList: detailOf(user, list) })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7 "Delete shopping list": with the body field referer (the current path); answers the lists.
  http.delete(
    route('shoppingList'),
    withUser(
      withJsonBody({ referer: sitePath }, ({ request, user, params }) => {
        const found = findList(request, user, params)
        if (found instanceof Response) return found
        found.lists.splice(found.lists.indexOf(found.list), 1)
        return ok({ shoppingLists: summariesOf(found.lists) })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7 "Add to shopping list": a pack and a quantity; answers the lists (the item counts changed).
  http.post(
    route('shoppingListAdd'),
    withUser(
      withJsonBody({ productId: text, quantity: wholeNumber }, ({ request, user, params, body }) => {
        const found = findList(request, user, params)
        if (found instanceof Response) return found
        const { lists, list } = found
        const pack = variantByArticle(body.productId)
        if (!pack) return fail(422, [errorMessage(`Die Artikelnummer «${body.productId.trim()}» gibt es nicht.`, 'productId')])
        if (body.quantity < 1 || body.quantity > MAX_QUANTITY) return fail(422, [errorMessage(QUANTITY_MESSAGE, 'quantity')])
        const articleNumber = pack.variant.articleNumber
        const existing = list.items.find((item) => item.articleNumber === articleNumber)
        if (!existing && list.items.length >= ITEMS_MAX) return fail(409, [errorMessage(FULL_LIST_MESSAGE)])
        if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + body.quantity)
        else list.items.push({ articleNumber, quantity: body.quantity })
        list.updatedAt = nowIso()
        return ok({ shoppingLists: summariesOf(lists) })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7 "Add shopping list to cart": every item into the user's B2B cart; answers the cart data
  // (b2bCartAnswer, with count) and the items it could not take, and keeps the session's count in step (spec 2 §4).
  http.post(
    route('shoppingListToCart'),
    withUser(({ request, user, params }) => {
      const found = findList(request, user, params)
      if (found instanceof Response) return found
      if (found.list.items.length === 0) return fail(409, [errorMessage(EMPTY_LIST_MESSAGE)])
      // The cart the checkout shows: for an employee acting for a contact, the customer's (cart-view.ts).
      const scope = b2bCartScope(getShop(shopOf(request)), user)
      const { rejected } = addLines(scope.cart.lines, found.list.items.map(({ articleNumber, quantity }) => ({ productId: articleNumber, quantity })))
      return ok({ ...answerB2bCart(scope), rejected })
    }, shopUsersOnly),
  ),
]
