import type { AvailableContact } from '@/store/account'
import { useAppDispatch } from '@/store/hooks'
import { useReloadingChange } from '@/src/features/reloading-change/use-reloading-change'

const loadContacts = () => import('@/store/contacts')

/** Fetches the contact family (and axios) before it is used: on hover or focus of the button that changes the contact. */
export const prefetchContacts = (): void => void loadContacts().catch(() => undefined)

/** The contact to act for: the pair /api/contact/select takes (spec 1 §7: id, contactId). */
export type ContactChoice = Pick<AvailableContact, 'id' | 'contactId'>

/** What `pending` names while leaving the contact acted for. */
const LEAVING = 'leave'

/** The key `pending` names a contact by while it is being chosen. */
export const choiceKey = ({ id, contactId }: ContactChoice): string => `${id}/${contactId}`

/**
 * Changing whom an employee acts for (spec 1 §6, §7 /api/contact/select and /logout), for the header's
 * select-contact menu, the customer overview and the acting-for banner. Once the server confirms, the page
 * reloads (src/features/reloading-change): everything on it was rendered for the former customer (prices on their
 * terms, their cart and its count, their orders and addresses). `pending` is {@link LEAVING} or the
 * {@link choiceKey} of the contact being chosen; `choose` and `leave` resolve to whether the server took it.
 */
export function useContactChange() {
  const dispatch = useAppDispatch()
  const { pending, run } = useReloadingChange<string>()
  return {
    choose: (contact: ContactChoice) =>
      run(choiceKey(contact), loadContacts, ({ chooseContact }) => dispatch(chooseContact({ id: contact.id, contactId: contact.contactId })).unwrap()),
    leave: () => run(LEAVING, loadContacts, ({ logoutFromContact }) => dispatch(logoutFromContact()).unwrap()),
    pending,
  }
}
