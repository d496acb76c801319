/**
 * The carts (spec 1 §4, §7; spec 2 §3, §4, §7): the B2C cart by id, the B2B cart of the
 * signed-in shop user with its checkout data, reference texts, settings and the order it becomes. Every
 * change goes through cart-view.ts (addLines, pricedLines, b2bCartAnswer) and keeps the session's cart
 * count in step (syncCartCount); every answer carries `count`.
 *
 * Whose cart:
 * - B2C: `/api/b2ccart/{id}`. A consumer's cart belongs to the account (seed: `b2c-konsument`); the CMS
 *   writes its id into the b2c-cart widget's `cartId` prop from the session. The id `session` means "the
 *   cart of this session": the signed-in user's own, or for a visitor the one the `b2c_cart` cookie names,
 *   made on the first addition (the answer sets the cookie). A visitor's cart has no owner: whoever knows
 *   its random id may use it. Priced as for consumers (list price incl. VAT).
 * - B2B: the cart of the signed-in active shop user. An employee acting for a contact works in the cart
 *   of the contact's customer (the shop's account with that customer number, else one kept under
 *   `customer:<number>`), as assisted-service tools do: the customer finds what was prepared for them.
 *   Without a contact, the employee's own cart, which cannot be ordered.
 */
import { http, HttpResponse } from 'msw'
import type { RejectedLine } from '@/api/cart-schemas'
import { SESSION_CART_ID } from '@/api/cart'
import { MAX_QUANTITY } from '@/src/lib/quantity'
import { readCookie } from '../cookies'
import { CONFIRMATION_GONE_MESSAGE, CONFIRMED_MESSAGE, confirmationsAsked, confirmQuestion } from '../db/cart-confirmations'
import { addLines, answerB2bCart, b2bCartScope, pricedLines, syncCartCount, type B2bScope, type LineRequest } from '../db/cart-view'
import type { B2bCart, B2cCart, Commerce, DeliveryChoice } from '../db/commerce'
import { B2C_CART_COOKIE, currentUser } from '../db/index'
import { partnersOf } from '../db/address-book'
import type { Partner } from '../db/partners'
import { unitPriceRappen, variantByArticle } from '../db/prices'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { flag, optional, text, withJsonBody, withUser, type Access, type Field } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf, type Shop } from '../shops'
import { swissToday } from '@/src/lib/swiss-time'

/** Where the terms of the B2B cart data's checkoutConfig.agbContentLink are (a CMS content fragment). */
export const TERMS_CONTENT_PATH = '/api/content/agb'

/** The checkout confirmation page a submitted order leads to (`?order=<number>`, as shopuser/checkout-confirmation reads it; spec 2 §2.8). */
export const ORDER_CONFIRMATION_PATH = '/bestellung/bestaetigung'

export { B2C_CART_COOKIE } from '../db/index'

/** At most this many lines in one addition (a long quick order or shopping list). */
export const ADD_LINES_MAX = 500

/** spec 1 §5: a reference text must not contain '#'. At most 35 characters, SAP's item text length. */
export const ITEM_REF_TEXT_MAX = 35
export const HASH_MESSAGE = '# Zeichen darf nicht enthalten sein'

/** spec 1 §6: retailer mode blocks order submission. */
export const RETAILER_MODE_MESSAGE = 'Kundenmodus verlassen um die Bestellung abzuschliessen.'
export const EMPTY_CART_MESSAGE = 'Ihr Warenkorb ist leer. Bitte legen Sie zuerst Artikel in den Warenkorb.'
export const NOTHING_ORDERABLE_MESSAGE = 'Ihr Warenkorb enthält keine bestellbaren Artikel.'
export const NO_CUSTOMER_MESSAGE = 'Bitte wählen Sie zuerst den Kunden, für den Sie bestellen.'
const LINE_GONE_MESSAGE = 'Diese Position ist nicht mehr im Warenkorb.'

