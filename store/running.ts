import { createSlice, isFulfilled, isPending, isRejected, type UnknownAction } from '@reduxjs/toolkit'
import type { Family } from './families'

type Running = Partial<Record<Family, number>>
const familyOf = ({ type }: UnknownAction) => type.slice(0, type.indexOf('/')) as Family

// A counter, not a boolean: two overlapping cart updates must not clear each other's flag.
const settle = (running: Running, action: UnknownAction) => {
  const family = familyOf(action)
  const left = (running[family] ?? 1) - 1
  if (left > 0) running[family] = left
  else delete running[family]
}

/** One running counter per request family, driven by every thunk's lifecycle; no per-family code. */
export const runningSlice = createSlice({
  name: 'running',
  initialState: (): Running => ({}),
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Zero-argument matchers match every async thunk's lifecycle actions.
      .addMatcher(isPending(), (running, action) => {
        const family = familyOf(action)
        running[family] = (running[family] ?? 0) + 1
      })
      .addMatcher(isFulfilled(), settle)
      .addMatcher(isRejected(), settle)
  },
  selectors: {
    selectIsRunning: (running, family: Family) => family in running,
    // spec 1 §4, spec 2 §4: the UI is busy while any family's flag is true.
    selectIsBusy: (running) => Object.keys(running).length > 0,
  },
})

export const { selectIsRunning, selectIsBusy } = runningSlice.selectors
