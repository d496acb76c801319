/**
 * The query-parameter counterpart of `withJsonBody` (resolvers.ts) for GET calls: each parameter read
 * from the address and checked, with the same German messages, so a handler sees only good input and
 * answers 400 otherwise. Lists travel as `name[]=a&name[]=b` (spec 1 §7; `name=a` is read too).
 */
import type { HttpResponseResolver } from 'msw'
import type { Message } from '@/api/envelope'
import { errorMessage, fail } from './envelope'

type Reply = Response | Promise<Response>
type Base = Parameters<HttpResponseResolver>[0]

/** Not given, or given: a value, or a German text that completes 'Das Feld «x» …'. */
type Reading<T> = { value: T } | { problem: string }

/** One query parameter: whether it may be left out, and how its text is read. */
export type Param<T> = {
  readonly optional: boolean
  readonly list?: boolean
  readonly read: (raw: string) => Reading<T>
}

export type Params = Record<string, Param<unknown>>
/** The input a parameter schema accepts; left-out optional parameters read as undefined. */
export type InputOf<S extends Params> = {
  [K in keyof S]: S[K] extends Param<infer T> ? (S[K] extends { list: true } ? T : S[K]['optional'] extends true ? T | undefined : T) : never
}

const mustBe = (expected: string) => ({ problem: `muss ${expected} sein.` })

/** A text of at most `max` characters; blank counts as missing. */
export const textParam = (max: number): Param<string> & { optional: false } => ({
  optional: false,
  read: (raw) => (raw.length > max ? { problem: `darf höchstens ${max} Zeichen lang sein.` } : { value: raw }),
})

const INTEGER = /^\d+$/

/** A whole number of at least `min`, named in messages as 'eine ganze Zahl grösser als 0' or 'ab 0'. */
export const integerParam = (min: 0 | 1): Param<number> & { optional: false } => ({
  optional: false,
  read: (raw) => {
    const value = INTEGER.test(raw) ? Number(raw) : Number.NaN
    return Number.isSafeInteger(value) && value >= min ? { value } : mustBe(min === 1 ? 'eine ganze Zahl grösser als 0' : 'eine ganze Zahl ab 0')
  },
})

/** One of `values`, the ids of something the mock knows (a folder, a category, a publication type …). */
export const oneOfParam = <T extends string>(values: readonly T[]): Param<T> & { optional: false } => ({
  optional: false,
  read: (raw) => (values.some((value) => value === raw) ? { value: raw as T } : mustBe(`einer der Werte ${values.map((value) => `«${value}»`).join(', ')}`)),
})

/** `true` or `false`. */
export const flagParam: Param<boolean> & { optional: false } = {
  optional: false,
  read: (raw) => (raw === 'true' ? { value: true } : raw === 'false' ? { value: false } : mustBe('true oder false')),
}

/** Any number of texts (`name[]`), each checked by `item`; none given reads as an empty list. */
export const listParam = <T>(item: Param<T>): Param<T[]> & { optional: true; list: true } => ({
  optional: true,
  list: true,
  read: (raw) => {
    const reading = item.read(raw)
    return 'problem' in reading ? reading : { value: [reading.value] }
  },
})

/** The same parameter, but it may be left out. */
export const optionalParam = <T>(param: Param<T>): Param<T> & { optional: true } => ({ ...param, optional: true })

const isBlank = (raw: string) => raw.trim() === ''

/** Reads the parameters of `url` by `schema`: the input, or one German message per bad parameter. */
export function readParams<S extends Params>(schema: S, url: URL): { input: InputOf<S> } | { errors: Message[] } {
  const errors: Message[] = []
  const input: Record<string, unknown> = {}
  for (const [name, param] of Object.entries(schema)) {
    if (param.list) {
      const values: unknown[] = []
      for (const raw of [...url.searchParams.getAll(`${name}[]`), ...url.searchParams.getAll(name)].filter((raw) => !isBlank(raw))) {
        const reading = param.read(raw)
        if ('problem' in reading) errors.push(errorMessage(`Ein Wert des Feldes «${name}» ${reading.problem}`, name))
        else values.push(...(reading.value as unknown[]))
      }
      input[name] = values
      continue
    }
    const raw = url.searchParams.get(name)
    if (raw === null || isBlank(raw)) {
      if (!param.optional) errors.push(errorMessage(`Das Feld «${name}» fehlt.`, name))
      input[name] = undefined
      continue
    }
    const reading = param.read(raw.trim())
    if ('problem' in reading) errors.push(errorMessage(`Das Feld «${name}» ${reading.problem}`, name))
    else input[name] = reading.value
  }
  return errors.length > 0 ? { errors } : { input: input as InputOf<S> }
}

/**
 * Passes the request's query parameters, read by `schema`, as `input`; 400 with German messages otherwise.
 * Generic in what it is given, so it composes inside `withUser` (and keeps its `user`).
 */
export function withParams<S extends Params, I extends Base = Base>(schema: S, resolver: (info: I & { input: InputOf<S> }) => Reply) {
  return (info: I): Reply => {
    const result = readParams(schema, new URL(info.request.url))
    if ('errors' in result) return fail(400, result.errors)
    return resolver({ ...info, input: result.input })
  }
}

/** `filters[<name>][]=<value>`: spec 1 §7 writes the news list's filters so, and the product lists take the same (`filters[<name>]=<value>` too). */
const FILTER_PARAM = /^filters\[([^\]]*)\](\[\])?$/

/** A `filters…` parameter of an address: the filter's name (undefined for a key of another form) and the trimmed value. */
export type FilterParam = { key: string; name: string | undefined; value: string }

/** Every parameter whose key starts with `filters`, blank values left out: each caller decides what it accepts. */
export const filterParams = (url: URL): FilterParam[] =>
  [...url.searchParams]
    .filter(([key, raw]) => key.startsWith('filters') && !isBlank(raw))
    .map(([key, raw]) => ({ key, name: FILTER_PARAM.exec(key)?.[1], value: raw.trim() }))
