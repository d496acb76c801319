/**
 * The parts of the session and the user the header shows that page data passes through unchecked
 * (the user menu's entries, the contact person, the selected contact): read once, at the edge, through
 * a schema. A malformed entry is dropped with a console warning and an error report; texts are capped.
 */
import * as v from 'valibot'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { checkList } from '@/src/lib/schema-check'

const NAME_MAX = 100
const TEXT_MAX = 200

/** spec 2 §3: user menu entry (title, link, hasBadge). */
export const userMenuEntrySchema = v.object({
  title: shown(NAME_MAX),
  link: address,
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
  image: maybe(v.object({ fallback: address, alt: maybe(shown(TEXT_MAX)) })),
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
