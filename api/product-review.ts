/**
 * The rating and comment call (spec 1 §3 "Contact form fields", §5, §7; spec 2 §5, §7): POST
 * /api/product-review/ with name, email, comment, rating, product, username (the honeypot) and the
 * captcha's token. It counts as submitted only when the server answers HTTP 201 (spec 1 §4); any other
 * success status is a failure the form reports.
 */
import * as v from 'valibot'
import { EMAIL_MAX_LENGTH } from '@/src/lib/email'
import { schemaCheck } from '@/src/lib/schema-check'
import { call, type CallContext } from './client'

/** The longest texts the form takes and the server accepts, in characters. */
export const REVIEW_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, comment: 2000 } as const

/** The stars a rating may have (spec 1 §5: 1–5, or none). */
export const RATING_MAX = 5

/** The action the captcha is run for, which the server checks the token against. */
export const REVIEW_CAPTCHA_ACTION = 'product_review'

/** What the form sends (spec 1 §7). */
export type ProductReview = {
  name: string
  email: string
  comment: string
  /** 1–5 stars, or null for a comment without a rating. */
  rating: number | null
  /** The product the review is about (the catalogue's id, e.g. 'p-10-4111'). */
  product: string
  /** The honeypot (spec 2 §5): hidden from people, so anything in it was typed by a bot. */
  username: string
  /** The captcha's token. */
  captcha: string
}

/** spec 1 §7: POST the review; resolves with the answer's status, which the check below reads. */
export const postProductReview = async (review: ProductReview, context: CallContext): Promise<unknown> => {
  const { status } = await call('post', 'productReview', { body: review, ...context })
  return { status }
}

/** spec 1 §4: a rating counts as submitted only on HTTP 201. */
export const reviewAccepted = schemaCheck(v.object({ status: v.literal(201) }), 'answer')
