import { isRecord } from '@/src/lib/guards'
import type { AvailableContact } from '@/store/account'
import { callData, type CallContext } from './client'

/** spec 1 §7, §9: a contact search returns at most 5 contacts. */
export const CONTACT_SEARCH_LIMIT = 5

export type ContactSearch = { search: string }
export type ContactChoice = Pick<AvailableContact, 'id' | 'contactId'>

/** spec 1 §7: POST /api/contact/search with the term and limit 5. */
export const postContactSearch = ({ search }: ContactSearch, context: CallContext) =>
  callData('post', 'contactSearch', { body: { search, limit: CONTACT_SEARCH_LIMIT }, ...context })

/** spec 1 §7: POST /api/contact/select with id and contactId; answers the user acting for the contact. */
export const postContactSelect = ({ id, contactId }: ContactChoice, context: CallContext) =>
  callData('post', 'contactSelect', { body: { id, contactId }, ...context })

/** spec 1 §7: POST /api/contact/logout; answers the user acting as themselves again. */
export const postContactLogout = (_: void, context: CallContext) => callData('post', 'contactLogout', { body: {}, ...context })

const isAvailableContact = (value: unknown): value is AvailableContact =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.contactId === 'string' &&
  typeof value.displayLine1 === 'string' &&
  typeof value.displayLine2 === 'string'

/** The contacts a search answers. */
export const isContactList = (data: unknown): data is { entries: AvailableContact[] } =>
  isRecord(data) && Array.isArray(data.entries) && data.entries.every(isAvailableContact)
