/**
 * The one check at the edge for outside data read by a widget or a request family (API answers, session
 * parts the entry passes through unchecked): a valibot schema, its problems worded by describeIssue.
 * valibot stays out of the entry: only widget chunks and lazily loaded families import this module.
 */
import * as v from 'valibot'
import { reportError } from '@/src/reporting/report'
import { describeIssue } from './schema-problems'

/** Outside data read through a schema: the checked value, or what is wrong with it. */
export type DataCheck<T> = { parse(data: unknown): { ok: true; value: T } | { ok: false; problems: string[] } }

/** A DataCheck from a valibot schema; `root` starts every problem's path (`data.products.3.title: …`). */
export function schemaCheck<S extends v.GenericSchema>(schema: S, root = 'data'): DataCheck<v.InferOutput<S>> {
  return {
    parse(data) {
      const result = v.safeParse(schema, data)
      return result.success ? { ok: true, value: result.output } : { ok: false, problems: result.issues.map((issue) => describeIssue(issue, root).message) }
    },
  }
}

/** Thrown (and reported) when outside data fails its check; its message names every problem by path. */
export class DataCheckError extends Error {
  override name = 'DataCheckError'
}

/** Says that outside data was dropped: a console warning with `message` (what and why) and an error report. */
export function reportDropped(message: string): void {
  const error = new DataCheckError(message)
  console.warn(error.message)
  reportError(error)
}

const drop = (issues: readonly v.BaseIssue<unknown>[], where: string) =>
  reportDropped(`Dropped ${where}: ${issues.map((issue) => describeIssue(issue, where).message).join('; ')}`)

// An object or list is read once: a re-render must neither check nor warn again.
const checkedOnes = new WeakMap<object, unknown>()
const checkedLists = new WeakMap<readonly unknown[], unknown[]>()

/** An outside object through `schema`, or null when it fails (dropped as above); anything but an object is null. */
export function checkOne<S extends v.GenericSchema>(value: unknown, schema: S, where: string): v.InferOutput<S> | null {
  if (typeof value !== 'object' || value === null) return null
  if (checkedOnes.has(value)) return checkedOnes.get(value)
  const result = v.safeParse(schema, value)
  if (!result.success) drop(result.issues, where)
  const kept = result.success ? result.output : null
  checkedOnes.set(value, kept)
  return kept
}

/**
 * A part its owner can do without (a fair's website, a make's logo): undefined when absent, else through `schema`, or
 * undefined when it fails (dropped as above), while its owner still shows.
 */
export function checkOptional<S extends v.GenericSchema>(raw: unknown, schema: S, where: string): v.InferOutput<S> | undefined {
  if (raw === undefined || raw === null) return undefined
  const result = v.safeParse(schema, raw)
  if (result.success) return result.output
  drop(result.issues, where)
  return undefined
}

/**
 * The items of an outside list that pass `schema`, each checked on its own: a malformed item is dropped
 * with a console warning naming `where` and the problem, and an error report; the others are kept
 * (docs/cms-integration.md "Page data": never rendered half-broken, never taking the rest down). At most `max` items.
 */
export function checkList<S extends v.GenericSchema>(items: readonly unknown[], schema: S, where: string, max = 200): v.InferOutput<S>[] {
  const cached = checkedLists.get(items)
  if (cached) return cached
  const kept: v.InferOutput<S>[] = []
  items.slice(0, max).forEach((item, index) => {
    const result = v.safeParse(schema, item)
    if (result.success) kept.push(result.output)
    else drop(result.issues, `${where}.${index}`)
  })
  checkedLists.set(items, kept)
  return kept
}

