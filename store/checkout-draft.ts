import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { Delivery } from '@/api/cart'
import type { CartEntry } from '@/api/cart-schemas'
import { commitCart, deleteCart, saveDelivery, selectB2bCart, selectCommit, setItemRefText, setShowItemRefTexts } from './cart'
import { rootReducer, type AppDispatch, type RootState } from './index'

// What the buyer typed in the B2B checkout (each step keeps what was typed) that the server
// does not have yet: it lives in the store, not in a step's component, so going back and forth between
// the steps (each one unmounts the other) and a failed save lose nothing. The cart family (store/cart.ts)
// holds what the server confirmed; this slice only the difference.

/** A line's reference text the server has not confirmed: what was typed, and why the server refused it. */
export type RefTextDraft = {
  text: string
  /** The server's message for the last save of this text; '' for a failure without one (the unknown error). */
  refusal: string | null
}

/** One checkout attempt's submission id (api/cart.ts postB2bCartCommit), for the lines it was made for. */
export type Submission = { id: string; lines: string }

type CheckoutDraftState = {
  /** The delivery form as typed, until the server stores it (spec 2 §7 Update B2B cart data). */
  delivery: Delivery | null
  /** Reference texts by itemKey (spec 2 §3 entries' itemRefText). */
  refTexts: Record<string, RefTextDraft>
  /** The required 'I accept the terms' box of the overview. */
  termsAccepted: boolean
  submission: Submission | null
}

const initialState: CheckoutDraftState = { delivery: null, refTexts: {}, termsAccepted: false, submission: null }

const checkoutDraftSlice = createSlice({
  name: 'checkoutDraft',
  initialState,
  reducers: {
    /** The buyer changed the delivery form. */
    deliveryTyped: (draft, { payload }: PayloadAction<Delivery>) => {
      draft.delivery = payload
    },
    /** The buyer typed a line's reference text; a refusal of the text before no longer applies. */
    refTextTyped: (draft, { payload }: PayloadAction<{ itemKey: string; text: string }>) => {
      draft.refTexts[payload.itemKey] = { text: payload.text, refusal: null }
    },
    /** The typed text is the server's again (nothing to save). */
    refTextSettled: (draft, { payload }: PayloadAction<string>) => {
      delete draft.refTexts[payload]
    },
    termsAcceptedChanged: (draft, { payload }: PayloadAction<boolean>) => {
      draft.termsAccepted = payload
    },
    /** An attempt to submit starts with this id (kept for a retry of the same lines: the server makes one order per id). */
    submissionStarted: (draft, { payload }: PayloadAction<Submission>) => {
      draft.submission = payload
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(setItemRefText.fulfilled, (draft, { meta }) => {
        // Confirmed, unless the buyer has typed on since this text was sent.
        if (draft.refTexts[meta.arg.itemKey]?.text === meta.arg.text) delete draft.refTexts[meta.arg.itemKey]
      })
      .addCase(setItemRefText.rejected, (draft, { meta, payload }) => {
        // A failed save keeps the typed text and says why at the field (docs/cms-integration.md "Forms").
        const typed = draft.refTexts[meta.arg.itemKey]
        if (typed?.text !== meta.arg.text) return
        const messages = payload?.messages ?? []
        typed.refusal = (messages.find((message) => message.source?.field === 'text') ?? messages[0])?.message ?? ''
      })
      // spec 2 §4: changing the setting clears every entry's reference text, typed ones included.
      .addCase(setShowItemRefTexts.fulfilled, (draft) => {
        draft.refTexts = {}
      })
      .addCase(saveDelivery.fulfilled, (draft) => {
        draft.delivery = null
      })
      .addCase(deleteCart.fulfilled, () => initialState)
      .addCase(commitCart.fulfilled, () => initialState)
  },
  selectors: {
    selectDeliveryDraft: (draft) => draft.delivery,
    selectRefTextDrafts: (draft) => draft.refTexts,
    selectTermsAccepted: (draft) => draft.termsAccepted,
    selectSubmission: (draft) => draft.submission,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutDraftSlice> {}
}

// Injected when the checkout's code loads.
const injected = checkoutDraftSlice.injectInto(rootReducer)

export const { selectDeliveryDraft, selectRefTextDrafts, selectTermsAccepted, selectSubmission } = injected.selectors
export const { deliveryTyped, refTextTyped, refTextSettled, termsAcceptedChanged, submissionStarted } = checkoutDraftSlice.actions

/** A line's typed reference text, if it differs from what the server has. */
export const selectRefTextDraft = (state: RootState, itemKey: string): RefTextDraft | undefined => injected.selectSlice(state).refTexts[itemKey]

/** The lines an order is submitted for, as one string: the same lines (and quantities) give the same string. */
export const submissionLinesOf = (entries: readonly CartEntry[]): string => entries.map((entry) => `${entry.itemKey}:${entry.quantity}`).join(',')

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // RFC 9562: version 4 in byte 6's high bits, the variant in byte 8's.
  const hex = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Submits the B2B cart exactly once (docs/simulated-cms.md "The money path in the browser"). Reads the store
 * synchronously, so a second click or Enter in the same moment finds the first submission running and does nothing. One
 * submission id per checkout attempt: a retry of the same lines after a failure (say, the answer was lost on the way)
 * sends the same id, and the server answers the order it made instead of making another; other lines (the cart changed
 * meanwhile) are a new attempt with a new id.
 */
export const submitOrder =
  () =>
  (dispatch: AppDispatch, getState: () => RootState): ReturnType<ReturnType<typeof commitCart>> | undefined => {
    const cart = selectB2bCart(getState())
    if (cart === null || cart.entries.length === 0 || selectCommit(getState()).status === 'running') return undefined
    const lines = submissionLinesOf(cart.entries)
    const known = injected.selectSlice(getState()).submission
    const id = known?.lines === lines ? known.id : newSubmissionId()
    dispatch(submissionStarted({ id, lines }))
    return dispatch(commitCart({ submissionId: id }))
  }
