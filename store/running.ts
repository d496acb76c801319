import { createSlice, isAnyOf, isFulfilled, isPending, isRejected, type UnknownAction } from '@reduxjs/toolkit'
import type { Family } from './families'

type Running = Partial<Record<Family, number>>

// The requests declared with createRequest, by type prefix: only they drive the running flags, so a
// thunk that is no request (a debounce, a local computation) never makes the page look busy.
const requests = new Set<string>()

/** Called by createRequest for each request it declares. */
export const trackRequest = (type: string): void => void requests.add(type)

const requestOf = ({ type }: UnknownAction) => type.slice(0, type.lastIndexOf('/'))
const familyOf = (action: UnknownAction) => requestOf(action).split('/')[0] as Family
const anyPending = isPending()
const anySettled = isAnyOf(isFulfilled(), isRejected())
const isPendingRequest = (action: UnknownAction) => anyPending(action) && requests.has(requestOf(action))
const isSettledRequest = (action: UnknownAction) => anySettled(action) && requests.has(requestOf(action))

// A counter, not a boolean: two overlapping cart updates must not clear each other's flag.
const settle = (running: Running, action: UnknownAction) => {
  const family = familyOf(action)
  const left = (running[family] ?? 1) - 1
  if (left > 0) running[family] = left
  else delete running[family]
}

/** One running counter per request family, driven by the lifecycle of every createRequest thunk; no per-family code. */
export const runningSlice = createSlice({
  name: 'running',
  initialState: (): Running => ({}),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isPendingRequest, (running, action) => {
        const family = familyOf(action)
        running[family] = (running[family] ?? 0) + 1
      })
      .addMatcher(isSettledRequest, settle)
  },
  selectors: {
    selectIsRunning: (running, family: Family) => family in running,
    // spec 1 §4, spec 2 §4: the UI is busy while any family's flag is true.
    selectIsBusy: (running) => Object.keys(running).length > 0,
  },
})

export const { selectIsRunning, selectIsBusy } = runningSlice.selectors
