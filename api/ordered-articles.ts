/**
 * The ordered articles (spec 1 §2 "ordered products", §3 "Orders results: … listSortSelectField (ordered
 * products only)", §7 "GET /api/article-order-history/ … query params; data.results"): every pack the customer
 * the user works for has ordered, one page at a time as a server-side table (api/table-schemas.ts), each with
 * when it was last ordered, in how many orders and how many in all, and whether it can be ordered now.
 */
import * as v from 'valibot'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import type { TableQuery } from '@/src/lib/table-query'
import type { CallContext } from './client'
import { getTablePage } from './table-schemas'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** One ordered pack (spec 1 §3 "Orders results: entries"; "Last order date: id, lastOrderDate"). */
export const orderedArticleEntrySchema = v.object({
  /** The pack's article number, e.g. '10-4111.004': what goes into the cart. */
  productId: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  /** The product's base article number, e.g. '10-4111'. */
  articleNumber: shown(40),
  title: shown(200),
  /** The product's page. */
  url: maybe(address),
  /** The pack, e.g. '20 l Kanister'. */
  packSize: maybe(shown(60)),
  /** When it was last ordered: ISO 8601 with its zone. */
  lastOrderDate: v.pipe(v.string(), v.isoTimestamp()),
  /** In how many orders it was. */
  orderCount: count,
  /** How many packs were ordered in all. */
  totalQuantity: count,
  /** Whether it can be ordered online now (spec 1 §3 "Product SAP data: articlesOrderable"); absent: yes. */
  orderable: v.optional(v.boolean(), true),
  /** Why not, when it cannot. */
  reason: maybe(shown(200)),
})
export type OrderedArticleEntry = v.InferOutput<typeof orderedArticleEntrySchema>

/** spec 1 §7: GET /api/article-order-history/ with the table's query parameters; answers data.results. */
export const getOrderedArticles = (query: TableQuery, context: CallContext) => getTablePage('orderedArticles', query, context)
