import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { getProcess, getStep, processCheck, stepCheck, submitCheck, submitProcess, type CommunicationProcess, type ProcessStep, type StepQuery } from '@/api/contact-manager'
import { rootReducer, type RootState } from './index'
import { answered, NOT_ASKED, rejected, started, type Answered } from './keyed-answers'
import { createRequest } from './request'

// The FAQ's communication process (spec 2 §3, §4, §7), in the FAQ family (spec 2 §4 lists it among the families with a
// running flag): the process, and each step as asked (process, step, product line), kept for the page's life so going
// back a step shows it at once. Injected lazily like store/faq.ts.

/** spec 2 §7 Get communication process. In the background: the process shows its own skeleton and failure. */
export const fetchProcess = createRequest('faq/fetchProcess', getProcess, processCheck, { background: true })
/** spec 2 §7 Get step. */
export const fetchStep = createRequest('faq/fetchStep', getStep, stepCheck, { background: true })
/** spec 2 §7 Submit, for the process: quiet, its messages go to the last step's fields (docs/cms-integration.md "Forms"). */
export const sendProcess = createRequest('faq/submitProcess', submitProcess, submitCheck, { quiet: true })

const PROCESS = 'process'
/** The key of a step: its process, its id and the product line it was asked for. */
export const stepKey = ({ processId, stepId, productLine }: StepQuery) => `${processId}|${stepId}|${productLine ?? ''}`

type ProcessState = {
  /** One entry, the process's (keyed like the steps, so the same helpers keep it). */
  process: Record<string, Answered<CommunicationProcess>>
  steps: Record<string, Answered<ProcessStep>>
}

const initialState: ProcessState = { process: {}, steps: {} }

const processSlice = createSlice({
  name: 'contactProcess',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProcess.pending, (state, { meta }) => started(state.process, PROCESS, meta))
      .addCase(fetchProcess.fulfilled, (state, { payload, meta }) => answered(state.process[PROCESS], meta, payload.communicationProcess))
      .addCase(fetchProcess.rejected, (state, action) => rejected(state.process[PROCESS], action))
      .addCase(fetchStep.pending, (state, { meta }) => started(state.steps, stepKey(meta.arg), meta))
      .addCase(fetchStep.fulfilled, (state, { payload, meta }) => answered(state.steps[stepKey(meta.arg)], meta, payload.step))
      .addCase(fetchStep.rejected, (state, action) => rejected(state.steps[stepKey(action.meta.arg)], action))
  },
  selectors: {
    selectProcessAnswer: (state) => state.process,
    selectSteps: (state) => state.steps,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof processSlice> {}
}

const injected = processSlice.injectInto(rootReducer)

/** Where the process stands: never asked, on its way, answered or failed. */
export const selectProcess = (state: RootState): Answered<CommunicationProcess> => injected.selectors.selectProcessAnswer(state)[PROCESS] ?? NOT_ASKED
/** Where a step stands. */
export const selectStep = (state: RootState, query: StepQuery): Answered<ProcessStep> => injected.selectors.selectSteps(state)[stepKey(query)] ?? NOT_ASKED
