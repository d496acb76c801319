import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { accountSlice } from './account'
import { notificationsSlice } from './notifications'
import { runningSlice } from './running'
import { sessionSlice } from './session'

/**
 * Families a widget area needs inject their slice when the widget's code loads
 * (`slice.injectInto(rootReducer)`), so the entry chunk carries only what every page needs and
 * axios stays out of it. Each family module adds itself to this interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(runningSlice, sessionSlice, accountSlice, notificationsSlice).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>
export type PreloadedState = Parameters<typeof rootReducer>[0]

// Redux Toolkit's development checks (state mutated outside a reducer, values that are not serialisable) run
// in development and in the tests; production builds leave them out. Their warning when a check takes over 32 ms
// is off: it measured the machine, not the code, and failed a test on a loaded one. Speed is for the benchmarks.
const checkWithoutTiming = { warnAfter: Number.POSITIVE_INFINITY }

/** One store for all islands of a page. */
export const makeStore = (preloadedState?: PreloadedState) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (defaults) => defaults({ immutableCheck: checkWithoutTiming, serializableCheck: checkWithoutTiming }),
  })

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
