/**
 * Cart-change confirmations (spec 1 §3, §4): an answer to a cart call may carry a message whose
 * `meta.confirmationType` asks the buyer to confirm a change (the mock asks for very large quantities);
 * confirming posts the message's id to the confirm address. The answer's messages say what followed.
 */
import { callData } from './client'

/** What a confirmation posts: the id the question came with, and its kind for the server's routing. */
export type CartConfirmation = { id: string; confirmationType: string }

/** POST `{ id, confirmationType }` to the confirm address (`cartConfirm`). Rejects (with the messages shown) when the server refuses. */
export const postCartConfirmation = (confirmation: CartConfirmation) => callData('post', 'cartConfirm', { body: confirmation })
