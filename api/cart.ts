/**
 * The cart calls (spec 1 §7 "other paths": /api/b2ccart/{id}, /api/b2bcart/, /api/b2bcart-data/, commit,
 * set-item-ref-text, set-show-item-ref-texts, set-show-manual-pricing; spec 2 §7) and the checks of their
 * answers, built from the cart shapes of api/cart-schemas.ts. Every answer that changes a cart carries the
 * cart (with `count`, the header's badge); amounts are CHF as the server computed them.
 *
 * Bodies: a line's new quantity is `{ itemKey, quantity }` (spec 1 §4: 0 removes the line); packs to add
 * are `{ add: [{ productId, quantity }] }` and the answer adds `rejected`, the packs that could not be added
 * with the server's reason.
 */
import * as v from 'valibot'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { schemaCheck } from '@/src/lib/schema-check'
import { address, boundedText, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { resolveAddress } from './addresses'
import {
  b2bCartSchema,
  b2cCartSchema,
  CART_LINES_MAX,
  notOrderableEntrySchema,
  rejectedLineSchema,
} from './cart-schemas'
import { callData, client, LOCALE_HEADER, TENANT_HEADER, type CallContext } from './client'
import { apiHooks } from './connect'

/** The two carts (spec 1 §1: business customers and consumers each have their own). */
export type CartKind = 'b2b' | 'b2c'

/**
 * The B2C cart id that means "the cart of this session": the signed-in consumer's, or a visitor's (the
 * server keeps its id in a cookie). Used when the page knows no id (whose cart is whose: test/mocks/handlers/cart.ts).
 */
export const SESSION_CART_ID = 'session'

/** A line's new quantity; spec 1 §4: 0 removes the line. */
export type LineChange = { itemKey: string; quantity: number }
/** A pack to add: its article number (the cart line's productId) and how many. */
export type LineRequest = { productId: string; quantity: number }

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const listOf = <S extends v.GenericSchema>(schema: S) => v.pipe(v.array(schema), v.maxLength(CART_LINES_MAX))

/** The B2C cart as the B2C calls answer it: spec 2 §3's entries, and apart from them the lines that cannot be ordered, with why. */
export const b2cCartAnswerSchema = v.object({ ...b2cCartSchema.entries, entriesNotOrderable: v.optional(listOf(notOrderableEntrySchema), []) })
export type B2cCartView = v.InferOutput<typeof b2cCartAnswerSchema>

// What adding packs answers: the cart, and the packs it could not add with why.
const rejected = v.optional(listOf(rejectedLineSchema), [])
const b2bAddedSchema = v.pipe(v.object({ ...b2bCartSchema.entries, rejected }), v.transform(({ rejected, ...cart }) => ({ cart, rejected })))
const b2cAddedSchema = v.pipe(v.object({ ...b2cCartAnswerSchema.entries, rejected }), v.transform(({ rejected, ...cart }) => ({ cart, rejected })))

/** A ship-to (CRMH02) or bill-to (CRMH04) partner (spec 1 §3 billing partner; spec 2 §1 address types). */
export const partnerSchema = v.object({
  partnerId: boundedText(20),
  type: v.picklist(['CRMH02', 'CRMH04']),
  companyName: v.pipe(v.array(shown(100)), v.maxLength(4)),
  street: shown(100),
  postalCode: shown(10),
  city: shown(60),
})
export type Partner = v.InferOutput<typeof partnerSchema>

/** The delivery the checkout sends and the cart data answers: partners, a wished date (YYYY-MM-DD or '') and a comment. */
export const deliverySchema = v.object({
  shipToPartnerId: boundedText(20),
  billToPartnerId: boundedText(20),
  requestedDate: v.optional(boundedText(10), ''),
  comment: v.optional(shown(500), ''),
})
export type Delivery = v.InferOutput<typeof deliverySchema>

/**
 * The B2B cart data (spec 2 §3 "checkoutConfig with agbContentLink, entries"): the cart, the terms' address,
 * the customer's ship-to and bill-to partners, and the delivery chosen so far (the main partners at first).
 */
export const b2bCartDataSchema = v.object({
  ...b2bCartSchema.entries,
  checkoutConfig: v.object({ agbContentLink: maybe(address) }),
  shipTo: v.optional(v.pipe(v.array(partnerSchema), v.maxLength(50)), []),
  billTo: v.optional(v.pipe(v.array(partnerSchema), v.maxLength(50)), []),
  delivery: deliverySchema,
})
export type B2bCartData = v.InferOutput<typeof b2bCartDataSchema>

export const b2bCartCheck = schemaCheck(b2bCartSchema)
export const b2bCartAddedCheck = schemaCheck(b2bAddedSchema)
export const b2cCartCheck = schemaCheck(b2cCartAnswerSchema)
export const b2cCartAddedCheck = schemaCheck(b2cAddedSchema)
export const b2bCartDataCheck = schemaCheck(b2bCartDataSchema)
/** spec 2 §7: setting a reference text answers data.itemRefText. */
export const itemRefTextCheck = schemaCheck(v.object({ itemRefText: v.string(), count }))
/** Submitting answers the order's number (and a redirectUrl to the confirmation page, which the client follows). */
export const commitCheck = schemaCheck(v.object({ orderNumber: boundedText(40), count: v.optional(count, 0) }))

// ——— B2B ———

/** spec 2 §7 Get B2B cart: GET /api/b2bcart/. */
export const getB2bCart = (_: void, context: CallContext) => callData('get', 'b2bCart', context)

/** spec 2 §7 Update B2B cart: POST /api/b2bcart/ with `{ itemKey, quantity }`; quantity 0 removes the line. */
export const postB2bCartLine = ({ itemKey, quantity }: LineChange, context: CallContext) => callData('post', 'b2bCart', { body: { itemKey, quantity }, ...context })

/** Adds packs to the B2B cart: POST /api/b2bcart/ with `{ add }`; answers the cart and `rejected`. */
export const postB2bCartLines = (lines: readonly LineRequest[], context: CallContext) =>
  callData('post', 'b2bCart', { body: { add: lines.map(({ productId, quantity }) => ({ productId, quantity })) }, ...context })

/** spec 2 §7 Delete B2B cart: DELETE /api/b2bcart/; every line goes. */
export const deleteB2bCart = (_: void, context: CallContext) => callData('delete', 'b2bCart', context)

/** spec 2 §7 Get B2B cart data: GET /api/b2bcart-data/. */
export const getB2bCartData = (_: void, context: CallContext) => callData('get', 'b2bCartData', context)

/** spec 2 §7 Update B2B cart data: POST /api/b2bcart-data/ with the delivery; answers the cart data. */
export const postB2bCartData = (delivery: Delivery, context: CallContext) => callData('post', 'b2bCartData', { body: delivery, ...context })

/** spec 2 §7 Update item ref text: POST with `{ itemKey, text }`; a '#' is refused at the field `text` (spec 1 §5). */
export const postB2bCartItemRefText = ({ itemKey, text }: { itemKey: string; text: string }, context: CallContext) =>
  callData('post', 'b2bCartItemRefText', { body: { itemKey, text }, ...context })

/** spec 2 §7 Update show item ref texts: POST `{ showItemRefTexts }`; answers the cart (every text cleared when it changed, spec 2 §4). */
export const postB2bCartShowItemRefTexts = (showItemRefTexts: boolean, context: CallContext) =>
  callData('post', 'b2bCartShowItemRefTexts', { body: { showItemRefTexts }, ...context })

/** spec 2 §7 Update show manual pricing: POST `{ showManualPricing }`; answers the cart. */
export const postB2bCartShowManualPricing = (showManualPricing: boolean, context: CallContext) =>
  callData('post', 'b2bCartShowManualPricing', { body: { showManualPricing }, ...context })

/**
 * spec 2 §7 Submit B2B cart: POST /api/b2bcart/commit with `{ submissionId }`, a UUID made once per checkout attempt:
 * the server makes one order per id, so a repeated submission answers the same order
 * (docs/simulated-cms.md "The money path in the browser"). Answers `{ orderNumber, count }` and a redirectUrl to the confirmation page.
 */
export const postB2bCartCommit = ({ submissionId }: { submissionId: string }, context: CallContext) =>
  callData('post', 'b2bCartCommit', { body: { submissionId }, ...context })

// ——— B2C ———

/** GET /api/b2ccart/{id}. */
export const getB2cCart = ({ cartId }: { cartId: string }, context: CallContext) => callData('get', 'b2cCart', { path: { id: cartId }, ...context })

/** spec 2 §7 Update B2C cart: POST /api/b2ccart/{id} with `{ itemKey, quantity }`; quantity 0 removes the line. */
export const postB2cCartLine = ({ cartId, itemKey, quantity }: LineChange & { cartId: string }, context: CallContext) =>
  callData('post', 'b2cCart', { path: { id: cartId }, body: { itemKey, quantity }, ...context })

/** Adds packs to the B2C cart: POST /api/b2ccart/{id} with `{ add }`; answers the cart and `rejected`. */
export const postB2cCartLines = ({ cartId, lines }: { cartId: string; lines: readonly LineRequest[] }, context: CallContext) =>
  callData('post', 'b2cCart', { path: { id: cartId }, body: { add: lines.map(({ productId, quantity }) => ({ productId, quantity })) }, ...context })

// ——— Terms, and leaving the page ———

/**
 * spec 2 §7 Terms content: GET on the cart data's agbContentLink, an HTML fragment of the CMS. Only a link on
 * the page's own origin is fetched. Sanitise the answer (src/lib/sanitize.ts) before rendering it.
 */
export async function getTermsContent(link: string, { signal, quiet = false }: CallContext = {}): Promise<string> {
  const url = sameOriginUrl(link)
  if (url === null) throw new Error(`Refused to load the terms from another origin: ${link}`)
  // `quiet`: the terms' dialog says itself when they could not be loaded.
  const { data } = await client.get<unknown>(url, { responseType: 'text', headers: { Accept: 'text/html' }, signal, quiet })
  return typeof data === 'string' ? data : ''
}

/**
 * Sends a change while the page is being left (`pagehide`): a `keepalive` fetch outlives the page, where
 * axios's request would be cancelled. Same headers and JSON body as the axios call; nobody reads the
 * answer (docs/simulated-cms.md "The money path in the browser": a pending update is sent anyway).
 */
function postOnLeave(address: string, body: unknown): void {
  const hooks = apiHooks()
  void fetch(new URL(address, window.location.href), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [LOCALE_HEADER]: hooks.locale(), [TENANT_HEADER]: hooks.tenant() },
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

/** A line's quantity still owed to the server when the page is left. */
export function sendLineChangeOnLeave(cart: CartKind, { itemKey, quantity }: LineChange, cartId: string = SESSION_CART_ID): void {
  postOnLeave(cart === 'b2b' ? resolveAddress('b2bCart') : resolveAddress('b2cCart', { id: cartId }), { itemKey, quantity })
}

/** A line's reference text still owed to the server when the page is left (its pause was running). */
export const sendItemRefTextOnLeave = ({ itemKey, text }: { itemKey: string; text: string }): void =>
  postOnLeave(resolveAddress('b2bCartItemRefText'), { itemKey, text })
