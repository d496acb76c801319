import { getLastOrderDates, getProductDetail, getVariant, lastOrderDatesAnswer, productDetailAnswer, variantAnswer } from '@/api/product-detail'
import { createRequest } from './request'

// The product detail's requests (spec 1 §7), family `products`. They run in the background:
// the page is readable while prices arrive, and the widget shows its own progress where they will appear.

/** spec 1 §7: price and SAP data (articlesOrderable) of every pack of the product. */
export const fetchProductDetail = createRequest('products/fetchProductDetail', getProductDetail, productDetailAnswer, { background: true })

/** spec 1 §7: GET /api/product/variant/{variantId}, when the buyer picks a pack size. */
export const fetchVariant = createRequest('products/fetchVariant', getVariant, variantAnswer, { background: true })

/**
 * spec 1 §3, §7: the last order dates of products (active shop users only, spec 1 §6). Quiet: a date is
 * a hint, and failing to get one is no reason to interrupt the buyer with a notification.
 */
export const fetchLastOrderDates = createRequest('products/fetchLastOrderDates', getLastOrderDates, lastOrderDatesAnswer, { background: true, quiet: true })
