/**
 * Ratings and comments (spec 1 §3, §4, §5, §7; spec 2 §5): POST /api/product-review/ with name, email,
 * comment, rating (1–5 or null), product, username (the honeypot) and captcha (the token of the fake
 * provider, src/lib/captcha/test-captcha.ts). Answers 201 when the review is stored in the shop's
 * `commerce.reviews`; 422 with one German message per field (`source.field`) otherwise. A filled-in
 * honeypot is answered 201 like a success, so a bot learns nothing, and nothing is stored.
 */
import { http } from 'msw'
import type { Message } from '@/api/envelope'
import { RATING_MAX, REVIEW_CAPTCHA_ACTION, REVIEW_LIMITS } from '@/api/product-review'
import { isEmailAddress } from '@/src/lib/email'
import { isTestCaptchaToken } from '@/src/lib/captcha/test-captcha'
import { productByIdOrArticle } from '../db/prices'
import { errorMessage, fail, ok } from '../envelope'
import { optional, text, withJsonBody, type Field } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'

/** A number (its range is checked below, with a message at the field). */
const number: Field<number> = {
  optional: false,
  expected: 'eine Zahl',
  accepts: (value): value is number => typeof value === 'number',
}

/** The German messages, written once: the handler's tests and the widget's tests assert them. */
export const REVIEW_MESSAGES = {
  nameMissing: 'Bitte geben Sie Ihren Namen ein.',
  nameTooLong: `Der Name darf höchstens ${REVIEW_LIMITS.name} Zeichen lang sein.`,
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  commentMissing: 'Bitte geben Sie eine Nachricht ein.',
  commentTooLong: `Die Nachricht darf höchstens ${REVIEW_LIMITS.comment} Zeichen lang sein.`,
  rating: `Die Bewertung muss 1 bis ${RATING_MAX} Sterne haben.`,
  productMissing: 'Es fehlt das Produkt, das Sie bewerten.',
  productUnknown: 'Dieses Produkt gibt es nicht (mehr).',
  captchaMissing: 'Bitte bestätigen Sie die Sicherheitsprüfung.',
  captchaWrong: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es nochmals.',
  duplicate: 'Sie haben dieses Produkt mit dieser E-Mail-Adresse bereits bewertet.',
} as const

type Body = { name?: string; email?: string; comment?: string; rating?: number; product?: string; username?: string; captcha?: string }

/** Every problem of a review, one message per field, in the form's order. */
function problemsOf(body: Body): Message[] {
  const problems: Message[] = []
  const name = body.name?.trim() ?? ''
  const email = body.email?.trim() ?? ''
  const comment = body.comment?.trim() ?? ''
  if (name === '') problems.push(errorMessage(REVIEW_MESSAGES.nameMissing, 'name'))
  else if (name.length > REVIEW_LIMITS.name) problems.push(errorMessage(REVIEW_MESSAGES.nameTooLong, 'name'))
  if (email === '') problems.push(errorMessage(REVIEW_MESSAGES.emailMissing, 'email'))
  else if (!isEmailAddress(email)) problems.push(errorMessage(REVIEW_MESSAGES.emailInvalid, 'email'))
  if (comment === '') problems.push(errorMessage(REVIEW_MESSAGES.commentMissing, 'comment'))
  else if (comment.length > REVIEW_LIMITS.comment) problems.push(errorMessage(REVIEW_MESSAGES.commentTooLong, 'comment'))
  // spec 1 §5: a rating is 1–5 stars or none.
  if (body.rating !== undefined && !(Number.isInteger(body.rating) && body.rating >= 1 && body.rating <= RATING_MAX)) problems.push(errorMessage(REVIEW_MESSAGES.rating, 'rating'))
  if (body.product === undefined) problems.push(errorMessage(REVIEW_MESSAGES.productMissing, 'product'))
  else if (!productByIdOrArticle(body.product)) problems.push(errorMessage(REVIEW_MESSAGES.productUnknown, 'product'))
  if (body.captcha === undefined) problems.push(errorMessage(REVIEW_MESSAGES.captchaMissing, 'captcha'))
  else if (!isTestCaptchaToken(body.captcha, REVIEW_CAPTCHA_ACTION)) problems.push(errorMessage(REVIEW_MESSAGES.captchaWrong, 'captcha'))
  return problems
}

export const productReviewHandlers = [
  http.post(
    route('productReview'),
    // Anyone may rate, signed in or not: the captcha and the honeypot keep the bots out.
    withJsonBody(
      { name: optional(text), email: optional(text), comment: optional(text), rating: optional(number), product: optional(text), username: optional(text), captcha: optional(text) },
      ({ request, body }) => {
        // spec 2 §5: the hidden username field is a honeypot. A bot gets the answer of a success.
        if (body.username !== undefined) return ok(null, { status: 201 })
        const problems = problemsOf(body)
        if (problems.length > 0) return fail(422, problems)
        const product = productByIdOrArticle(body.product!)!
        const email = body.email!.trim()
        const reviews = getShop(shopOf(request)).db.commerce.reviews
        if (reviews.some((review) => review.product === product.id && review.email.toLowerCase() === email.toLowerCase())) {
          return fail(422, [errorMessage(REVIEW_MESSAGES.duplicate, 'email')])
        }
        reviews.push({ product: product.id, name: body.name!.trim(), email, comment: body.comment!.trim(), rating: body.rating ?? null, createdAt: new Date().toISOString() })
        // spec 1 §4: 201, the only answer that counts as submitted.
        return ok(null, { status: 201 })
      },
    ),
  ),
]
