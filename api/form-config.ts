/**
 * A form the server or the CMS describes (spec 2 §5 "Form field types", "Server constraint kinds"; spec 2 §7 "Get
 * address edit form … configuration"): its fields in order, each with type, name, label, whether it is required, its
 * constraints, options and the value it starts with. Each field is checked on its own: a field of a type this bundle
 * does not know, or a malformed one, is dropped with a console warning and an error report (the editor's preview names
 * it); the server still checks what arrives, so a dropped required field shows as the server's message in the form's
 * error summary.
 */
import * as v from 'valibot'
import { checkList } from '@/src/lib/schema-check'
import { boundedText, maybe, shownText as shown } from '@/src/lib/schema-parts'

/** At most this many fields of one form are read. */
export const FORM_FIELDS_MAX = 60

/** A field's name as the form sends it back: a plain identifier, so it is safe as an id and a key. */
const fieldName = v.pipe(v.string(), v.regex(/^[A-Za-z][\w.-]{0,59}$/, 'expected a field name'))
const limit = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

/** A message of the server's own wording, with its placeholders (`{{ limit }}`, `{{ min }}`, `{{ max }}`). */
const serverMessage = maybe(shown(300))

/**
 * The server's constraints (spec 2 §5: Length, MinLength, MaxLength, Range, IdenticalTo, Regex), each with the message
 * the server words it with, so the browser says the same before sending (./form-constraints.ts checks them).
 */
const constraintSchema = v.variant('kind', [
  v.object({ kind: v.literal('Length'), min: maybe(limit), max: maybe(limit), minMessage: serverMessage, maxMessage: serverMessage }),
  v.object({ kind: v.literal('MinLength'), limit, message: serverMessage }),
  v.object({ kind: v.literal('MaxLength'), limit, message: serverMessage }),
  v.object({ kind: v.literal('Range'), min: maybe(v.union([v.number(), boundedText(10)])), max: maybe(v.union([v.number(), boundedText(10)])), message: serverMessage }),
  v.object({ kind: v.literal('IdenticalTo'), field: fieldName, message: serverMessage }),
  // A pattern of the server's (its syntax is JavaScript's too); one that does not compile is skipped, the server checks.
  v.object({ kind: v.literal('Regex'), pattern: boundedText(500), message: serverMessage }),
])
export type Constraint = v.InferOutput<typeof constraintSchema>

const labelled = {
  name: fieldName,
  label: shown(200),
  required: v.optional(v.boolean(), false),
  /** A hint under the label, e.g. the form a value must have. */
  help: maybe(shown(500)),
  constraints: v.optional(v.pipe(v.array(constraintSchema), v.maxLength(10)), []),
}

/** Inputs that take one line of text (spec 2 §5: text, password, email, tel, number, date). */
export const TEXT_TYPES = ['text', 'password', 'email', 'tel', 'number', 'date'] as const

const textField = v.object({
  type: v.picklist([...TEXT_TYPES, 'textarea']),
  ...labelled,
  value: maybe(boundedText(10_000)),
  maxLength: maybe(limit),
  placeholder: maybe(shown(200)),
  /** The browser's autofill token (`organization`, `postal-code` …). */
  autocomplete: maybe(v.pipe(v.string(), v.regex(/^[a-z0-9 -]{1,60}$/, 'expected an autocomplete token'))),
})

const option = v.object({ value: boundedText(200), label: shown(200) })

const selectField = v.object({
  type: v.literal('select.single'),
  ...labelled,
  value: maybe(boundedText(200)),
  options: v.pipe(v.array(option), v.minLength(1), v.maxLength(300)),
  // spec 2 §5: "Select placeholder is a string or false".
  placeholder: maybe(v.union([shown(200), v.literal(false)])),
})

const checkboxField = v.object({ type: v.literal('checkbox'), ...labelled, value: maybe(v.boolean()) })

