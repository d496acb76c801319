/**
 * What a visitor answered in the communication process so far (spec 2 §3 form values with fieldName and
 * selectedFieldId), kept in this tab (sessionStorage) per process: back, forward and a reload keep the place and the
 * answers, and a new tab starts afresh. What is read back is checked at the edge like an answer; storage that is not
 * ours is ignored with a warning. Files are not kept (the process's forms have none; a file cannot be stored).
 */
import * as v from 'valibot'
import type { ProcessValue } from '@/api/contact-manager'
import type { FormValue, FormValues } from '@/api/form-config'
import { shownText as cappedText } from '@/src/lib/schema-parts'
import { readStored, removeStored, writeStored } from '@/src/lib/web-storage'

const KEY = (processId: string) => `widgets.faqProcess.${processId}`
/** What was sent last, for the confirmation page (form/faq-confirmation). */
export const SENT_KEY = 'widgets.faqProcess.sent'

const storedValue = v.union([v.pipe(v.string(), v.maxLength(10_000)), v.boolean(), v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(300))])

/** One step's answer: the choice made (its id and what it said), or a form's values with their labels. */
const answerSchema = v.object({
  stepId: v.pipe(v.string(), v.maxLength(60)),
  title: cappedText(120),
  fieldName: v.optional(v.pipe(v.string(), v.maxLength(60))),
  selectedFieldId: v.optional(v.pipe(v.string(), v.maxLength(60))),
  choice: v.optional(cappedText(80)),
  values: v.optional(v.record(v.pipe(v.string(), v.maxLength(60)), storedValue)),
  /** The form's answers as the overview and the confirmation list them: the field's label and the value in words. */
  lines: v.optional(v.pipe(v.array(v.object({ label: cappedText(200), text: cappedText(2000) })), v.maxLength(60))),
})
export type StepAnswer = v.InferOutput<typeof answerSchema>

const memorySchema = v.object({
  productLine: v.optional(v.pipe(v.string(), v.maxLength(60))),
  /** The steps from the first to the one shown, in order: the overview lists their answers in it. */
  path: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(20)),
  answers: v.record(v.pipe(v.string(), v.maxLength(60)), answerSchema),
})
export type ProcessMemory = v.InferOutput<typeof memorySchema>

export const EMPTY_MEMORY: ProcessMemory = { path: [], answers: {} }

/**
 * Reads a record kept in this tab and checks it: what is not ours is ignored with a warning. Where storage is blocked
 * the process still works, without surviving a reload.
 */
function readChecked<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  const text = readStored('session', key)
  if (text === null) return null
  try {
    const checked = v.safeParse(schema, JSON.parse(text))
    if (checked.success) return checked.output
  } catch {
    // not JSON: ignored below
  }
  console.warn(`Ignored the stored ${key}: not what this site writes.`)
  return null
}

/** Keeps a record in this tab; full or blocked storage leaves the answers in the page only. */
const keep = (key: string, value: unknown) => writeStored('session', key, JSON.stringify(value))

export const readMemory = (processId: string): ProcessMemory => readChecked(KEY(processId), memorySchema) ?? EMPTY_MEMORY
export const writeMemory = (processId: string, memory: ProcessMemory) => keep(KEY(processId), memory)
export const forgetMemory = (processId: string) => removeStored('session', KEY(processId))

/** A form's values without files, as they are kept. */
export const keptValues = (values: FormValues): Record<string, Exclude<FormValue, File[]>> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, Exclude<FormValue, File[]>] => !(Array.isArray(entry[1]) && entry[1].some((item) => typeof item !== 'string'))))

/** The answers of the steps on the path, as the submit sends them (spec 2 §3: fieldName and selectedFieldId, or a value). */
export function processValues(memory: ProcessMemory): ProcessValue[] {
  return memory.path.flatMap((stepId): ProcessValue[] => {
    const answer = memory.answers[stepId]
    if (!answer) return []
    if (answer.fieldName !== undefined && answer.selectedFieldId !== undefined) return [{ fieldName: answer.fieldName, selectedFieldId: answer.selectedFieldId }]
    return Object.entries(answer.values ?? {}).map(([fieldName, value]) => ({ fieldName, value }))
  })
}

/** What the confirmation shows of a sent request: each answer's title and lines. */
const sentSchema = v.object({
  title: cappedText(120),
  answers: v.pipe(v.array(v.object({ title: cappedText(120), lines: v.pipe(v.array(v.object({ label: cappedText(200), text: cappedText(2000) })), v.maxLength(60)) })), v.maxLength(20)),
})
export type SentRequest = v.InferOutput<typeof sentSchema>
export const readSent = (): SentRequest | null => readChecked(SENT_KEY, sentSchema)
export const keepSent = (sent: SentRequest) => keep(SENT_KEY, sent)
