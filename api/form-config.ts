/**
 * A form the server describes (spec 2 §5 "Form field types", §7 "Get address edit form … configuration"):
 * its fields in order, each with type, name, label, whether it is required, a length limit, options and
 * the value it starts with. Each field is checked on its own: a field of a type this bundle does not
 * render (password, file, the bot-protection score …) or a malformed one is dropped with a console
 * warning and an error report; the server still checks what arrives, so a dropped required field shows
 * as the server's message in the form's error summary.
 */
import * as v from 'valibot'
import { checkList } from '@/src/lib/schema-check'
import { boundedText, maybe, shownText as shown } from '@/src/lib/schema-parts'

/** At most this many fields of one form are read. */
export const FORM_FIELDS_MAX = 60

/** A field's name as the form sends it back: a plain identifier, so it is safe as an id and a key. */
const fieldName = v.pipe(v.string(), v.regex(/^[A-Za-z][\w.-]{0,59}$/, 'expected a field name'))
const limit = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

const labelled = {
  name: fieldName,
  label: shown(200),
  required: v.optional(v.boolean(), false),
  /** A hint under the label, e.g. the form a value must have. */
  help: maybe(shown(500)),
}

/** Inputs that take one line of text (spec 2 §5: text, email, tel, number, date). */
export const TEXT_TYPES = ['text', 'email', 'tel', 'number', 'date'] as const

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

const hiddenField = v.object({ type: v.literal('hidden'), name: fieldName, value: maybe(boundedText(2000)) })

/** A heading between groups of fields. */
const subheaderField = v.object({ type: v.literal('subheader'), label: shown(200) })

/** The submit button's text. */
const submitField = v.object({ type: v.literal('button.submit'), label: shown(100) })

/** One field of a server form, by its type. */
export const formFieldSchema = v.variant('type', [textField, selectField, checkboxField, hiddenField, subheaderField, submitField])
export type FormField = v.InferOutput<typeof formFieldSchema>
/** A field as a server writes it (defaults may be left out). */
export type FormFieldInput = v.InferInput<typeof formFieldSchema>
/** A field the user fills in or the form sends: everything but subheaders and the submit button. */
export type ValueField = Extract<FormField, { name: string }>
export type TextField = v.InferOutput<typeof textField>
export type SelectField = v.InferOutput<typeof selectField>

/** A form's values as they are sent: texts, and true or false for checkboxes. */
export type FormValues = Record<string, string | boolean>

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
    values[field.name] = field.type === 'checkbox' ? (field.value ?? false) : (field.value ?? '')
  }
  return values
}
