/**
 * The search calls (spec 1 §7) and the shapes of their answers, checked at the edge by schema: product
 * search (live, 7), content search (live 12, or a page of 12), and the advanced product search of the
 * search page with its category tree (spec 1 §2, §3, §5). Texts are capped here, once.
 */
import * as v from 'valibot'
import { capDepth } from '@/src/lib/cap'
import { schemaCheck } from '@/src/lib/schema-check'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { productImageSchema, productTagsSchema } from './product-schemas'

export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-limits'
/** spec 1 §7, §9: live search shows 7 products. */
export const LIVE_PRODUCT_LIMIT = 7
/** spec 1 §7, §9: live search shows 12 content results. */
export const LIVE_DOCUMENT_LIMIT = 12
/** spec 1 §4, §9: the search page shows 12 results of each kind, and load more adds 12. */
export const RESULTS_PAGE_SIZE = 12
// The product parts every product answer shares live in api/product-schemas.ts; re-exported for the search's readers.
export { productImageSchema } from './product-schemas'

const TITLE_MAX = 200
const TEXT_MAX = 500
/** A category tree deeper than this is not read (the search page's filter: docs/cms-integration.md "Page data" limits, capTree). */
export const CATEGORY_LEVELS = 4
/** At most this many entries of one answer are read. */
const LIST_MAX = 200

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const id = v.union([v.pipe(v.string(), v.maxLength(100)), v.pipe(v.number(), v.finite(), v.transform(String))])
const list = <S extends v.GenericSchema>(schema: S) => v.pipe(v.array(schema), v.transform((items) => items.slice(0, LIST_MAX)))

/** A product as search answers it (spec 1 §3 Product); its tags shown sale, new, bestseller (spec 2 §1, src/lib/product-tags.ts). */
export const productHitSchema = v.object({
  id,
  title: shown(TITLE_MAX),
  url: address,
  articleNumber: shown(40),
  label: maybe(shown(TITLE_MAX)),
  image: maybe(productImageSchema),
  tags: productTagsSchema,
  /** The category path, shown under the title in suggestions. */
  category: maybe(shown(TITLE_MAX)),
})
export type ProductHit = v.InferOutput<typeof productHitSchema>

/** A content result: a CMS page, or an asset (a downloadable file with its type and size in bytes). */
export const contentHitSchema = v.object({
  id,
  title: shown(TITLE_MAX),
  url: address,
  type: v.picklist(['page', 'asset']),
  text: maybe(shown(TEXT_MAX)),
  /** An asset's file type, e.g. "PDF". */
  fileType: maybe(shown(10)),
  /** An asset's size in bytes (shown in 1024 steps, spec 1 §9). */
  size: maybe(count),
})
export type ContentHit = v.InferOutput<typeof contentHitSchema>

// The did-you-mean suggestion(s) (spec 1 §2, §3): one string or a list, read as a list.
const suggestions = maybe(v.union([v.pipe(shown(100), v.transform((text) => [text])), v.pipe(list(shown(100)), v.transform((items) => items.slice(0, 5)))]))

/** The product search's answer (spec 1 §3: product results with countTotal and suggestion). */
export const productSearchSchema = v.object({ products: list(productHitSchema), countTotal: count, suggestion: suggestions })
export type ProductSearch = v.InferOutput<typeof productSearchSchema>

/** The content search's answer. */
export const documentSearchSchema = v.object({ results: list(contentHitSchema), countTotal: count })
export type DocumentSearch = v.InferOutput<typeof documentSearchSchema>

/** A node of the search page's category filter (spec 1 §3: id, name, count, children). */
export type CategoryNode = { id: string; name: string; count: number; children: CategoryNode[] }
const categoryNodeSchema: v.GenericSchema<unknown, CategoryNode> = v.object({
  id,
  name: shown(TITLE_MAX),
  count,
  children: v.optional(v.lazy(() => list(categoryNodeSchema)), []),
})

/** The advanced product search's answer: products and the category tree (spec 1 §3). */
export const advancedSearchSchema = v.object({
  products: list(productHitSchema),
  countTotal: count,
  categories: v.optional(list(categoryNodeSchema), []),
  suggestion: suggestions,
})
export type AdvancedSearch = v.InferOutput<typeof advancedSearchSchema>

export const productSearchCheck = schemaCheck(productSearchSchema)
export const documentSearchCheck = schemaCheck(documentSearchSchema)
// The tree is cut below its levels before it is read: a 2 000-level answer overflows no stack.
const advancedCheck = schemaCheck(advancedSearchSchema)
export const advancedSearchCheck: typeof advancedCheck = {
  parse: (data) => advancedCheck.parse(capDepth(data, 3 + CATEGORY_LEVELS * 2)),
}

export type ProductSearchInput = { query: string; limit?: number }
export type DocumentSearchInput = { query: string; limit?: number; offset?: number; isLiveSearch?: boolean }
export type AdvancedSearchInput = { query: string; categories: readonly string[]; offset?: number; limit?: number }

/** spec 1 §7: GET /api/search/product with query and limit 7. */
export const getProductSearch = ({ query, limit = LIVE_PRODUCT_LIMIT }: ProductSearchInput, context: CallContext) =>
  callData('get', 'searchProducts', { params: { query, limit }, ...context })

/** spec 1 §7: GET /api/search/document with query, limit 12 and isLiveSearch (live) or an offset (the search page). */
export const getDocumentSearch = ({ query, limit = LIVE_DOCUMENT_LIMIT, offset, isLiveSearch }: DocumentSearchInput, context: CallContext) =>
  callData('get', 'searchDocuments', {
    params: { query, limit, ...(offset === undefined ? {} : { offset }), ...(isLiveSearch ? { isLiveSearch: true } : {}) },
    ...context,
  })

/**
 * spec 1 §7: GET /api/search/product-advanced with query and categories[] (plus offset and limit for load
 * more). categories[] holds every checked category with its parents (spec 1 §4: a parent is checked when any
 * child is); the backend filters by those without a checked child, so a checked child narrows its parent.
 */
export const getAdvancedSearch = ({ query, categories, offset = 0, limit = RESULTS_PAGE_SIZE }: AdvancedSearchInput, context: CallContext) =>
  callData('get', 'searchProductsAdvanced', { params: { query, categories: [...categories], offset, limit }, ...context })
