/**
 * The FAQ's communication process (spec 2 §7 Get communication process, Get step, Submit; docs/cms-integration.md
 * "Communication process"), over db/contact-process.ts, for anyone. A step is asked with the process, its id and,
 * after the first step, the product line the first step chose; it answers only on that line's paths. The submit walks
 * the path its answers choose and checks each answer as a real server would: every choice one that its step offers,
 * every form's fields with the same module and German words as the configured forms (./forms.ts), and the captcha's
 * token. Problems are answered at their fields (422); success hands out a reference and a redirect to the confirmation.
 */
import { http } from 'msw'
import * as v from 'valibot'
import { PROCESS_STEPS_MAX } from '@/api/contact-manager'
import type { Message } from '@/api/envelope'
import { formFieldSchema, type FormValues } from '@/api/form-config'
import { formProblems } from '@/api/form-constraints'
import { FORM_CAPTCHA_ACTION } from '@/api/form-submit'
import { isTestCaptchaToken } from '@/src/lib/captcha/test-captcha'
import {
  communicationProcess,
  CONTACT_PROCESS_ID,
  firstStep,
  isProcessStep,
  isProductLine,
  issueReference,
  lineStepIds,
  stepOf,
  submitStepOf,
  type MockStep,
  type ProductLine,
} from '../db/contact-process'
import { errorMessage, fail, ok } from '../envelope'
import { route } from '../route'
import { getShop, shopOf } from '../shops'
import { CAPTCHA_MESSAGE, germanRules } from './forms'

/** Where a sent process takes the user: the confirmation page, which names the reference. */
export const confirmationUrl = (reference: string) => `/service/faq/bestaetigung?referenz=${encodeURIComponent(reference)}`

const UNKNOWN_PROCESS = 'Diesen Kontaktprozess gibt es nicht (mehr).'
const UNKNOWN_STEP = 'Diesen Schritt gibt es im Kontaktprozess nicht (mehr).'
export const NO_PRODUCT_LINE = 'Dieser Schritt braucht den Bereich, den Sie im ersten Schritt gewählt haben.'
const UNKNOWN_PRODUCT_LINE = 'Diesen Bereich gibt es im Kontaktprozess nicht.'

/** A choice its step does not offer (any more): the process changed since the page asked it, or the answer was forged. */
export const wrongChoice = (title: string) => `Die Auswahl bei «${title}» gibt es nicht (mehr). Bitte wählen Sie nochmals.`

/** The line's name as the first step shows it. */
const lineLabel = (line: ProductLine) => (firstStep.type === 'iconButton' ? firstStep.choices.find((choice) => choice.id === line)?.label : undefined) ?? line

const submitSchema = v.object({
  processId: v.string(),
  productLine: v.string(),
  values: v.array(
    v.object({
      fieldName: v.string(),
      selectedFieldId: v.optional(v.string()),
      value: v.optional(v.union([v.string(), v.boolean(), v.array(v.string())])),
    }),
  ),
})
type Submit = v.InferOutput<typeof submitSchema>

/** A form step's problems: its fields' rules in the configured forms' words, and a score field's captcha token. */
function formStepProblems(step: Extract<MockStep, { fields: unknown }>, values: FormValues): Message[] {
  const fields = step.fields.map((field) => v.parse(formFieldSchema, field))
  const found = Object.entries(formProblems(fields, values, germanRules)).map(([field, message]) => errorMessage(message, field))
  for (const field of fields) if (field.type === 'score' && !isTestCaptchaToken(values[field.name], FORM_CAPTCHA_ACTION)) found.push(errorMessage(CAPTCHA_MESSAGE, field.name))
  return found
}

/**
 * What is wrong with a submit's answers: the path they choose is walked from the first step, whose choice is the product
 * line and must be the submit's. A missing or unknown choice ends the walk (the path beyond it is unknown); the contact
 * details of the line's last step are checked even then, so the user hears of every field at once.
 */
function problemsOf({ productLine, values: sent }: Submit): Message[] {
  const answers = new Map(sent.map((answer) => [answer.fieldName, answer]))
  const values: FormValues = Object.fromEntries(sent.flatMap(({ fieldName, value }) => (value === undefined ? [] : [[fieldName, value]])))
  const problems: Message[] = []
  const line = isProductLine(productLine) ? productLine : null
  let step: MockStep | undefined = firstStep
  let reachedSubmit = false
  for (let count = 0; step && count < PROCESS_STEPS_MAX; count += 1) {
    if (step.type === 'iconButton' || step.type === 'button') {
      const chosen = answers.get(step.fieldName)?.selectedFieldId
      if (chosen === undefined || chosen === '') {
        problems.push(errorMessage(germanRules('requiredChoice', { label: step.title }), step.fieldName))
        break
      }
      const choice = step.choices.find((offered) => offered.id === chosen)
      // The first step's choice is the line every later step was asked with: it must be the one the submit names.
      if (!choice || line === null || (step === firstStep && choice.id !== line)) {
        problems.push(errorMessage(wrongChoice(step.title), step.fieldName))
        break
      }
      step = stepOf(line, choice.nextStepId)
    } else if (step.type === 'formConfig' || step.type === 'Overview') {
      if (step.type === 'formConfig') problems.push(...formStepProblems(step, values))
      step = line === null ? undefined : stepOf(line, step.nextStepId)
    } else {
      problems.push(...formStepProblems(step, values))
      reachedSubmit = true
      break
    }
  }
  const last = line === null ? undefined : submitStepOf(line)
  if (!reachedSubmit && last) problems.push(...formStepProblems(last, values))
  return problems
}

export const contactManagerHandlers = [
  http.get(route('contactManagerProcess'), () => ok({ communicationProcess })),

  http.get(route('contactManagerStep'), ({ request }) => {
    const query = new URL(request.url).searchParams
    if (query.get('processId') !== CONTACT_PROCESS_ID) return fail(404, [errorMessage(UNKNOWN_PROCESS)])
    const stepId = query.get('stepId') ?? ''
    if (!isProcessStep(stepId)) return fail(404, [errorMessage(UNKNOWN_STEP)])
    // spec 2 §3 step configuration (processId, stepId, productLine): the first step chooses the line, so it has none.
    if (stepId === communicationProcess.firstStepId) return ok({ step: firstStep })
    const line = query.get('productLine') ?? ''
    if (line === '') return fail(400, [errorMessage(NO_PRODUCT_LINE)])
    if (!isProductLine(line)) return fail(404, [errorMessage(UNKNOWN_PRODUCT_LINE)])
    const step = lineStepIds(line).has(stepId) ? stepOf(line, stepId) : undefined
    return step ? ok({ step }) : fail(404, [errorMessage(`Diesen Schritt gibt es im Bereich «${lineLabel(line)}» nicht.`)])
  }),

  http.post(route('contactManagerSubmit'), async ({ request }) => {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      body = null
    }
    const parsed = v.safeParse(submitSchema, body)
    if (!parsed.success) return fail(400, [errorMessage('Die Anfrage enthält keine Angaben zum Kontaktprozess.')])
    if (parsed.output.processId !== CONTACT_PROCESS_ID) return fail(404, [errorMessage(UNKNOWN_PROCESS)])
    const problems = problemsOf(parsed.output)
    if (problems.length > 0) return fail(422, problems)
    const reference = issueReference(getShop(shopOf(request)).db)
    return ok({ reference }, { redirectUrl: confirmationUrl(reference) })
  }),
]
