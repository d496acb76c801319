import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { isUserData } from '@/api/auth'
import { isContactList, postContactLogout, postContactSearch, postContactSelect } from '@/api/contacts'
import type { AvailableContact } from './account'
import { rootReducer, type RootState } from './index'
import { createRequest } from './request'
import { isLatest, startLatest, type Latest } from './request-order'

// The contact family (spec 1 §3, §7; spec 2 §4): an employee searches the contacts they may act for,
// chooses one, and logs out from it again. The model for every family to come: requests declared with
// createRequest, a slice injected lazily by the first widget that imports this module, selectors.

/** spec 1 §7: the contacts matching a term, at most 5. */
// In the background: the list shows its own progress while the employee types in the menu.
export const searchContacts = createRequest('contacts/searchContacts', postContactSearch, isContactList, { background: true })

/** spec 2 §4: choosing a contact selects it; the answer is the user acting for that contact. */
export const chooseContact = createRequest('contacts/chooseContact', postContactSelect, isUserData, { answersAccount: true })

/** spec 2 §4: logging out from the contact returns to the employee. */
export const logoutFromContact = createRequest('contacts/logoutFromContact', postContactLogout, isUserData, { answersAccount: true })

type ContactsState = Latest & {
  /** The term of the latest search. */
  query: string
  /** The latest search's contacts; null before the first search on this page. */
  found: AvailableContact[] | null
}

const initialState: ContactsState = { query: '', found: null, requestId: null }

const contactsSlice = createSlice({
  name: 'contacts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchContacts.pending, (contacts, { meta }) => {
        contacts.query = meta.arg.search
        startLatest(contacts, meta)
      })
      .addCase(searchContacts.fulfilled, (contacts, { payload, meta }) => {
        // An answer to a term the user has typed past is stale.
        if (isLatest(contacts, meta)) contacts.found = payload.entries
      })
      .addCase(searchContacts.rejected, (contacts, { meta }) => {
        // A superseded search was cancelled on purpose; a failed one resets the list (spec 1 §8).
        if (!meta.aborted && isLatest(contacts, meta)) contacts.found = []
      })
  },
  selectors: {
    selectContactQuery: (contacts) => contacts.query,
    selectFoundContacts: (contacts) => contacts.found,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof contactsSlice> {}
}

// Injected once, when the first widget that needs contacts loads this module; all islands share it.
const injected = contactsSlice.injectInto(rootReducer)

export const { selectContactQuery } = injected.selectors

/** The contacts to list: the latest search's, or page data's available contacts before any search. */
export const selectContactList = (state: RootState): AvailableContact[] =>
  injected.selectors.selectFoundContacts(state) ?? state.account.availableContacts
