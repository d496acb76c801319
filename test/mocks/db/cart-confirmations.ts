/**
 * Cart-change confirmations in the mock (spec 1 §4: the id is posted to a confirm address). The mock asks
 * for a B2B line of LARGE_QUANTITY or more, as a shop would before a typo of 1000 instead of 10 becomes
 * an order: the cart takes the quantity, the answer carries a question (`meta.confirmationType`), and the
 * order is refused with the same question until the buyer confirmed it. A confirmation holds for that
 * line at that quantity; changing the quantity asks again.
 */
import type { Message } from '@/api/envelope'
import type { B2bCart, CartLine } from './commerce'
import { variantByArticle } from './prices'

/** From this many packs on, a line must be confirmed. */
export const LARGE_QUANTITY = 1000
export const LARGE_QUANTITY_TYPE = 'largeQuantity'
export const CONFIRMED_MESSAGE = 'Die Menge ist bestätigt.'
export const CONFIRMATION_GONE_MESSAGE = 'Diese Bestätigung ist nicht mehr gültig. Bitte prüfen Sie die Menge im Warenkorb.'

type Question = { id: string; itemKey: string; quantity: number; confirmed: boolean }

// Per cart object, so a reset shop (new carts) forgets them.
const questions = new WeakMap<B2bCart, Question[]>()

const questionsOf = (cart: B2bCart): Question[] => {
  const known = questions.get(cart) ?? []
  questions.set(cart, known)
  return known
}

const ask = (line: CartLine, question: Question): Message => ({
  type: 'warning',
  message: `Bitte bestätigen Sie die Menge von ${line.quantity} × ${variantByArticle(line.articleNumber)?.product.title ?? line.articleNumber}.`,
  meta: { confirmationType: LARGE_QUANTITY_TYPE, id: question.id },
})

/** The questions open for the cart's lines as they are now, made where a line newly needs one. */
function openQuestions(cart: B2bCart): { line: CartLine; question: Question }[] {
  const known = questionsOf(cart)
  const current = cart.lines.filter((line) => line.quantity >= LARGE_QUANTITY)
  // A question about a quantity the line no longer has is void.
  questions.set(
    cart,
    known.filter((question) => current.some((line) => line.itemKey === question.itemKey && line.quantity === question.quantity)),
  )
  return current.flatMap((line) => {
    const list = questionsOf(cart)
    let question = list.find((item) => item.itemKey === line.itemKey)
    if (!question) {
      question = { id: crypto.randomUUID(), itemKey: line.itemKey, quantity: line.quantity, confirmed: false }
      list.push(question)
    }
    return question.confirmed ? [] : [{ line, question }]
  })
}

/** The questions a change's answer carries: one per line that needs confirming. */
export const confirmationsAsked = (cart: B2bCart): Message[] => openQuestions(cart).map(({ line, question }) => ask(line, question))

/** Confirms a question of this cart; false when the id is unknown or its line changed since. */
export function confirmQuestion(cart: B2bCart, id: string): boolean {
  openQuestions(cart)
  const question = questionsOf(cart).find((item) => item.id === id)
  if (!question) return false
  question.confirmed = true
  return true
}
