import { shoppingListIdSchema } from '@/api/shopping-lists'
import { readParam, withParam } from '@/src/lib/address-param'

/** The query parameter of the detail page's address that names the list: `/konto/einkaufslisten/liste?id=sl-werkstatt`. */
export const LIST_ID_PARAM = 'id'

/**
 * The address of a list's detail page: the detail page's address (a prop, or session.urls.shoppingListUrl)
 * with the list's id as the query parameter `id`, any parameters it has kept.
 */
export const listDetailHref = (detailUrl: string, shoppingListId: string): string => withParam(detailUrl, LIST_ID_PARAM, shoppingListId)

/**
 * The list id of the current address. The address is user input: an id that is no list id (a typo, an
 * injected value) is dropped with a console warning and an error report, and the page says that no list
 * is chosen.
 */
export function readListId(search: string = window.location.search): string | undefined {
  const read = readParam(LIST_ID_PARAM, shoppingListIdSchema, search)
  return read.ok ? read.value : undefined
}
