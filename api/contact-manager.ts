/**
 * The FAQ's communication process (spec 2 §3 "FAQ / communication process: communicationProcess, … step configuration
 * (processId, stepId, productLine), form values with fieldName and selectedFieldId"; §4 step types iconButton,
 * formConfig, formSubmit, button, Overview; §7 Get communication process, Get step, Submit). The spec names these parts
 * but not their shapes; ours are in docs/cms-integration.md "Communication process":
 *
 * - `contactManagerProcess` GET → `{ communicationProcess: { processId, title, firstStepId } }`
 * - `contactManagerStep` GET `?processId=&stepId=&productLine=` → `{ step }`, one of the five types below; the first
 *   step (an iconButton step) chooses the product line, which every later step is asked with;
 * - `contactManagerSubmit` POST `{ processId, productLine, values: [{ fieldName, selectedFieldId?, value? }] }` →
 *   `{ reference }` and a `redirectUrl` to the confirmation, or messages at the fields they name.
 *
 * Checked at the edge: a step of a type this bundle does not know, or malformed, fails its request (a process cannot
 * skip a step); a choice or a field that is malformed is dropped with a warning, the others kept.
 */
import * as v from 'valibot'
import { answerId as id } from '@/src/lib/answer-parts'
import { checkedList } from '@/src/lib/checked-list'
import { schemaCheck } from '@/src/lib/schema-check'
import { maybe, shownText } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { REFERENCE_PATTERN } from '@/src/lib/contact-reference'
import { FORM_FIELDS_MAX, formFieldSchema } from './form-config'

/** The process's steps are few; a longer chain is a loop in the configuration. */
export const PROCESS_STEPS_MAX = 12
const CHOICES_MAX = 12

const processSchema = v.object({ processId: id, title: shownText(120), firstStepId: id })
export type CommunicationProcess = v.InferOutput<typeof processSchema>

/** A choice of an iconButton or button step: its `selectedFieldId`, what it says, and the step it leads to. */
const choiceSchema = v.object({
  id,
  label: shownText(80),
  /** The choice's symbol (iconButton steps): a name of src/ui/content-icons. */
  icon: maybe(id),
  text: maybe(shownText(200)),
  nextStepId: id,
})
export type ProcessChoice = v.InferOutput<typeof choiceSchema>

const stepBase = { stepId: id, title: shownText(120), text: maybe(shownText(600)) }

const choiceStep = <T extends 'iconButton' | 'button'>(type: T) =>
  v.object({
    type: v.literal(type),
    ...stepBase,
    /** The answer's name in the submit's values (`fieldName`); the chosen choice's id is its `selectedFieldId`. */
    fieldName: id,
    choices: v.pipe(checkedList(choiceSchema, 'data.step.choices', CHOICES_MAX), v.minLength(1)),
  })

const fields = checkedList(formFieldSchema, 'data.step.fields', FORM_FIELDS_MAX)

const stepSchema = v.variant('type', [
  choiceStep('iconButton'),
  choiceStep('button'),
  /** A form whose values are kept with the answers; the process goes on to `nextStepId`. */
  v.object({ type: v.literal('formConfig'), ...stepBase, fields, nextStepId: id }),
  /** Every answer so far, each with a link to change it, before the last step. */
  v.object({ type: v.literal('Overview'), ...stepBase, nextStepId: id }),
  /** The last form (the contact details); its submit sends the whole process (contactManagerSubmit). */
  v.object({ type: v.literal('formSubmit'), ...stepBase, fields }),
])
export type ProcessStep = v.InferOutput<typeof stepSchema>
export type ProcessStepType = ProcessStep['type']

export const processCheck = schemaCheck(v.object({ communicationProcess: processSchema }))
export const stepCheck = schemaCheck(v.object({ step: stepSchema }))
export const submitCheck = schemaCheck(v.object({ reference: v.pipe(v.string(), v.regex(REFERENCE_PATTERN, 'expected a reference')) }))

/** Which step is asked for: the process, the step and the product line the first step chose (none before it). */
export type StepQuery = { processId: string; stepId: string; productLine?: string | undefined }

/** One answer of the process as the submit sends it (spec 2 §3 form values with fieldName and selectedFieldId). */
export type ProcessValue = { fieldName: string; selectedFieldId?: string; value?: string | boolean | string[] }

export type ProcessSubmit = { processId: string; productLine: string; values: ProcessValue[] }

/** spec 2 §7 Get communication process. */
export const getProcess = (_: void, context: CallContext) => callData('get', 'contactManagerProcess', context)

/** spec 2 §7 Get step: processId, stepId and, after the first step, productLine. */
export const getStep = ({ processId, stepId, productLine }: StepQuery, context: CallContext) =>
  callData('get', 'contactManagerStep', { params: { processId, stepId, ...(productLine === undefined ? {} : { productLine }) }, ...context })

/** spec 2 §7 Submit form, for the process: every answer with the contact details. */
export const submitProcess = (body: ProcessSubmit, context: CallContext) => callData('post', 'contactManagerSubmit', { body, ...context })