/** Several options, any number chosen (spec 2 §5 checkboxes), or one (radio). */
const checkboxesField = v.object({
  type: v.literal('checkboxes'),
  ...labelled,
  value: v.optional(v.pipe(v.array(boundedText(200)), v.maxLength(300)), []),
  options: v.pipe(v.array(option), v.minLength(1), v.maxLength(300)),
})
const radioField = v.object({ type: v.literal('radio'), ...labelled, value: maybe(boundedText(200)), options: v.pipe(v.array(option), v.minLength(1), v.maxLength(50)) })

/**
 * Files to send (spec 2 §5 file; spec 1 §5 job applications: PDF, at most 10 MB each): the types allowed as media
 * types (`application/pdf`) or endings (`.pdf`), the size of each, and how many.
 */
const fileField = v.object({
  type: v.literal('file'),
  ...labelled,
  accept: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^(\.[a-z0-9]{1,10}|[a-z]+\/[a-z0-9.+*-]{1,60})$/, 'expected a media type or an ending'))), v.maxLength(20)), []),
  maxSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100 * 1024 * 1024)), 10 * 1024 * 1024),
  multiple: v.optional(v.boolean(), false),
  maxFiles: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 5),
})

/** The bot-protection score (spec 2 §5): no input; the captcha's token goes in it as the form is sent. */
const scoreField = v.object({ type: v.literal('score'), name: fieldName })

const hiddenField = v.object({ type: v.literal('hidden'), name: fieldName, value: maybe(boundedText(2000)) })

/** A heading between groups of fields. */
const subheaderField = v.object({ type: v.literal('subheader'), label: shown(200) })

/** The submit button's text. */
const submitField = v.object({ type: v.literal('button.submit'), label: shown(100) })

/** One field of a server form, by its type. */
export const formFieldSchema = v.variant('type', [textField, selectField, checkboxField, checkboxesField, radioField, fileField, scoreField, hiddenField, subheaderField, submitField])
export type FormField = v.InferOutput<typeof formFieldSchema>
/** A field as a server writes it (defaults may be left out). */
export type FormFieldInput = v.InferInput<typeof formFieldSchema>
/** A field the user fills in or the form sends: everything but subheaders and the submit button. */
export type ValueField = Extract<FormField, { name: string }>
/** A field the user fills in: with a label, a required flag and constraints. */
export type LabelledField = Exclude<ValueField, { type: 'hidden' | 'score' }>
export type TextField = v.InferOutput<typeof textField>
export type SelectField = v.InferOutput<typeof selectField>
export type ChoiceField = v.InferOutput<typeof checkboxesField> | v.InferOutput<typeof radioField>
export type FileField = v.InferOutput<typeof fileField>

/** A value of a form: a text, true or false for a checkbox, the chosen options of checkboxes, files. */
export type FormValue = string | boolean | string[] | File[]
/** A form's values as they are sent. */
export type FormValues = Record<string, FormValue>

/**
 * A form configuration: an optional title and the fields; each field checked on its own (see the file
 * comment), at most FORM_FIELDS_MAX. `where` names the list in warnings.
 */
export const formConfigurationSchema = (where: string) =>
  v.object({
    title: maybe(shown(200)),
    fields: v.pipe(
      v.array(v.unknown()),
      v.maxLength(FORM_FIELDS_MAX),
      v.transform((fields) => checkList(fields, formFieldSchema, where, FORM_FIELDS_MAX)),
    ),
  })
export type FormConfiguration = v.InferOutput<ReturnType<typeof formConfigurationSchema>>

/** Whether a field has a value the form sends. */
export const hasValue = (field: FormField): field is ValueField => 'name' in field

/** The values a form starts with: each field's given value, else empty (unchecked for a checkbox). */
export function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    if (!hasValue(field)) continue
    if (field.type === 'checkbox') values[field.name] = field.value ?? false
    else if (field.type === 'checkboxes') values[field.name] = [...field.value]
    else if (field.type === 'file') values[field.name] = []
    else if (field.type === 'score') values[field.name] = ''
    // A select without a placeholder (spec 2 §5: placeholder false) starts on its first option, as the browser shows it.
    else if (field.type === 'select.single' && field.placeholder === false) values[field.name] = field.value ?? field.options[0]?.value ?? ''
    else values[field.name] = field.value ?? ''
  }
  return values
}
