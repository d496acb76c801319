import { createAsyncThunk } from '@reduxjs/toolkit'
import { apiHooks } from '@/api/connect'
import type { Message } from '@/api/envelope'
import { isRecord } from '@/src/lib/guards'
import type { DataCheck } from '@/src/lib/schema-check'
import { reportError } from '@/src/reporting/report'
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

/**
 * Why a request failed, as its rejected action's payload (`unwrap()` throws it): the server's messages
 * (shown as notifications already, unless the request is quiet) and the status; `reason` names a 2xx
 * answer without the data the request expects (spec 1 §8), for code and logs, not for the screen ({@link failureTexts}).
 */
export type RequestFailure = { status: number | undefined; messages: Message[]; reason?: string }

/** Whether `error` is a request's failure as `unwrap()` throws it (and not a cancelled call or a bug). */
export const isRequestFailure = (error: unknown): error is RequestFailure => isRecord(error) && Array.isArray(error.messages)

/** The messages of what `unwrap()` threw: a request's failure has the server's, anything else none (it reads as the unknown error). */
export const failureMessages = (error: unknown): Message[] => (isRequestFailure(error) ? error.messages : [])

/**
 * What a failure tells the user: the server's messages as text, or none, which a caller shows as the
 * unknown-error text. Never `reason`: 'API failure during orders/fetchOrders request.' (spec 1 §8) names a
 * request for developers and went to the console and the error report when the request failed.
 */
export const failureTexts = (error: unknown): string[] => failureMessages(error).map(({ message }) => message)

export type RequestOptions = {
  /** The answer is the whole user (spec 1 §3), or null once signed out: the account slice takes it. */
  answersAccount?: boolean
  /**
   * Its caller shows the messages (a form, at its fields and in its error summary: docs/cms-integration.md "Forms"), so
   * the call makes no page notification of them, nor of a failure without any.
   */
  quiet?: boolean
  /**
   * The caller shows its own progress (live search while typing, a results list's filter): the request
   * counts for its family's running flag but does not make the page busy, so the loader overlay never
   * covers what the user is working with (store/running.ts).
   */
  background?: boolean
}

/** What a family's call receives: the thunk's AbortSignal and whether the call is quiet (api/client.ts CallContext). */
export type RequestContext = { signal: AbortSignal; quiet: boolean }

export type RequestMeta = AccountAnswerMeta | { answersAccount?: undefined }

// An ApiError of api/client.ts, recognised by shape: importing the class would pull axios into every family's importer.
const isApiError = (error: unknown): error is { status: number | undefined; messages: Message[] } =>
  error instanceof Error && error.name === 'ApiError' && isRecord(error) && Array.isArray(error.messages)

/**
 * Declares one request of a family. `type` is `family/action`; the running flag, the error text and
 * the devtools label all derive from it, so it is the only place the name is written.
 * `call` receives the thunk's AbortSignal so an unmounted island or a superseded request cancels it.
 * A failed request rejects with a RequestFailure; state changes only on success, so a failure keeps
 * what the user had (spec 1 §8).
 */
export function createRequest<Arg, Data>(
  type: `${Family}/${string}`,
  call: (arg: Arg, context: RequestContext) => Promise<unknown>,
  expected: ((data: unknown) => data is Data) | DataCheck<Data>,
  { answersAccount = false, quiet = false, background = false }: RequestOptions = {},
) {
  // A guard says yes or no; a schema check (src/lib/schema-check.ts) also caps and names what is wrong.
  const read = (data: unknown): { ok: true; value: Data } | { ok: false; problems: string[] } =>
    typeof expected === 'function' ? (expected(data) ? { ok: true, value: data } : { ok: false, problems: [] }) : expected.parse(data)
  trackRequest(type, { background })
  const meta: RequestMeta = answersAccount ? { answersAccount: true } : {}
  return createAsyncThunk<Data, Arg, { fulfilledMeta: RequestMeta; rejectValue: RequestFailure }>(
    type,
    async (arg, { signal, fulfillWithValue, rejectWithValue }) => {
      let data: unknown
      try {
        data = await call(arg, { signal, quiet })
      } catch (error) {
        // The client has shown the messages (or the unknown-error text) unless the call is quiet.
        if (isApiError(error)) {
          // Without messages nobody learns why, the user nor we: the error report gets it (its filter drops 401,
          // 403, 503 and network errors, spec 1 §8). A quiet caller may then degrade without a word to the user.
          if (error.messages.length === 0) reportError(error, { request: type })
          return rejectWithValue({ status: error.status, messages: error.messages })
        }
        throw error // cancelled, or a bug: a plain rejection
      }
      const checked = read(data)
      if (!checked.ok) {
        // spec 1 §8: a success that lacks the expected data is a failure; the user hears of it, we get a report.
        const failure = new ApiFailure(type)
        console.warn(checked.problems.length > 0 ? `${failure.message} ${checked.problems.slice(0, 5).join('; ')}` : failure.message)
        reportError(failure)
        if (!quiet) apiHooks().unknownError()
        return rejectWithValue({ status: undefined, messages: [], reason: failure.message })
      }
      return fulfillWithValue(checked.value, meta)
    },
  )
}
