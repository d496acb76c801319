import { shoppingListIdSchema } from '@/api/shopping-lists'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

/** The query parameter of the detail page's address that names the list: `/konto/einkaufslisten/liste?id=sl-werkstatt`. */
export const LIST_ID_PARAM = 'id'

const listIdCheck = schemaCheck(shoppingListIdSchema, `address.${LIST_ID_PARAM}`)

/**
 * The address of a list's detail page: the detail page's address (a prop, or session.urls.shoppingListUrl)
 * with the list's id as the query parameter `id`, any parameters it has kept.
 */
export function listDetailHref(detailUrl: string, shoppingListId: string): string {
  const [path = '', hash] = detailUrl.split('#', 2)
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?'
  return `${path}${separator}${LIST_ID_PARAM}=${encodeURIComponent(shoppingListId)}${hash === undefined ? '' : `#${hash}`}`
}

/**
 * The list id of the current address. The address is user input: an id that is no list id (a typo, an
 * injected value) is dropped with a console warning and an error report, and the page says that no list
 * is chosen.
 */
export function readListId(search: string = window.location.search): string | undefined {
  const raw = new URLSearchParams(search).get(LIST_ID_PARAM)
  if (raw === null || raw.trim() === '') return undefined
  const checked = listIdCheck.parse(raw.trim())
  if (checked.ok) return checked.value
  reportDropped(`Dropped ${checked.problems.join('; ')}`)
  return undefined
}
