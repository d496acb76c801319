/**
 * The search calls (spec 1 §3, §7) over the mock catalogue and content: the live product search,
 * the content search (live or a page of the search page), and the search page's advanced product search
 * with its category tree. Answers exactly the shapes of api/search.ts. Search needs no sign-in.
 */
import { http } from 'msw'
import { LIVE_DOCUMENT_LIMIT, LIVE_PRODUCT_LIMIT, RESULTS_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@/api/search'
import { categoryTree, documentHit, findDocuments, findProducts, inCategories, isCategoryId, productHit, suggestionsFor } from '../db/search'
import { errorMessage, fail, ok } from '../envelope'
import { flagParam, integerParam, listParam, optionalParam, textParam, withParams } from '../query-params'
import { route } from '../route'

const query = textParam(SEARCH_MAX_LENGTH)
const limit = optionalParam(integerParam(1))
const offset = optionalParam(integerParam(0))

/** The did-you-mean part of an answer: only when nothing was found, and only when there is something to suggest. */
const suggestionOf = (count: number, term: string) => {
  if (count > 0 || term.trim() === '') return {}
  const suggestions = suggestionsFor(term)
  return suggestions.length > 0 ? { suggestion: suggestions } : {}
}

export const searchHandlers = [
  // spec 1 §7: query and limit (7 live).
  http.get(
    route('searchProducts'),
    withParams({ query, limit }, ({ input }) => {
      const products = findProducts(input.query)
      return ok({
        products: products.slice(0, input.limit ?? LIVE_PRODUCT_LIMIT).map(productHit),
        countTotal: products.length,
        ...suggestionOf(products.length, input.query),
      })
    }),
  ),

  // spec 1 §7: query, limit (12) and isLiveSearch, or an offset for the search page's load more.
  http.get(
    route('searchDocuments'),
    withParams({ query, limit, offset, isLiveSearch: optionalParam(flagParam) }, ({ input }) => {
      const documents = findDocuments(input.query)
      const start = input.offset ?? 0
      return ok({ results: documents.slice(start, start + (input.limit ?? LIVE_DOCUMENT_LIMIT)).map(documentHit), countTotal: documents.length })
    }),
  ),

  // spec 1 §3, §7: query and categories[]; products in any chosen category or below, a chosen parent narrowed
  // to its chosen children (spec 1 §4 checks a parent with any child), and the whole tree with the counts of
  // the query alone, so one checked box never empties the counts of the others.
  http.get(
    route('searchProductsAdvanced'),
    withParams({ query: optionalParam(query), categories: listParam(textParam(100)), offset, limit }, ({ input }) => {
      const term = input.query ?? ''
      // spec 1 §5: the search page skips the call with neither term nor categories; the backend refuses it.
      if (term === '' && input.categories.length === 0) {
        return fail(400, [errorMessage('Bitte geben Sie einen Suchbegriff ein oder wählen Sie eine Kategorie.', 'query')])
      }
      const unknown = input.categories.filter((id) => !isCategoryId(id))
      if (unknown.length > 0) return fail(400, unknown.map((id) => errorMessage(`Die Kategorie «${id}» gibt es nicht.`, 'categories')))
      const matches = findProducts(term)
      const products = matches.filter((product) => inCategories(product, input.categories))
      const start = input.offset ?? 0
      return ok({
        products: products.slice(start, start + (input.limit ?? RESULTS_PAGE_SIZE)).map(productHit),
        countTotal: products.length,
        categories: categoryTree(matches),
        ...suggestionOf(products.length, term),
      })
    }),
  ),
]
