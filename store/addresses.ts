import { createSlice, isAnyOf, isFulfilled, type UnknownAction, type WithSlice } from '@reduxjs/toolkit'
import {
  addressFormAnswer,
  addressListAnswer,
  addressSavedAnswer,
  getAddresses,
  getAddressEditForm,
  postAddressDelete,
  postAddressSave,
  postAddressShipTo,
  type AddressList,
} from '@/api/address-list'
import type { AccountAnswerMeta } from './account'
import { rootReducer } from './index'
import { createRequest } from './request'
import { changeKeyOf, failureResets, initialRequestOrder, isFamilyAction, isNewest, isWorking, startOrderOf, trackRequest, type RequestOrder } from './request-order'

// The address family (spec 2 §3 "address: addressList, partnerId, edit form configuration"; §4: its own
// running flag; §7 the calls). Every answer that carries the list replaces what an older request answered,
// never what a newer one did (docs/architecture.md "Answers that replace a list"). Changes are not
// shown before the server has taken them, so a failed one leaves the view as it was.

/** spec 2 §7 Get address list. In the background: the list shows its own loading view. */
export const fetchAddresses = createRequest('address/fetchAddresses', getAddresses, addressListAnswer, { background: true })

/** spec 2 §7 Delete address: posts partnerId; answers the list. Quiet: its confirmation dialog shows the messages. */
export const deleteAddress = createRequest('address/deleteAddress', postAddressDelete, addressListAnswer, { quiet: true })

/** spec 2 §7 Set ship-to address; answers the list. */
export const setShipToAddress = createRequest('address/setShipToAddress', postAddressShipTo, addressListAnswer)

/** spec 2 §7 Get address edit form (with the address's partnerId, none for a new one); answers the configuration. */
export const fetchAddressForm = createRequest('address/fetchAddressForm', getAddressEditForm, addressFormAnswer, { background: true })

/** The edit form's submit; answers the list. Quiet: the form shows the messages at its fields and in its summary. */
export const saveAddress = createRequest('address/saveAddress', postAddressSave, addressSavedAnswer, { quiet: true })

/** Where the list stands: `loading` before its first answer (or while refetching), `failed` when the latest fetch failed. */
export type AddressListStatus = 'idle' | 'loading' | 'done' | 'failed'

/** A change to one address on its way: what the list shows as busy (and never sends twice). */
export type AddressAction = 'delete' | 'shipTo'

type AddressesState = RequestOrder & {
  /** The addresses and the current ship-to; null before the first answer and after a failed fetch (spec 1 §8: related data reset). */
  list: AddressList | null
  status: AddressListStatus
  /** The start order of the request whose answer `list` is. */
  version: number
}

const initialState: AddressesState = { list: null, status: 'idle', version: 0, ...initialRequestOrder() }

const answersList = isAnyOf(fetchAddresses.fulfilled, deleteAddress.fulfilled, setShipToAddress.fulfilled, saveAddress.fulfilled)

// The changes the list shows as busy per address, by their thunk's name.
const CHANGES: Record<string, AddressAction> = { deleteAddress: 'delete', setShipToAddress: 'shipTo' }

// Acting for another contact (or no longer) answers with the user: the addresses shown were someone else's.
const isAccountAnswer = (action: UnknownAction) => isFulfilled(action) && (action.meta as Partial<AccountAnswerMeta>).answersAccount === true

const addressesSlice = createSlice({
  name: 'addresses',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAddresses.pending, (state) => {
        state.status = 'loading'
      })
      .addCase(fetchAddresses.rejected, (state, { meta }) => {
        // A fetch cancelled because its island went away leaves what was shown; a failure resets it (spec 1 §8).
        if (!failureResets(state, meta, state.version)) return
        state.status = 'failed'
        state.list = null
      })
      .addMatcher(answersList, (state, { payload, meta }) => {
        if (!isNewest(state, meta.requestId, state.version)) return
        state.version = startOrderOf(state, meta.requestId)
        state.list = { addressList: payload.addressList, partnerId: payload.partnerId }
        state.status = 'done'
      })
      .addMatcher(isAccountAnswer, (state) => {
        // Answers of requests started before this one are for the former customer: none may show.
        state.list = null
        state.status = 'idle'
        state.version = state.sequence + 1
      })
      // Bookkeeping of every request of the family, after the cases above have read it.
      .addMatcher(isFamilyAction('address'), (state, action) => trackRequest(state, action, changeKeyOf(action, CHANGES, 'partnerId')))
  },
  selectors: {
    selectAddressList: (state) => state.list,
    selectAddressListStatus: (state) => state.status,
    selectIsAddressBusy: (state, action: AddressAction, partnerId: string) => isWorking(state, action, partnerId),
    /** Whether any change to an address is on its way: the list takes one at a time. */
    selectIsAddressChanging: (state) => Object.keys(state.working ?? {}).length > 0,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof addressesSlice> {}
}

// Injected once, when the first widget that needs addresses loads this module; all islands share it.
const injected = addressesSlice.injectInto(rootReducer)

export const { selectAddressList, selectAddressListStatus, selectIsAddressBusy, selectIsAddressChanging } = injected.selectors
