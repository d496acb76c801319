// The bookkeeping of a request family whose answers replace each other in the order the requests started,
// not the order the answers arrive (issue 9: a slow earlier answer never overwrites a newer one). Written
// once for the lazily injected families that hold a list (addresses, shopping lists, notification centre).

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
