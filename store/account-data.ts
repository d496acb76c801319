/**
 * The parts of page data's user and session that the page-data reader passes through unchecked (the
 * user menu, the contact person, the selected contact), as the header and the account widgets read them:
 * once, at the edge, through one schema each (checkOne and checkList keep one result per object, so
 * whichever island reads an object first, all read the same), and who the user acts as. A malformed part
 * is dropped with a console warning and an error report; texts are capped. Pure, so the simulated CMS
 * builds the same texts into its fallback markup.
 */
import * as v from 'valibot'
import { checkList, checkOne } from '@/src/lib/schema-check'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'
import type { User } from '@/store/account'

const NAME_MAX = 100
const TEXT_MAX = 200

/** spec 2 §3: contact person (name, department, role, phone, email, image). */
export const contactPersonSchema = v.object({
  name: shown(NAME_MAX),
  department: maybe(shown(TEXT_MAX)),
  role: maybe(shown(TEXT_MAX)),
  phone: maybe(v.pipe(v.string(), v.maxLength(40))),
  email: maybe(v.pipe(v.string(), v.maxLength(254))),
  image: maybe(v.object({ fallback: address, alt: maybe(shown(TEXT_MAX)) })),
})
export type CheckedContactPerson = v.InferOutput<typeof contactPersonSchema>

/** spec 2 §3: selected contact (name, customerId, contactPerson.name): the customer an employee acts for. */
export const selectedContactSchema = v.object({
  name: shown(NAME_MAX),
  customerId: v.optional(v.pipe(v.nullable(shown(40)), v.transform((value) => value ?? '')), ''),
  contactPerson: maybe(v.object({ name: shown(NAME_MAX) })),
})
export type CheckedContact = v.InferOutput<typeof selectedContactSchema>

/** spec 2 §3: user menu entry (title, link, hasBadge). */
export const userMenuEntrySchema = v.object({
  title: shown(NAME_MAX),
  link: address,
  hasBadge: v.optional(v.pipe(v.nullable(v.boolean()), v.transform((value) => value === true)), false),
})
export type CheckedMenuEntry = v.InferOutput<typeof userMenuEntrySchema>

/** Page data's contact person (spec 2 §3), checked; null when there is none or it is malformed. */
export const checkContactPerson = (value: unknown): CheckedContactPerson | null => checkOne(value, contactPersonSchema, 'user.contactPerson')

/** Page data's selected contact, checked; null when there is none or it is malformed (dropped with a warning). */
export const checkSelectedContact = (value: unknown): CheckedContact | null => checkOne(value, selectedContactSchema, 'user.selectedContact')

/** The user menu's entries that pass their check (at most 30: a menu, not a site map). */
export const checkUserMenu = (entries: readonly unknown[]): CheckedMenuEntry[] => checkList(entries, userMenuEntrySchema, 'session.userMenu', 30)

/**
 * The contact an employee acts for (spec 1 §6, spec 2 §2.4: the log-out-from-contact link is shown to
 * non-customers with a selected contact), or null when the user acts as themself.
 */
export const actingContactOf = (user: User | null, contact: CheckedContact | null): CheckedContact | null =>
  user !== null && user.type !== 'customer' ? contact : null

/** The name to address a user by: first and last name, else the account's name. */
export const fullNameOf = (user: User): string => `${user.firstName} ${user.lastName}`.trim() || user.name
