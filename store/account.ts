import { createSlice, isFulfilled, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit'

/** A user (spec 1 §3, spec 2 §3). */
export type User = {
  firstName: string
  lastName: string
  customerId: string
  name: string
  type: 'employee' | 'customer'
  options: { showContactSelector: boolean }
  /**
   * A private consumer (B2C, spec 1 §1), not a business customer. Spec 1 §3's `type` knows employees and
   * customers only, but spec 1 §6 words a consumer's prices apart ('Netto / inkl. Mwst'), whether or not they
   * are an active e-commerce shop user; page data sets it to true for consumers (absent means business).
   */
  consumer?: boolean
}
export type AvailableContact = { id: string; contactId: string; displayLine1: string; displayLine2: string }
export type SelectedContact = { name: string; customerId: string; contactPerson?: { name: string } }
export type ContactPerson = { name: string; department?: string; role?: string; phone?: string; email?: string; image?: unknown }

export type UserData = {
  user: User
  selectedContact: SelectedContact | null
  contactPerson: ContactPerson | null
  availableContacts: AvailableContact[]
  retailerMode: { available: boolean; enabled: boolean }
}

/**
 * Who is signed in and for whom they act (spec 1 §3 "User"): page data's `user`, flat, so a reader
 * writes `account.user.firstName` and `account.selectedContact`. `user` is null when nobody is signed in.
 */
export type AccountState = Omit<UserData, 'user'> & { user: User | null }

const signedOut: AccountState = {
  user: null,
  selectedContact: null,
  contactPerson: null,
  availableContacts: [],
  retailerMode: { available: false, enabled: false },
}

/** The account state of page data's or an answer's user; null is signed out. */
export const accountOf = (data: UserData | null): AccountState => (data ? { ...signedOut, ...data } : signedOut)

/** Meta of a request whose answer is the whole user (createRequest's `answersAccount`). */
export type AccountAnswerMeta = { answersAccount: true }

// Signing in or out, acting for a contact or no longer: each answers with the user (or null), and the
// request says so in its meta, so this slice (in the entry) never imports the families' API code.
const isAccountAnswer = (action: UnknownAction): action is PayloadAction<UserData | null, string, AccountAnswerMeta> =>
  isFulfilled(action) && (action.meta as Partial<AccountAnswerMeta>).answersAccount === true

export const accountSlice = createSlice({
  name: 'account',
  initialState: signedOut,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isAccountAnswer, (_, { payload }) => accountOf(payload))
  },
  selectors: {
    selectAccount: (account) => account,
    selectUser: (account) => account.user,
    selectSelectedContact: (account) => account.selectedContact,
    /** Retailer mode is on (spec 1 §4): prices are gross incl. VAT. */
    selectRetailerModeEnabled: (account) => account.retailerMode.enabled,
  },
})

export const { selectAccount, selectUser, selectSelectedContact, selectRetailerModeEnabled } = accountSlice.selectors
