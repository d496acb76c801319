import { postProductReview, reviewAccepted } from '@/api/product-review'
import { createRequest } from './request'

// The product review family (spec 1 §5, §7; spec 2 §5): one request, no shared state; the form keeps
// what the user typed and shows the outcome. Quiet: the form shows the messages at its fields and in its
// error summary. In the background: the submit button shows the progress, no page-wide loader covers
// the form.

/** spec 1 §4, §7: sends a rating and comment; done only on HTTP 201. */
export const sendProductReview = createRequest('productReview/sendProductReview', postProductReview, reviewAccepted, { quiet: true, background: true })
