import { ARTICLE_NUMBER_MAX_LENGTH, articleKey, type LookupPack } from '@/api/product-lookup'
import type { LookupState } from '@/store/product-lookup'
import { checkQuantity, type OrderRow, type QuantityProblem } from './order-lines'

/**
 * What is wrong with a row's article: none given, no pack has that number, it is already in an earlier
 * row, SAP does not let it be ordered (with SAP's reason), the cart refused it (with the cart's reason), or
 * the lookup failed.
 */
export type ArticleProblem = 'missingArticle' | 'unknown' | 'duplicate' | 'notOrderable' | 'refused' | 'lookupFailed'

/**
 * A row as the list shows it. Only primitives and the pack the store holds (the same object until the
 * server answers anew), so a row whose check did not change is not drawn again (order-table.tsx memo).
 */
export type RowCheck = {
  /** The article key the row is looked up by (api/product-lookup.ts articleKey). */
  key: string
  /** Its lookup is still to come: a pause after typing is running, or the request is on its way. */
  pending: boolean
  pack: LookupPack | undefined
  /** The quantity, when it is a whole number from 1 to 9999. */
  quantity: number | undefined
  articleProblem: ArticleProblem | undefined
  /** With `duplicate`: the position (1-based) that already has the article. */
  duplicateOf: number | undefined
  /** With `notOrderable` and `refused`: why, in the server's words. */
  reason: string | undefined
  quantityProblem: QuantityProblem | undefined
  /** It goes into the cart: a known, orderable pack, a good quantity and nothing else wrong. */
  ready: boolean
}

/** Whether an article key is sent to the lookup at all (a longer one is no article number). */
export const isLookupKey = (key: string) => key !== '' && key.length <= ARTICLE_NUMBER_MAX_LENGTH

/** The article keys of `rows` the lookup has not answered and is not asked for yet, each once. */
export function keysToLookUp(rows: readonly OrderRow[], lookup: LookupState): string[] {
  const keys = new Set<string>()
  for (const row of rows) {
    const key = articleKey(row.articleNumber)
    if (isLookupKey(key) && !(key in lookup.packs) && !(key in lookup.unknown) && !(key in lookup.asking) && !(key in lookup.failed)) keys.add(key)
  }
  return [...keys]
}

/** A row with its check, as the table and the cart step read it. */
export type CheckedRow = { row: OrderRow; check: RowCheck }

/** Checks every row of the list against what the lookup knows and against the rows before it. */
export function checkRows(rows: readonly OrderRow[], lookup: LookupState): CheckedRow[] {
  const firstAt = new Map<string, number>()
  return rows.map((row, index): CheckedRow => {
    const key = articleKey(row.articleNumber)
    const quantity = checkQuantity(row.quantityText)
    const pack = lookup.packs[key]
    const earlier = firstAt.get(key)
    if (key !== '' && earlier === undefined) firstAt.set(key, index)
    const pending = isLookupKey(key) && pack === undefined && !(key in lookup.unknown) && !(key in lookup.failed)

    let articleProblem: ArticleProblem | undefined
    let reason: string | undefined
    if (key === '') articleProblem = 'missingArticle'
    // The same article twice would be ordered twice: the buyer keeps one row (pasted duplicates are merged).
    else if (earlier !== undefined) articleProblem = 'duplicate'
    else if (!isLookupKey(key) || key in lookup.unknown) articleProblem = 'unknown'
    else if (key in lookup.failed) articleProblem = 'lookupFailed'
    else if (pack && !pack.orderable) {
      articleProblem = 'notOrderable'
      reason = pack.reason
    } else if (row.refused !== undefined) {
      articleProblem = 'refused'
      reason = row.refused
    }

    const quantityProblem = quantity.ok ? undefined : quantity.problem
    const check: RowCheck = {
      key,
      pending,
      pack,
      quantity: quantity.ok ? quantity.quantity : undefined,
      articleProblem,
      duplicateOf: articleProblem === 'duplicate' && earlier !== undefined ? earlier + 1 : undefined,
      reason,
      quantityProblem,
      ready: pack !== undefined && pack.orderable && articleProblem === undefined && quantityProblem === undefined,
    }
    return { row, check }
  })
}
