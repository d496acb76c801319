/**
 * The parts of the session and the user the header shows that page data passes through unchecked
 * (the user menu's entries, the contact person, the selected contact): read once, at the edge, through
 * a schema. A malformed entry is dropped with a console warning and an error report; texts are capped.
 */
import * as v from 'valibot'
import { capText } from '@/src/lib/cap'
import { checkList, DataCheckError } from '@/src/lib/schema-check'
import { describeIssue } from '@/src/lib/schema-problems'
import { reportError } from '@/src/reporting/report'

const NAME_MAX = 100
const TEXT_MAX = 200
const ADDRESS_MAX = 2000

const shown = (max: number) => v.pipe(v.string(), v.transform((text) => capText(text, max)))
// Backends write null for "not given".
const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.pipe(v.nullable(schema), v.transform((value): v.InferOutput<S> | undefined => value ?? undefined)))

/** spec 2 §3: user menu entry (title, link, hasBadge). */
export const userMenuEntrySchema = v.object({
  title: shown(NAME_MAX),
  link: v.pipe(v.string(), v.maxLength(ADDRESS_MAX)),
  hasBadge: v.optional(v.pipe(v.nullable(v.boolean()), v.transform((value) => value === true)), false),
})
export type HeaderMenuEntry = v.InferOutput<typeof userMenuEntrySchema>

/** spec 2 §3: contact person (name, department, role, phone, email, image). */
export const contactPersonSchema = v.object({
  name: shown(NAME_MAX),
  department: maybe(shown(TEXT_MAX)),
  role: maybe(shown(TEXT_MAX)),
  phone: maybe(v.pipe(v.string(), v.maxLength(40))),
  email: maybe(v.pipe(v.string(), v.maxLength(254))),
  image: maybe(v.object({ fallback: v.pipe(v.string(), v.maxLength(ADDRESS_MAX)), alt: maybe(shown(TEXT_MAX)) })),
})
export type HeaderContactPerson = v.InferOutput<typeof contactPersonSchema>

/** spec 2 §3: selected contact (name, customerId, contactPerson.name). */
export const selectedContactSchema = v.object({
  name: shown(NAME_MAX),
  customerId: v.optional(v.pipe(v.nullable(shown(40)), v.transform((value) => value ?? '')), ''),
  contactPerson: maybe(v.object({ name: shown(NAME_MAX) })),
})
export type HeaderSelectedContact = v.InferOutput<typeof selectedContactSchema>

/** The user menu's entries that pass their check (at most 30: a menu, not a site map). */
export const checkUserMenu = (entries: readonly unknown[]): HeaderMenuEntry[] => checkList(entries, userMenuEntrySchema, 'session.userMenu', 30)

// One object is read once, however often the header renders.
const checked = new WeakMap<object, unknown>()

/** An outside object through `schema`, or null (with a warning and a report) when it fails; null stays null. */
export function checkOne<S extends v.GenericSchema>(value: unknown, schema: S, where: string): v.InferOutput<S> | null {
  if (typeof value !== 'object' || value === null) return null
  if (checked.has(value)) return checked.get(value)
  const result = v.safeParse(schema, value)
  let kept: v.InferOutput<S> | null = null
  if (result.success) kept = result.output
  else {
    const error = new DataCheckError(`Dropped ${where}: ${result.issues.map((issue) => describeIssue(issue, where).message).join('; ')}`)
    console.warn(error.message)
    reportError(error)
  }
  checked.set(value, kept)
  return kept
}
