// The order of a family's requests, written once (docs/architecture.md "Answers that replace a list"):
// - newest wins: answers replace each other in the order their requests started, not the order they
//   arrive, so a slower earlier answer never overwrites a newer one. Two forms: every answer at least as new
//   as the one shown is taken (`trackRequest`, `isNewest`: the lists of addresses, shopping lists,
//   notifications), or only the latest request's answer counts (`startLatest`, `isLatest`: a page of
//   results, the account summary, whose earlier requests are superseded);
// - one after another (`createTurns`): each request starts once every earlier one of its key has settled,
//   so each answer is the server's state after all of them (the carts' changes, store/cart-queue.ts).

/** The part of a family's state that numbers its requests. */
export type RequestOrder = {
  /** Every request of the family numbered in the order it started, by requestId, until it settles. */
  started: Record<string, number>
  sequence: number
  /** Changes on their way, by the key the family gives them (`${kind}:${id}`): what widgets show as busy and never send twice. */
  working?: Record<string, true>
}

export const initialRequestOrder = (): RequestOrder => ({ started: {}, sequence: 0 })

/** An action of one of the family's request thunks. */
export type FamilyAction = { type: string; meta: { requestId: string; arg: unknown } }

/** Matches every action of the request thunks named `${family}/...`. */
export const isFamilyAction =
  (family: string) =>
  (action: { type: string }): action is FamilyAction =>
    action.type.startsWith(`${family}/`) && 'meta' in action

/** Whether the request's answer is at least as new as the one shown, whose start order is `version`. */
export const isNewest = (state: RequestOrder, requestId: string, version: number) => (state.started[requestId] ?? 0) >= version

/** Whether a fetch's failure should reset what is shown (spec 1 §8): not when its island went away, nor when a newer answer is shown. */
export const failureResets = (state: RequestOrder, meta: { requestId: string; aborted: boolean }, version: number) =>
  !meta.aborted && isNewest(state, meta.requestId, version)

/** The start order of a request, to store as the version of what its answer shows. */
export const startOrderOf = (state: RequestOrder, requestId: string) => state.started[requestId] ?? 0

/**
 * The key of a change to one thing (`${kind}:${id}`), or undefined for a request that is no such change.
 * `kinds` maps the thunk's name (the action type's middle part) to the kind; the id is the argument's `idField`.
 */
export function changeKeyOf(action: FamilyAction, kinds: Record<string, string>, idField: string): string | undefined {
  const kind = kinds[action.type.split('/')[1] ?? '']
  const { arg } = action.meta
  const id = typeof arg === 'object' && arg !== null && idField in arg ? String((arg as Record<string, unknown>)[idField]) : undefined
  return kind && id !== undefined ? `${kind}:${id}` : undefined
}

/**
 * Numbers a request when it starts and forgets it when it settles, with its change (if any) in `working`.
 * Add it as the family's last matcher: the cases before it read the order of the request they handle.
 */
export function trackRequest(state: RequestOrder, action: FamilyAction, changeKey?: string) {
  const { requestId } = action.meta
  if (action.type.endsWith('/pending')) {
    state.started[requestId] = ++state.sequence
    if (changeKey) (state.working ??= {})[changeKey] = true
    return
  }
  delete state.started[requestId]
  if (changeKey && state.working) delete state.working[changeKey]
}

/** Whether the change `${kind}:${id}` is on its way. */
export const isWorking = (state: RequestOrder, kind: string, id: string) => Object.hasOwn(state.working ?? {}, `${kind}:${id}`)

// ——— Newest wins: only the latest request counts ———

/** What shows the answer of its latest request only: that request's id, from its start. */
export type Latest = { requestId: string | null }

/** A request started: from now on only its answer counts (an earlier one still on its way is superseded). */
export const startLatest = (holder: Latest, meta: { requestId: string }) => {
  holder.requestId = meta.requestId
}

/** Whether the answer (or failure) is the latest request's; an older one changes nothing. */
export const isLatest = (holder: Latest, meta: { requestId: string }) => meta.requestId === holder.requestId

// ——— One after another ———

/** Queues of tasks by key (a cart, say): each task of a key starts once every earlier task of that key has settled. */
export type Turns<Key extends string> = {
  /** Runs `task` in its turn: once every earlier task of `key` has settled, whether it succeeded or failed. Settles as `task` does. */
  run<T>(key: Key, task: () => Promise<T>): Promise<T>
  /** Resolves once every task of `key` has settled, those queued while waiting included. */
  settled(key: Key): Promise<void>
}

export function createTurns<Key extends string>(): Turns<Key> {
  // The last task of each key, as a promise that never rejects: the next task waits for it whatever it did.
  const tails = new Map<Key, Promise<unknown>>()
  const tailOf = (key: Key) => tails.get(key) ?? Promise.resolve()
  return {
    run(key, task) {
      const result = tailOf(key).then(task)
      tails.set(
        key,
        result.catch(() => undefined),
      )
      return result
    },
    async settled(key) {
      let tail: Promise<unknown>
      do {
        tail = tailOf(key)
        await tail
      } while (tail !== tails.get(key) && tails.has(key))
    },
  }
}
