/**
 * The demo's configured forms (widgets/form/cms-form; spec 2 §5, §7 Submit form, §8): POST /api/forms/{formId} with the
 * values as JSON, or as multipart/form-data with files. The server checks what the browser checks, with the same module
 * and the same German words (api/form-constraints.ts, api/form-files.ts, the `configForm.rules` strings), so a value
 * that slipped past the browser is answered at its field: 422 with one message per field (`source.field`). A form with
 * a score field needs the fake captcha's token. Success is 200 with `{ sent: true }`; the job application answers with
 * a redirectUrl to the job list instead (spec 2 §7: "redirectUrl or messages"). A general failure is the fault
 * scenario's (test/mocks/faults.ts).
 */
import { http } from 'msw'
import * as v from 'valibot'
import type { Message } from '@/api/envelope'
import { formFieldSchema, type FormField, type FormValues } from '@/api/form-config'
import { formProblems, fillMessage, ruleTexts, type RuleTexts } from '@/api/form-constraints'
import { fileProblem, tooManyFiles, type ChosenFile } from '@/api/form-files'
import { FORM_CAPTCHA_ACTION } from '@/api/form-submit'
import { isTestCaptchaToken } from '@/src/lib/captcha/test-captcha'
import common from '@/i18n/locales/de/common.json'
import swissCommon from '@/i18n/locales/de-CH/common.json'
import { CONTACT_FORM, EVENT_REGISTRATION_FORM, JOB_APPLICATION_FORM } from '@/widgets/form/cms-form/cms-form-examples'
import { errorMessage, fail, ok } from '../envelope'
import { route } from '../route'

/** Where the job application sends the applicant once it is in: the job list, which thanks them. */
export const JOB_APPLICATION_REDIRECT = '/karriere/offene-stellen?beworben=1'

/** The forms the mock server knows, by the id in their post path; each as the CMS configures it. */
export const MOCK_FORMS: Record<string, { fields: FormField[]; redirectUrl?: string }> = {
  kontakt: { fields: CONTACT_FORM.map((field) => v.parse(formFieldSchema, field)) },
  bewerbung: { fields: JOB_APPLICATION_FORM.map((field) => v.parse(formFieldSchema, field)), redirectUrl: JOB_APPLICATION_REDIRECT },
  messeanmeldung: { fields: EVENT_REGISTRATION_FORM.map((field) => v.parse(formFieldSchema, field)) },
}

/** The Swiss German words of the rules, as the browser says them on the shop's own pages (de-CH over de). */
export const germanRules: RuleTexts = ruleTexts('de-CH', (rule, values) => {
  const swiss: Partial<Record<string, string>> = swissCommon.configForm.rules
  return fillMessage(swiss[rule] ?? common.configForm.rules[rule], values)
})

export const CAPTCHA_MESSAGE = 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte senden Sie das Formular nochmals.'

/** The values of a request, JSON or multipart (a list's entries under `name[]`), and the files by field. */
async function valuesOf(request: Request): Promise<{ values: FormValues; files: Record<string, ChosenFile[]> } | null> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const body = await request.formData()
    const values: FormValues = {}
    const files: Record<string, ChosenFile[]> = {}
    for (const [key, entry] of body.entries()) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key
      if (typeof entry === 'string') {
        if (key.endsWith('[]')) values[name] = [...(Array.isArray(values[name]) ? (values[name] as string[]) : []), entry]
        else values[name] = entry === '1' ? true : entry === '0' ? false : entry
      } else {
        files[name] = [...(files[name] ?? []), { name: entry.name, size: entry.size, type: entry.type }]
        values[name] = [...((values[name] as File[] | undefined) ?? []), entry as File]
      }
    }
    return { values, files }
  }
  try {
    const parsed: unknown = await request.json()
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { values: parsed as FormValues, files: {} } : null
  } catch {
    return null
  }
}

/** Every problem of what was sent: the fields' rules, the files', the captcha's. */
function problemsOf(fields: FormField[], values: FormValues, files: Record<string, ChosenFile[]>): Message[] {
  const found = Object.entries(formProblems(fields, values, germanRules)).map(([field, message]) => errorMessage(message, field))
  for (const field of fields) {
    if (field.type === 'file') {
      const chosen = files[field.name] ?? []
      const problem = chosen.map((file) => fileProblem(field, file, germanRules)).find(Boolean) ?? tooManyFiles(field, chosen.length, germanRules)
      if (problem && !found.some((message) => message.source?.field === field.name)) found.push(errorMessage(problem, field.name))
    }
    if (field.type === 'score' && !isTestCaptchaToken(values[field.name], FORM_CAPTCHA_ACTION)) found.push(errorMessage(CAPTCHA_MESSAGE, field.name))
  }
  return found
}

export const formHandlers = [
  http.post(route('formPost'), async ({ request, params }) => {
    const form = MOCK_FORMS[String(params.formId)]
    if (!form) return fail(404, [errorMessage('Dieses Formular gibt es nicht (mehr).')])
    const sent = await valuesOf(request)
    if (!sent) return fail(400, [errorMessage('Die Anfrage enthält keine Formularwerte.')])
    const problems = problemsOf(form.fields, sent.values, sent.files)
    if (problems.length > 0) return fail(422, problems)
    return form.redirectUrl ? ok({ sent: true }, { redirectUrl: form.redirectUrl }) : ok({ sent: true })
  }),
]
