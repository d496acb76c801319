import type { CartKind } from '@/api/cart'
import type { RootState } from './index'
import { createTurns } from './request-order'

// The carts' queue (spec 1 §4): each cart's requests run one after the other, in the order they were made,
// so an answer is always the server's newest state and a slower earlier answer never overwrites a newer one
// (docs/simulated-cms.md "The money path in the browser").

/**
 * What a store keeps beside its state, by the store's getState, which thunks receive and which is the same
 * function for the store's life: each store (each page; each test) has its own queues and timers.
 */
export function perStore<T>(make: () => T): (getState: () => RootState) => T {
  const byStore = new WeakMap<() => RootState, T>()
  return (getState) => {
    let kept = byStore.get(getState)
    if (kept === undefined) {
      kept = make()
      byStore.set(getState, kept)
    }
    return kept
  }
}

/** The update of a line waiting for its turn; sent with keepalive instead if the page is left first. */
export type Waiting = { cart: CartKind; itemKey: string; left: boolean }

const queueOf = perStore(() => ({ turns: createTurns<CartKind>(), waiting: new Set<Waiting>() }))

/** The page was left while this update waited for its turn; it went out with keepalive instead. */
class PageLeftError extends Error {
  override name = 'PageLeftError'
}

/** Runs `task` once every earlier request of the same cart (in this store) has settled; `waiting`, a line's update, can be taken away meanwhile. */
export function inTurn<T>(getState: () => RootState, cart: CartKind, task: () => Promise<T>, waiting?: Waiting): Promise<T> {
  const queue = queueOf(getState)
  if (waiting) queue.waiting.add(waiting)
  return queue.turns.run(cart, () => {
    if (waiting) {
      queue.waiting.delete(waiting)
      if (waiting.left) return Promise.reject(new PageLeftError('Sent with keepalive when the page was left.'))
    }
    return task()
  })
}

/** Resolves once every request of the cart (in this store) has settled, those queued meanwhile included. */
export const cartSettled = (getState: () => RootState, cart: CartKind): Promise<void> => queueOf(getState).turns.settled(cart)

/** The page is being left: the line updates still waiting for their turn will not be sent (their thunks fail); the caller sends them with keepalive. */
export function takeWaiting(getState: () => RootState): Waiting[] {
  const queue = queueOf(getState)
  const taken = [...queue.waiting]
  for (const waiting of taken) waiting.left = true
  queue.waiting.clear()
  return taken
}
