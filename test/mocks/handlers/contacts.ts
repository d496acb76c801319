/**
 * The employee's contact selector (spec 1 §7: /api/contact/search, /select, /logout; spec 2 §4): search
 * the customers' contacts, act for one, and return to acting as oneself.
 */
import { http } from 'msw'
import { CONTACT_SEARCH_LIMIT } from '@/api/contacts'
import { actableContactsOf } from '../db/customers'
import { toAvailableContact, toUserData } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { optional, positiveInteger, text, withJsonBody, withUser, type Access } from '../resolvers'
import { route } from '../route'


// Spec 1 §1, §6: only sales staff act on behalf of customers.
const employeesOnly: Access = {
  allowed: (account) => account.user.type === 'employee',
  message: 'Die Kundenauswahl steht nur Mitarbeitenden zur Verfügung.',
}

export const contactHandlers = [
  http.post(
    route('contactSearch'),
    withUser(
      withJsonBody({ search: optional(text), limit: optional(positiveInteger) }, ({ user, body }) => {
        const term = (body.search ?? '').trim().toLocaleLowerCase('de-CH')
        // Every contact of the employee's customers (db/customers.ts), the ones page data lists first.
        const entries = actableContactsOf(user)
          .map(toAvailableContact)
          .filter((contact) => `${contact.displayLine1}\n${contact.displayLine2}`.toLocaleLowerCase('de-CH').includes(term))
          .slice(0, body.limit ?? CONTACT_SEARCH_LIMIT)
        return ok({ entries })
      }),
      employeesOnly,
    ),
  ),

  http.post(
    route('contactSelect'),
    withUser(
      withJsonBody({ id: text, contactId: text }, ({ user, body }) => {
        const contact = actableContactsOf(user).find((item) => item.customerId === body.id && item.contactId === body.contactId)
        if (!contact) return fail(400, [errorMessage('Der gewählte Kontakt ist nicht verfügbar.')])
        user.selectedContact = { name: contact.company, customerId: contact.customerId, contactPerson: { name: contact.person } }
        return ok(toUserData(user))
      }),
      employeesOnly,
    ),
  ),

  http.post(
    route('contactLogout'),
    withUser(({ user }) => {
      user.selectedContact = null
      return ok(toUserData(user))
    }, employeesOnly),
  ),
]
