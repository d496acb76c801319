/**
 * Higher-order resolvers for the concerns every handler shares (STYLE.md, Mocks): who is signed in and
 * may they do this, and is the JSON body there and well-formed. Each wraps a resolver and answers the
 * error itself, so handlers hold only their happy path and no handler repeats a try block.
 *
 * They compose with `withUser` outermost: `withUser(withJsonBody(schema, ({ user, body }) => …))`.
 * (`withUser` is deliberately not generic: its fixed resolver type is what lets TypeScript infer the
 * inner resolver's `user`; two generic wrappers nested leave the inner one guessing.)
 */
import type { HttpResponseResolver } from 'msw'
import type { Message } from '@/api/envelope'
import { isRecord } from '@/src/lib/guards'
import { currentUser } from './db/index'
import type { Account } from './db/users'
import { errorMessage, fail } from './envelope'

type Reply = Response | Promise<Response>
/** What MSW passes every HTTP resolver (request, params, cookies …), so wrapped handlers keep `params`. */
type Base = Parameters<HttpResponseResolver>[0]

/** Who may use a call once signed in, and the German 403 text for everyone else. */
export type Access = { allowed: (account: Account) => boolean; message: string }

/**
 * Passes the signed-in account as `user`: the one of the request's shop, so a handler that changes it
 * in place changes only that shop. 401 without one; 403 with `access.message` when the account may not
 * use the call (spec 1 §6).
 */
export function withUser(resolver: (info: Base & { user: Account }) => Reply, access?: Access) {
  return async (info: Base): Promise<Response> => {
    const user = currentUser(info.request)
    if (!user) return fail(401, [errorMessage('Bitte melden Sie sich an.')])
    if (access && !access.allowed(user)) return fail(403, [errorMessage(access.message)])
    return resolver({ ...info, user })
  }
}

/** One field of a JSON body: how to recognise a good value, and how to name one in a German message. */
export type Field<T> = {
  readonly optional: boolean
  /** Completes 'Das Feld «x» muss … sein.' */
  readonly expected: string
  readonly accepts: (value: unknown) => value is T
}

/** A body schema: field name → field. */
export type Schema = Record<string, Field<unknown>>

/** The body a schema accepts. */
export type BodyOf<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never }

/** A non-empty string (whitespace alone counts as missing). */
export const text: Field<string> = {
  optional: false,
  expected: 'ein Text',
  accepts: (value): value is string => typeof value === 'string',
}

/** `true` or `false`. */
export const flag: Field<boolean> = {
  optional: false,
  expected: 'true oder false',
  accepts: (value): value is boolean => typeof value === 'boolean',
}

/** A whole number of at least 1 (limits, counts). */
export const positiveInteger: Field<number> = {
  optional: false,
  expected: 'eine ganze Zahl grösser als 0',
  accepts: (value): value is number => Number.isInteger(value) && (value as number) > 0,
}

/** The same field, but it may be left out (then it reads as undefined). */
export const optional = <T>(field: Field<T>): Field<T | undefined> => ({
  optional: true,
  expected: field.expected,
  accepts: (value): value is T | undefined => value === undefined || field.accepts(value),
})

// null, undefined and blank strings are "not given": a login form sends '' for an empty input.
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Checks a parsed body against a schema: the typed body, or one German message per bad field. */
export function checkBody<S extends Schema>(schema: S, body: Record<string, unknown>) {
  const errors: Message[] = []
  const checked: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(schema)) {
    const value = body[name]
    if (isBlank(value)) {
      if (!field.optional) errors.push(errorMessage(`Das Feld «${name}» fehlt.`, name))
      checked[name] = undefined
    } else if (field.accepts(value)) {
      checked[name] = value
    } else {
      errors.push(errorMessage(`Das Feld «${name}» muss ${field.expected} sein.`, name))
    }
  }
  return errors.length > 0 ? { errors } : { body: checked as BodyOf<S> }
}

/**
 * Passes the request's JSON body, checked against `schema`, as `body`. 400 with a German message when
 * the body is not a JSON object or a field is missing or of the wrong type; the handler never sees a bad body.
 */
export function withJsonBody<S extends Schema, I extends Base>(schema: S, resolver: (info: I & { body: BodyOf<S> }) => Reply) {
  return async (info: I): Promise<Response> => {
    let parsed: unknown
    try {
      parsed = JSON.parse(await info.request.text())
    } catch {
      return fail(400, [errorMessage('Die Anfrage enthält kein gültiges JSON.')])
    }
    if (!isRecord(parsed)) return fail(400, [errorMessage('Die Anfrage muss ein JSON-Objekt sein.')])
    const result = checkBody(schema, parsed)
    if ('errors' in result) return fail(400, result.errors)
    return resolver({ ...info, body: result.body })
  }
}
