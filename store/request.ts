import { createAsyncThunk } from '@reduxjs/toolkit'
import type { AccountAnswerMeta } from './account'
import type { Family } from './families'
import { trackRequest } from './running'

/** The data a response must carry is missing (spec 1 §8). The message is the spec's, built from the action type. */
export class ApiFailure extends Error {
  override name = 'ApiFailure'
  constructor(request: string) {
    super(`API failure during ${request} request.`)
  }
}

export type RequestOptions = {
  /** The answer is the whole user (spec 1 §3), or null once signed out: the account slice takes it. */
  answersAccount?: boolean
}

type RequestMeta = AccountAnswerMeta | { answersAccount?: undefined }

/**
 * Declares one request of a family. `type` is `family/action`; the running flag, the error text and
 * the devtools label all derive from it, so it is the only place the name is written.
 * `call` receives the thunk's AbortSignal so an unmounted island or a superseded request cancels it.
 */
export function createRequest<Arg, Data>(
  type: `${Family}/${string}`,
  call: (arg: Arg, signal: AbortSignal) => Promise<unknown>,
  isExpected: (data: unknown) => data is Data,
  { answersAccount = false }: RequestOptions = {},
) {
  trackRequest(type)
  const meta: RequestMeta = answersAccount ? { answersAccount: true } : {}
  return createAsyncThunk<Data, Arg, { fulfilledMeta: RequestMeta }>(type, async (arg, { signal, fulfillWithValue }) => {
    const data = await call(arg, signal)
    if (!isExpected(data)) throw new ApiFailure(type)
    return fulfillWithValue(data, meta)
  })
}
