import { getOrderedArticles, orderedArticleEntrySchema } from '@/api/ordered-articles'
import { createTableRequest } from './table-request'

/**
 * spec 1 §7 GET /api/article-order-history/: one page of the ordered articles, a server-side table like the
 * order history. Spec 1 §8 names its failure with the orders' request: an answer without results, or whose
 * results lack entries, filter fields, sort columns or sort order, fails with exactly 'API failure during
 * orders/fetchOrders request.', so the request carries that name (and counts for the orders family's flag).
 */
export const fetchOrderedArticles = createTableRequest('orders/fetchOrders', getOrderedArticles, orderedArticleEntrySchema)