// ——— Body fields ———

/** spec 1 §4, §5: 0 removes the line; anything else is the new count, at most 9999. */
const quantityField: Field<number> = {
  optional: false,
  expected: `eine ganze Zahl von 0 bis ${MAX_QUANTITY}`,
  accepts: (value): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_QUANTITY,
}

const isLineRequest = (value: unknown): value is LineRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LineRequest).productId === 'string' &&
  (value as LineRequest).productId.length <= 60 &&
  typeof (value as LineRequest).quantity === 'number'

/** `add`: the packs to add; each quantity is judged by addLines, which answers a reason for a bad one. */
const linesField: Field<LineRequest[]> = {
  optional: false,
  expected: `eine Liste von 1 bis ${ADD_LINES_MAX} Positionen { productId, quantity }`,
  accepts: (value): value is LineRequest[] => Array.isArray(value) && value.length > 0 && value.length <= ADD_LINES_MAX && value.every(isLineRequest),
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const submissionField: Field<string> = { optional: false, expected: 'eine UUID', accepts: (value): value is string => typeof value === 'string' && UUID.test(value) }

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** One cart change: a line's new quantity, or packs to add. */
const cartChange = { itemKey: optional(text), quantity: optional(quantityField), add: optional(linesField) }

type CartChange = { kind: 'line'; itemKey: string; quantity: number } | { kind: 'add'; lines: LineRequest[] }

/** The change a checked body asks for, or the 400 answer when it asks for neither or both. */
function changeOf(body: { itemKey?: string; quantity?: number; add?: LineRequest[] }): CartChange | Response {
  if (body.add !== undefined) {
    if (body.itemKey !== undefined || body.quantity !== undefined) return fail(400, [errorMessage('Entweder «add» oder «itemKey» mit «quantity» senden, nicht beides.')])
    return { kind: 'add', lines: body.add }
  }
  if (body.itemKey === undefined) return fail(400, [errorMessage('Das Feld «itemKey» fehlt.', 'itemKey')])
  if (body.quantity === undefined) return fail(400, [errorMessage('Das Feld «quantity» fehlt.', 'quantity')])
  return { kind: 'line', itemKey: body.itemKey, quantity: body.quantity }
}

/**
 * Applies a change to a cart's lines: spec 1 §4, quantity 0 removes the line (a line already gone is
 * removed already: the answer is the cart), any other quantity replaces the count. The 404 answer when a
 * line to change is not there; otherwise the lines that could not be added.
 */
function applyChange(lines: B2bCart['lines'], change: CartChange): RejectedLine[] | Response {
  if (change.kind === 'add') return addLines(lines, change.lines).rejected
  const index = lines.findIndex((line) => line.itemKey === change.itemKey)
  if (index < 0) return change.quantity === 0 ? [] : fail(404, [errorMessage(LINE_GONE_MESSAGE)])
  if (change.quantity === 0) lines.splice(index, 1)
  else lines[index]!.quantity = change.quantity
  return []
}

// ——— B2B ———

// spec 1 §6: the B2B cart, checkout and orders are for active e-commerce shop users.
const shopUsersOnly: Access = {
  allowed: (account) => account.isActiveShopUser,
  message: 'Der Warenkorb für Geschäftskunden steht nur aktiven Shop-Benutzern zur Verfügung.',
}

/** Whose B2B cart a request works in, and how it is priced (cart-view.ts b2bCartScope; the file comment says whose). */
const b2bScope = (request: Request, user: Account): B2bScope => b2bCartScope(getShop(shopOf(request)), user)

/** The delivery the checkout starts from: the stored choice, else the customer's main ship-to and bill-to partner. */
function deliveryOf(scope: B2bScope, partners: { shipTo: Partner[]; billTo: Partner[] }): DeliveryChoice {
  return scope.cart.delivery ?? { shipToPartnerId: partners.shipTo[0]?.partnerId ?? '', billToPartnerId: partners.billTo[0]?.partnerId ?? '', requestedDate: '', comment: '' }
}

/** spec 2 §3, §7: the B2B cart data: the cart, the checkout's configuration, the delivery options and the choice. */
function cartDataAnswer(scope: B2bScope) {
  const partners = partnersOf(scope.customerId, scope.shop.db)
  return {
    ...answerB2bCart(scope),
    checkoutConfig: { agbContentLink: TERMS_CONTENT_PATH },
    shipTo: partners.shipTo,
    billTo: partners.billTo,
    delivery: deliveryOf(scope, partners),
  }
}

/** A date as YYYY-MM-DD in Swiss time, the day the order is placed. */
// Orders already made, by user and submission id, per shop's commerce (a reset shop forgets them with its orders): the
// same submission answers the same order instead of making another
// (docs/simulated-cms.md "The money path in the browser").
const submissions = new WeakMap<Commerce, Map<string, string>>()

/** The 10-digit order number SAP would give the next order. */
const nextOrderNumber = (commerce: Commerce) => String(4_500_012_000 + commerce.orders.length + 1)

const b2bHandlers = [
  http.get(route('b2bCart'), withUser(({ request, user }) => ok(answerB2bCart(b2bScope(request, user))), shopUsersOnly)),

  // spec 1 §4: { itemKey, quantity } sets a line (0 removes it); { add: [...] } adds packs and answers what it could not add.
  http.post(
    route('b2bCart'),
    withUser(
      withJsonBody(cartChange, ({ request, user, body }) => {
        const change = changeOf(body)
        if (change instanceof Response) return change
        const scope = b2bScope(request, user)
        const rejected = applyChange(scope.cart.lines, change)
        if (rejected instanceof Response) return rejected
        const answer = answerB2bCart(scope)
        // spec 1 §4: a very large quantity is taken, and the answer asks to confirm it (db/cart-confirmations.ts).
        const asked = confirmationsAsked(scope.cart)
        return ok(change.kind === 'add' ? { ...answer, rejected } : answer, asked.length > 0 ? { messages: asked } : {})
      }),
      shopUsersOnly,
    ),
  ),

  // spec 1 §4: a cart-change confirmation posts the question's id.
  http.post(
    route('cartConfirm'),
    withUser(
      withJsonBody({ id: text, confirmationType: text }, ({ request, user, body }) => {
        const scope = b2bScope(request, user)
        if (!confirmQuestion(scope.cart, body.id)) return fail(404, [errorMessage(CONFIRMATION_GONE_MESSAGE)])
        return ok({ confirmed: true }, { messages: [{ type: 'success', message: CONFIRMED_MESSAGE }] })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7: delete the B2B cart: every line goes, the settings stay.
  http.delete(
    route('b2bCart'),
    withUser(({ request, user }) => {
      const scope = b2bScope(request, user)
      scope.cart.lines = []
      return ok(answerB2bCart(scope))
    }, shopUsersOnly),
  ),

  http.get(route('b2bCartData'), withUser(({ request, user }) => ok(cartDataAnswer(b2bScope(request, user))), shopUsersOnly)),

  // spec 2 §7: update the B2B cart data: the delivery choice (partners among the options, a date from today on, a comment).
  http.post(
    route('b2bCartData'),
    withUser(
      withJsonBody({ shipToPartnerId: text, billToPartnerId: text, requestedDate: optional(text), comment: optional(text) }, ({ request, user, body }) => {
        const scope = b2bScope(request, user)
        const partners = partnersOf(scope.customerId, scope.shop.db)
        const problems = [
          ...(partners.shipTo.some((partner) => partner.partnerId === body.shipToPartnerId) ? [] : [errorMessage('Bitte wählen Sie eine der Lieferadressen.', 'shipToPartnerId')]),
          ...(partners.billTo.some((partner) => partner.partnerId === body.billToPartnerId) ? [] : [errorMessage('Bitte wählen Sie eine der Rechnungsadressen.', 'billToPartnerId')]),
          ...(body.requestedDate === undefined || (DATE.test(body.requestedDate) && body.requestedDate >= swissToday())
            ? []
            : [errorMessage('Bitte geben Sie ein Lieferdatum ab heute an.', 'requestedDate')]),
          ...((body.comment ?? '').length <= 500 ? [] : [errorMessage('Die Bemerkung darf höchstens 500 Zeichen lang sein.', 'comment')]),
        ]
        if (problems.length > 0) return fail(422, problems)
        scope.cart.delivery = { shipToPartnerId: body.shipToPartnerId, billToPartnerId: body.billToPartnerId, requestedDate: body.requestedDate ?? '', comment: (body.comment ?? '').trim() }
        return ok(cartDataAnswer(scope))
      }),
      shopUsersOnly,
    ),
  ),

  // spec 1 §5, spec 2 §7: a line's reference text; '#' is refused at the field. Answers data.itemRefText.
  http.post(
    route('b2bCartItemRefText'),
    withUser(
      withJsonBody({ itemKey: text, text: optional(text) }, ({ request, user, body }) => {
        const value = (body.text ?? '').trim()
        if (value.includes('#')) return fail(422, [errorMessage(HASH_MESSAGE, 'text')])
        if (value.length > ITEM_REF_TEXT_MAX) return fail(422, [errorMessage(`Der Referenztext darf höchstens ${ITEM_REF_TEXT_MAX} Zeichen lang sein.`, 'text')])
        const scope = b2bScope(request, user)
        const line = scope.cart.lines.find((item) => item.itemKey === body.itemKey)
        if (!line) return fail(404, [errorMessage(LINE_GONE_MESSAGE)])
        line.itemRefText = value
        return ok({ itemRefText: value, count: answerB2bCart(scope).count })
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §4, §7: changing the setting clears every line's reference text. Answers the cart (data.showItemRefTexts).
  http.post(
    route('b2bCartShowItemRefTexts'),
    withUser(
      withJsonBody({ showItemRefTexts: flag }, ({ request, user, body }) => {
        const scope = b2bScope(request, user)
        if (scope.cart.showItemRefTexts !== body.showItemRefTexts) {
          scope.cart.showItemRefTexts = body.showItemRefTexts
          for (const line of scope.cart.lines) line.itemRefText = ''
        }
        return ok(answerB2bCart(scope))
      }),
      shopUsersOnly,
    ),
  ),

  // spec 2 §7: show manual pricing; answers the cart.
  http.post(
    route('b2bCartShowManualPricing'),
    withUser(
      withJsonBody({ showManualPricing: flag }, ({ request, user, body }) => {
        const scope = b2bScope(request, user)
        scope.cart.showManualPricing = body.showManualPricing
        return ok(answerB2bCart(scope))
      }),
      shopUsersOnly,
    ),
  ),

  // Submit (spec 2 §7): one order of the orderable lines, once per submission id; the lines not orderable stay.
  http.post(
    route('b2bCartCommit'),
    withUser(
      withJsonBody({ submissionId: submissionField }, ({ request, user, body }) => {
        const scope = b2bScope(request, user)
        const { commerce } = scope.shop.db
        const made = submissions.get(commerce) ?? new Map<string, string>()
        submissions.set(commerce, made)
        const confirmation = (orderNumber: string) =>
          ok({ orderNumber, count: answerB2bCart(scope).count }, { redirectUrl: `${ORDER_CONFIRMATION_PATH}?order=${orderNumber}` })

        const known = made.get(`${user.username}\n${body.submissionId}`)
        if (known !== undefined) return confirmation(known)
        if (user.retailerMode.enabled) return fail(409, [errorMessage(RETAILER_MODE_MESSAGE)])
        if (scope.customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        if (scope.cart.lines.length === 0) return fail(409, [errorMessage(EMPTY_CART_MESSAGE)])
        const { entries, totalRappen } = pricedLines(scope.pricing, scope.cart.lines)
        if (entries.length === 0) return fail(409, [errorMessage(NOTHING_ORDERABLE_MESSAGE)])
        const unconfirmed = confirmationsAsked(scope.cart)
        if (unconfirmed.length > 0) return fail(409, unconfirmed)

        const ordered = new Set(entries.map((entry) => entry.itemKey))
        const lines = scope.cart.lines
          .filter((line) => ordered.has(line.itemKey))
          .map((line) => {
            const found = variantByArticle(line.articleNumber)
            return { ...line, unitRappen: (found && unitPriceRappen(scope.pricing, found.variant)) ?? 0 }
          })
        const orderNumber = nextOrderNumber(commerce)
        commerce.orders.push({
          orderNumber,
          createdAt: new Date().toISOString(),
          username: user.username,
          customerId: scope.customerId,
          lines,
          totalRappen,
          delivery: deliveryOf(scope, partnersOf(scope.customerId, scope.shop.db)),
          status: 'received',
        })
        made.set(`${user.username}\n${body.submissionId}`, orderNumber)
        scope.cart.lines = scope.cart.lines.filter((line) => !ordered.has(line.itemKey))
        return confirmation(orderNumber)
      }),
      shopUsersOnly,
    ),
  ),
]

// ——— B2C ———

// A visitor's cart is priced as for a consumer: list prices including VAT ('Netto / inkl. Mwst').
const VISITOR: Account = {
  username: '',
  password: '',
  role: 'consumer',
  description: 'Besucher',
  user: { firstName: '', lastName: '', customerId: '', name: '', type: 'customer', options: { showContactSelector: false }, consumer: true },
  address: { street: '', postalCode: '', city: '', country: 'CH' },
  contactPerson: null,
  contacts: [],
  selectedContact: null,
  retailerMode: { available: false, enabled: false },
  isActiveShopUser: false,
}

/** The B2C cart answer (api/cart.ts b2cCartAnswerSchema); the lines not orderable apart, with why. */
function b2cAnswer(shop: Shop, user: Account | null, cart: B2cCart) {
  const { entries, entriesNotOrderable, totals } = pricedLines(user?.user.consumer === true ? user : VISITOR, cart.lines)
  const count = cart.lines.length
  if (cart.owner !== null) syncCartCount(shop, cart.owner, 'b2c', count)
  return { id: cart.id, entries, entriesNotOrderable, totals, count }
}

const emptyB2cAnswer = { id: SESSION_CART_ID, entries: [], entriesNotOrderable: [], totals: { subtotal: 0, vat: 0, total: 0 }, count: 0 }

/** The cart an address names, or the answer that refuses it; `undefined` for a session that has no cart yet. */
function findB2cCart(request: Request, id: string, user: Account | null): B2cCart | undefined | Response {
  const { b2cCarts } = getShop(shopOf(request)).db.commerce
  if (id === SESSION_CART_ID) {
    if (user) return [...b2cCarts.values()].find((cart) => cart.owner === user.username)
    const visitorCart = readCookie(request.headers.get('cookie'), B2C_CART_COOKIE)
    const cart = visitorCart === undefined ? undefined : b2cCarts.get(visitorCart)
    return cart?.owner === null ? cart : undefined
  }
  const cart = b2cCarts.get(id)
  if (!cart) return fail(404, [errorMessage('Diesen Warenkorb gibt es nicht mehr.')])
  if (cart.owner !== null && !user) return fail(401, [errorMessage('Bitte melden Sie sich an.')])
  if (cart.owner !== null && cart.owner !== user?.username) return fail(403, [errorMessage('Dieser Warenkorb gehört zu einem anderen Konto.')])
  return cart
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) => (typeof params.id === 'string' ? params.id : '')

const b2cHandlers = [
  http.get(route('b2cCart'), ({ request, params }) => {
    const user = currentUser(request)
    const cart = findB2cCart(request, idOf(params), user)
    if (cart instanceof Response) return cart
    return ok(cart ? b2cAnswer(getShop(shopOf(request)), user, cart) : emptyB2cAnswer)
  }),

  // spec 1 §4: { itemKey, quantity } sets a line (0 removes it); { add: [...] } adds packs, making the session's cart if needed.
  http.post(
    route('b2cCart'),
    withJsonBody(cartChange, ({ request, params, body }) => {
      const change = changeOf(body)
      if (change instanceof Response) return change
      const user = currentUser(request)
      const shop = getShop(shopOf(request))
      const found = findB2cCart(request, idOf(params), user)
      if (found instanceof Response) return found
      let cart = found
      let made = false
      if (!cart) {
        if (change.kind === 'line') return change.quantity === 0 ? ok(emptyB2cAnswer) : fail(404, [errorMessage(LINE_GONE_MESSAGE)])
        // spec 1 §1: consumers have a separate B2C cart; business customers order through theirs.
        if (user?.isActiveShopUser && user.user.consumer !== true) return fail(403, [errorMessage('Bitte verwenden Sie den Warenkorb für Geschäftskunden.')])
        cart = { id: `b2c-${crypto.randomUUID()}`, owner: user?.username ?? null, lines: [] }
        made = true
      }
      const rejected = applyChange(cart.lines, change)
      if (rejected instanceof Response) return rejected
      if (made && cart.lines.length > 0) shop.db.commerce.b2cCarts.set(cart.id, cart)
      const answer = b2cAnswer(shop, user, cart)
      const response = ok(change.kind === 'add' ? { ...answer, rejected } : answer)
      // The visitor's next page (and call) finds the new cart by this cookie.
      if (made && cart.owner === null && cart.lines.length > 0) response.headers.append('Set-Cookie', `${B2C_CART_COOKIE}=${cart.id}; Path=/; SameSite=Lax; HttpOnly`)
      return response
    }),
  ),
]

// ——— Terms ———

/**
 * The terms the B2B cart data's checkoutConfig.agbContentLink points to (spec 2 §7 "Terms content"): a
 * content fragment as the CMS renders it, HTML, which the checkout sanitises before showing it.
 */
export const TERMS_HTML = `<h2>Allgemeine Geschäftsbedingungen für Bestellungen im Webshop</h2>
<p>Stand: 1. Januar 2026. Diese Bedingungen gelten für alle Bestellungen, die Geschäftskunden über den Webshop aufgeben.</p>
<h3>1. Vertragsschluss</h3>
<p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.</p>
<h3>2. Preise</h3>
<p>Es gelten die im Webshop angezeigten Nettopreise in Schweizer Franken, zuzüglich der gesetzlichen Mehrwertsteuer. Abweichende Konditionen aus Rahmenverträgen gehen vor.</p>
<h3>3. Lieferung</h3>
<p>Bestellungen, die an Werktagen bis 16 Uhr eingehen, liefern wir innert 24 Stunden in der ganzen Schweiz. Ab einem Warenwert von CHF 300.00 liefern wir frei Haus.</p>
<h3>4. Zahlung</h3>
<p>Rechnungen sind innert 30 Tagen netto zahlbar.</p>
<h3>5. Gefahrgut und Sicherheitsdatenblätter</h3>
<p>Die Sicherheitsdatenblätter aller Produkte finden Sie in Ihrem Konto. Bitte beachten Sie die Hinweise zu Lagerung und Entsorgung.</p>
<p>Fragen beantwortet Ihr Kundendienst gerne: <a href="/kontakt">Kontakt aufnehmen</a>.</p>`

const termsHandlers = [
  http.get(`*${TERMS_CONTENT_PATH}`, () => new HttpResponse(TERMS_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
]

export const cartHandlers = [...b2bHandlers, ...b2cHandlers, ...termsHandlers]
