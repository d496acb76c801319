import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { faqCheck, getFaq, type FaqCategory, type FaqEntry, type FaqQuery } from '@/api/faq'
import { rootReducer, type RootState } from './index'
import { answered, NOT_ASKED, rejected, started, type Answered } from './keyed-answers'
import { createRequest } from './request'

// The FAQ family (spec 2 §4: it has a running flag; spec 2 §7 Get questions): the questions per category asked, kept for
// the page's life, so going back to a category shows it at once and two FAQ islands on a page share the answers. Each
// category's entry follows its latest request only (keyed-answers.ts: the newest wins, a failure resets it to empty,
// spec 1 §8). Injected lazily like store/distribution-partners.ts.

/**
 * spec 2 §7 Get questions, with the category's id or without one for all. The FAQ shows its own skeleton and failure:
 * in the background, so the page-wide loader stays away while the visitor reads or chooses a category.
 */
export const fetchQuestions = createRequest('faq/fetchQuestions', getFaq, faqCheck, { background: true })

// Category ids are letters, digits, ., - and _ (api/faq.ts), so this key names no category.
const ALL = '*'
/** The key of a question: the category's id, or all. */
export const faqKey = ({ categoryId }: FaqQuery) => categoryId ?? ALL

type FaqState = {
  answers: Record<string, Answered<FaqEntry[]>>
  /** The categories of the answer that arrived last: every answer names them all, so the chips stay while one loads. */
  categories: FaqCategory[] | null
}

const initialState: FaqState = { answers: {}, categories: null }

const faqSlice = createSlice({
  name: 'faq',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchQuestions.pending, (state, { meta }) => started(state.answers, faqKey(meta.arg), meta))
      .addCase(fetchQuestions.fulfilled, (state, { payload, meta }) => {
        answered(state.answers[faqKey(meta.arg)], meta, payload.entries)
        state.categories = payload.categories
      })
      .addCase(fetchQuestions.rejected, (state, action) => rejected(state.answers[faqKey(action.meta.arg)], action))
  },
  selectors: {
    selectAnswers: (state) => state.answers,
    selectCategories: (state) => state.categories,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof faqSlice> {}
}

// Injected once, when the first FAQ loads this module; all islands share it.
const injected = faqSlice.injectInto(rootReducer)

/** Where the questions of a category (or of all) stand: never asked, on their way, answered or failed. */
export const selectQuestions = (state: RootState, query: FaqQuery): Answered<FaqEntry[]> => injected.selectors.selectAnswers(state)[faqKey(query)] ?? NOT_ASKED
/** Every category, as the latest answer named them; null before the first. */
export const selectFaqCategories = (state: RootState): FaqCategory[] | null => injected.selectors.selectCategories(state)
