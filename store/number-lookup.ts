import { createSlice, type AsyncThunk } from '@reduxjs/toolkit'
import { useEffect } from 'react'
import type { Message } from '@/api/envelope'
import { chunksOf, frameBatch } from './frame-batch'
import { useAppSelector, useAppStore } from './hooks'
import { selectIsActiveShopUser } from './price-basis'
import { rootReducer, type AppStore, type RootState } from './index'
import type { RequestFailure, RequestMeta } from './request'

/** What a tile shows of a looked-up value: on its way, the value, none (the answer has none for it), or failed. */
export type Lookup<Value> = { status: 'loading' } | { status: 'done'; value: Value } | { status: 'none' } | { status: 'failed' }

/** A request of store/request.ts that takes the numbers of a page's tiles. */
type LookupRequest<Answer> = AsyncThunk<Answer, { products: readonly string[] }, { fulfilledMeta: RequestMeta; rejectValue: RequestFailure }>

type LookupState<Value> = {
  /** Per number: its value, or null when the answer has none. Absent: not asked yet. */
  values: Record<string, Value | null>
  /** Numbers asked and not answered yet ('pending'), or whose call failed ('failed': not asked again on this page). */
  asked: Record<string, 'pending' | 'failed'>
  /** The server's messages of the latest failed call (none: an empty list); null while no call failed. */
  failure: Message[] | null
}

const LOADING = { status: 'loading' } as const
const NONE = { status: 'none' } as const
const FAILED = { status: 'failed' } as const

/**
 * Something every product tile of a page shows per product number, for signed-in active e-commerce shop users
 * alone (spec 1 §6): the list price labels and the tile prices. Two steps, so that the slice's type, which the
 * caller declares in `LazyLoadedSlices`, does not depend on the store's: the slice of `request`'s answers,
 * then its hooks (lookupHooks).
 */
export function createLookupSlice<Name extends string, Answer, Value>(
  name: Name,
  request: LookupRequest<Answer>,
  /** The value for `number` in an answer, or null when it has none. */
  valueOf: (answer: Answer, number: string) => Value | null,
) {
  const initialState: LookupState<Value> = { values: {}, asked: {}, failure: null }
  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(request.pending, (state, { meta }) => {
          for (const number of meta.arg.products) state.asked[number] = 'pending'
        })
        .addCase(request.fulfilled, (state, { payload, meta }) => {
          for (const number of meta.arg.products) {
            ;(state.values as Record<string, Value | null>)[number] = valueOf(payload, number)
            delete state.asked[number]
          }
        })
        .addCase(request.rejected, (state, { meta, payload }) => {
          for (const number of meta.arg.products) state.asked[number] = 'failed'
          state.failure = payload?.messages ?? []
        })
    },
  })
}

/**
 * The hooks of a lookup slice, which is injected here, when the first tile loads its module. The numbers asked
 * within one frame, from every island, go out in one call of `request` (at most `max` numbers a call), and each
 * number's answer is kept, so a re-render or load more asks only for new ones; a failed number is not asked
 * again on this page.
 */
export function lookupHooks<Answer, Value>(slice: ReturnType<typeof createLookupSlice<string, Answer, Value>>, request: LookupRequest<Answer>, max: number) {
  const injected = slice.injectInto(rootReducer)
  // The caller's LazyLoadedSlices declaration puts the slice into RootState; the generic name cannot show it here.
  const lookupOf = (state: RootState) => injected.selectSlice(state as never)
  const isAsked = (state: RootState, number: string) => number in lookupOf(state).values || number in lookupOf(state).asked
  const isFailed = (state: RootState, number: string) => lookupOf(state).asked[number] === 'failed'

  const queue = frameBatch((store, numbers) => {
    const state = store.getState()
    if (!selectIsActiveShopUser(state)) return
    const fresh = numbers.filter((number) => !isAsked(state, number))
    for (const products of chunksOf(fresh, max)) void store.dispatch(request({ products }))
  })

  /** Asks for `number`'s value with the next batch, unless it is known or asked already. */
  const ask = (store: AppStore, number: string) => {
    const state = store.getState()
    if (selectIsActiveShopUser(state) && !isAsked(state, number)) queue(store, number)
  }

  /** The value of a tile's number, asked with the next batch; undefined for everyone but an active shop user. */
  function useLookup(number: string | undefined): Lookup<Value> | undefined {
    const store = useAppStore()
    const eligible = useAppSelector(selectIsActiveShopUser)
    const value = useAppSelector((state) => (number ? lookupOf(state).values[number] : undefined))
    const failed = useAppSelector((state) => (number ? isFailed(state, number) : false))
    useEffect(() => {
      if (eligible && number) ask(store, number)
    }, [store, eligible, number])
    if (!eligible || !number) return undefined
    if (failed) return FAILED
    if (value === null) return NONE
    return value === undefined ? LOADING : { status: 'done', value }
  }

  /**
   * The server's messages when the call for any of these numbers failed (an empty list: it said nothing), so
   * the tiles' place can say the data is unavailable (spec 1 §8); undefined otherwise and for everyone but an
   * active e-commerce shop user.
   */
  function useLookupFailure(numbers: readonly string[]): Message[] | undefined {
    const eligible = useAppSelector(selectIsActiveShopUser)
    const failed = useAppSelector((state) => numbers.some((number) => isFailed(state, number)))
    const failure = useAppSelector((state) => lookupOf(state).failure)
    return eligible && failed ? (failure ?? []) : undefined
  }

  return { ask, useLookup, useLookupFailure }
}
