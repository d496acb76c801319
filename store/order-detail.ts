import { getOrderDetail, orderDetailAnswer } from '@/api/order-detail'
import { createRequest } from './request'

// The order detail (spec 1 §2) is a request of the orders family: the widget that shows the order keeps it
// (widgets/shopuser/order-detail), as a table keeps its page; the reorder goes through the cart family
// (store/cart.ts addToCart).

/**
 * GET /api/orders/{orderNumber}: one order with its lines. Quiet, because the page shows the outcome in the
 * order's place (an unknown order says so, a failure shows the server's messages with a retry), and in the
 * background, because the page shows its own loading state rather than the page-wide overlay.
 */
export const fetchOrderDetail = createRequest('orders/fetchOrderDetail', getOrderDetail, orderDetailAnswer, { quiet: true, background: true })
