import { createSlice, isAnyOf, isFulfilled, isPending, isRejected, type UnknownAction } from '@reduxjs/toolkit'
import type { Family } from './families'

type Counts = Partial<Record<Family, number>>
type Running = {
  /** Requests on their way, per family. */
  families: Counts
  /** Of those, the ones the page waits for (the loader overlay covers the page while any run). */
  blocking: Counts
}

// The requests declared with createRequest, by type prefix: only they drive the running flags, so a
// thunk that is no request (a debounce, a local computation) never makes the page look busy. The value
// says whether the page waits for it.
const requests = new Map<string, boolean>()

/**
 * Called by createRequest for each request it declares. A request made in the background (live search
 * while typing, a filter of a results list that shows its own progress) counts for its family's flag but
 * never puts the page-wide loader overlay over what the user is working with.
 */
export const trackRequest = (type: string, { background = false }: { background?: boolean } = {}): void => void requests.set(type, !background)

const requestOf = ({ type }: UnknownAction) => type.slice(0, type.lastIndexOf('/'))
const familyOf = (action: UnknownAction) => requestOf(action).split('/')[0] as Family
const anyPending = isPending()
const anySettled = isAnyOf(isFulfilled(), isRejected())
const isPendingRequest = (action: UnknownAction) => anyPending(action) && requests.has(requestOf(action))
const isSettledRequest = (action: UnknownAction) => anySettled(action) && requests.has(requestOf(action))

const add = (counts: Counts, family: Family) => {
  counts[family] = (counts[family] ?? 0) + 1
}
// A counter, not a boolean: two overlapping cart updates must not clear each other's flag.
const remove = (counts: Counts, family: Family) => {
  const left = (counts[family] ?? 1) - 1
  if (left > 0) counts[family] = left
  else delete counts[family]
}

/** One running counter per request family, driven by the lifecycle of every createRequest thunk; no per-family code. */
export const runningSlice = createSlice({
  name: 'running',
  initialState: (): Running => ({ families: {}, blocking: {} }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isPendingRequest, (running, action) => {
        add(running.families, familyOf(action))
        if (requests.get(requestOf(action))) add(running.blocking, familyOf(action))
      })
      .addMatcher(isSettledRequest, (running, action) => {
        remove(running.families, familyOf(action))
        if (requests.get(requestOf(action))) remove(running.blocking, familyOf(action))
      })
  },
  selectors: {
    selectIsRunning: (running, family: Family) => family in running.families,
    // spec 1 §4, spec 2 §4: the UI is busy while any family's flag is true (requests made in the background aside).
    selectIsBusy: (running) => Object.keys(running.blocking).length > 0,
  },
})

export const { selectIsRunning, selectIsBusy } = runningSlice.selectors
