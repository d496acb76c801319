import { PRODUCTS } from '../db/catalogue'
import { callApi } from '../call-api'
import { getShop } from '../shops'
import { REVIEW_MESSAGES } from './product-review'

const product = PRODUCTS[0]!
const token = 'test-captcha.product_review.0123456789abcdef'
const review = { name: 'Anna Keller', email: 'anna.keller@example.ch', comment: 'Läuft seit 20 000 km ohne Probleme.', rating: 4, product: product.id, username: '', captcha: token }
const post = (body: unknown, shop?: string) => callApi('POST', '/api/product-review/', { body, ...(shop ? { shop } : {}) })
const reviews = (shop = 'default') => getShop(shop).db.commerce.reviews

describe('POST /api/product-review/', () => {
  it('stores a review and answers 201 (spec 1 §4), for anyone, signed in or not', async () => {
    const { status } = await post(review)

    expect(status).toBe(201)
    expect(reviews()).toEqual([
      { product: product.id, name: 'Anna Keller', email: 'anna.keller@example.ch', comment: 'Läuft seit 20 000 km ohne Probleme.', rating: 4, createdAt: expect.any(String) as string },
    ])
  })

  it('takes a comment without a rating (null), and a product by its article number', async () => {
    const { status } = await post({ ...review, rating: null, product: product.articleNumber })

    expect(status).toBe(201)
    expect(reviews()[0]).toMatchObject({ product: product.id, rating: null })
  })

  it('answers a filled-in honeypot like a success but stores nothing (spec 2 §5)', async () => {
    const { status } = await post({ ...review, username: 'bot', captcha: '' })

    expect(status).toBe(201)
    expect(reviews()).toEqual([])
  })

  it('refuses empty fields with 422 and one German message at each field', async () => {
    const { status, json } = await post({ name: ' ', email: '', comment: '', rating: null, product: product.id, username: '', captcha: token })

    expect(status).toBe(422)
    expect(json).toEqual({
      messages: [
        { type: 'error', message: REVIEW_MESSAGES.nameMissing, source: { field: 'name' } },
        { type: 'error', message: REVIEW_MESSAGES.emailMissing, source: { field: 'email' } },
        { type: 'error', message: REVIEW_MESSAGES.commentMissing, source: { field: 'comment' } },
      ],
    })
    expect(reviews()).toEqual([])
  })

  it.each([0, 6, 2.5, -1])('refuses the rating %s (spec 1 §5: 1–5 or none)', async (rating) => {
    const { status, json } = await post({ ...review, rating })

    expect(status).toBe(422)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Die Bewertung muss 1 bis 5 Sterne haben.', source: { field: 'rating' } }] })
  })

  it.each([
    ['an address without a domain', { email: 'anna@' }, 'email', REVIEW_MESSAGES.emailInvalid],
    ['an address with a space', { email: 'anna keller@example.ch' }, 'email', REVIEW_MESSAGES.emailInvalid],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, 'name', 'Der Name darf höchstens 100 Zeichen lang sein.'],
    ['a message over 2000 characters', { comment: 'x'.repeat(2001) }, 'comment', 'Die Nachricht darf höchstens 2000 Zeichen lang sein.'],
    ['an unknown product', { product: 'p-99-9999' }, 'product', REVIEW_MESSAGES.productUnknown],
    ['no captcha token', { captcha: '' }, 'captcha', 'Bitte bestätigen Sie die Sicherheitsprüfung.'],
    ['a wrong captcha token', { captcha: 'abc' }, 'captcha', 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es nochmals.'],
    ['a token for another action', { captcha: 'test-captcha.contact_form.0123456789abcdef' }, 'captcha', REVIEW_MESSAGES.captchaWrong],
  ])('refuses %s with 422 at its field', async (_, change, field, message) => {
    const { status, json } = await post({ ...review, ...change })

    expect(status).toBe(422)
    expect(json).toEqual({ messages: [{ type: 'error', message, source: { field } }] })
    expect(reviews()).toEqual([])
  })

  it('refuses a second review of the same product with the same address, in any case, and takes it for another product', async () => {
    expect((await post(review)).status).toBe(201)

    const again = await post({ ...review, email: 'Anna.Keller@Example.ch', comment: 'Nochmals.' })
    const other = await post({ ...review, product: PRODUCTS[1]!.id })

    expect(again.status).toBe(422)
    expect(again.json).toEqual({ messages: [{ type: 'error', message: 'Sie haben dieses Produkt mit dieser E-Mail-Adresse bereits bewertet.', source: { field: 'email' } }] })
    expect(other.status).toBe(201)
    expect(reviews()).toHaveLength(2)
  })

  it('keeps each shop’s reviews to itself', async () => {
    await post(review, 'other-shop')

    expect(reviews('other-shop')).toHaveLength(1)
    expect(reviews()).toEqual([])
  })

  it('refuses a body that is not JSON, or fields of the wrong kind, with 400', async () => {
    expect((await post('name=Anna')).status).toBe(400)
    const { status, json } = await post({ ...review, rating: 'vier' })
    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message: 'Das Feld «rating» muss eine Zahl sein.', source: { field: 'rating' } }] })
  })
})
