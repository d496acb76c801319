/**
 * The checks of a configured form's field (spec 2 §5 server constraint kinds: Length, MinLength, MaxLength, Range,
 * IdenticalTo, Regex; spec 1 §5: "too long or too short against a limit; value outside min to max"), written once for
 * the browser and the mock server, so both say the same: the server's own message where the configuration gives one,
 * else the form's default text for that rule. Pure: the caller passes the texts.
 */
import { isEmailAddress } from '@/src/lib/email'
import { numberFormat } from '@/src/lib/number-format'
import type { Constraint, FormField, FormValue, FormValues, LabelledField, ValueField } from './form-config'

/** The rules the form words itself where the server gives no message (`cmsForm.rules.*` in the `form` strings). */
export type RuleText =
  | 'required'
  | 'requiredChoice'
  | 'requiredConsent'
  | 'requiredFile'
  | 'tooShort'
  | 'tooLong'
  | 'exactLength'
  | 'outOfRange'
  | 'belowMin'
  | 'aboveMax'
  | 'notIdentical'
  | 'invalid'
  | 'email'
  | 'number'
  | 'fileType'
  | 'fileSize'
  | 'fileCount'

/**
 * Words a rule: the form's strings in the page's language (the browser), or the German ones (the mock server); `locale`
 * writes the limits in the texts as its readers do (./form-files.ts: sizes too).
 */
export type RuleTexts = { (rule: RuleText, values: Record<string, string | number>): string; readonly locale: string }

/** A rule's wording with the language its limits are written in. */
export const ruleTexts = (locale: string, wording: (rule: RuleText, values: Record<string, string | number>) => string): RuleTexts => Object.assign(wording, { locale })

/** Fills a server message's placeholders, written `{{ limit }}` or `{{limit}}`; unknown ones stay as they are. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const isEmpty = (value: FormValue | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

// Code points, as the server counts them (mb_strlen): a letter outside the basic plane is one, not two code units.
const lengthOf = (text: string) => Array.from(text).length

/** A field's text for the length and pattern rules; the other kinds of value have none. */
const textOf = (value: FormValue | undefined) => (typeof value === 'string' ? value.trim() : null)

// A number field compares numbers; a date field ISO dates (YYYY-MM-DD sorts as it reads); Range is for these two.
function compared(field: LabelledField, text: string, bound: number | string): number | null {
  if (field.type === 'date') return text < String(bound) ? -1 : text > String(bound) ? 1 : 0
  const number = Number(text.replace(',', '.'))
  const limit = Number(bound)
  if (!Number.isFinite(number) || !Number.isFinite(limit)) return null
  return Math.sign(number - limit)
}

/**
 * A limit as the reader writes it: a date's as spec 2 §9 writes dates (05.03.2026, not the configuration's 2026-03-05),
 * a number's in the reader's digits (100’000 in Swiss German).
 */
function limitText(field: LabelledField, limit: number | string, locale: string): string {
  const date = field.type === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(limit)) : null
  if (date) return `${date[3]}.${date[2]}.${date[1]}`
  const number = Number(limit)
  return typeof limit === 'number' || (limit !== '' && Number.isFinite(number)) ? numberFormat(locale).format(number) : limit
}

function constraintProblem(field: LabelledField, constraint: Constraint, text: string, values: FormValues, labelOf: (name: string) => string, texts: RuleTexts): string | null {
  // Every text may name the field: a message in the error summary must say which field it is about.
  const say = (given: string | undefined, rule: RuleText, params: Record<string, string | number>) => {
    const limits = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, ['limit', 'min', 'max'].includes(name) ? limitText(field, value, texts.locale) : value]))
    const all = { label: field.label, ...limits }
    return given ? fillMessage(given, all) : texts(rule, all)
  }
  const length = lengthOf(text)
  switch (constraint.kind) {
    case 'Length': {
      const { min, max } = constraint
      if (min !== undefined && max !== undefined && min === max && length !== min) return say(constraint.minMessage ?? constraint.maxMessage, 'exactLength', { limit: min })
      if (min !== undefined && length < min) return say(constraint.minMessage, 'tooShort', { limit: min })
      if (max !== undefined && length > max) return say(constraint.maxMessage, 'tooLong', { limit: max })
      return null
    }
    case 'MinLength':
      return length < constraint.limit ? say(constraint.message, 'tooShort', { limit: constraint.limit }) : null
    case 'MaxLength':
      return length > constraint.limit ? say(constraint.message, 'tooLong', { limit: constraint.limit }) : null
    case 'Range': {
      const { min, max } = constraint
      const below = min !== undefined && compared(field, text, min) === -1
      const above = max !== undefined && compared(field, text, max) === 1
      if (!below && !above) return null
      if (min !== undefined && max !== undefined) return say(constraint.message, 'outOfRange', { min, max })
      return min !== undefined ? say(constraint.message, 'belowMin', { min }) : say(constraint.message, 'aboveMax', { max: max ?? '' })
    }
    case 'IdenticalTo': {
      const other = values[constraint.field]
      return typeof other === 'string' && other.trim() === text ? null : say(constraint.message, 'notIdentical', { other: labelOf(constraint.field) })
    }
    case 'Regex': {
      let pattern: RegExp
      try {
        pattern = new RegExp(constraint.pattern, 'u')
      } catch {
        // The browser cannot read it; the server checks it.
        return null
      }
      return pattern.test(text) ? null : say(constraint.message, 'invalid', {})
    }
  }
}

// What a missing value is called, by the kind of field: a choice is chosen, a consent given, a file attached.
const REQUIRED_RULE: Partial<Record<FormField['type'], RuleText>> = {
  radio: 'requiredChoice',
  checkboxes: 'requiredChoice',
  'select.single': 'requiredChoice',
  checkbox: 'requiredConsent',
  file: 'requiredFile',
}

/**
 * What is wrong with `field`'s value among the form's `values`, worded for the user, or null: required first, then the
 * kind's own form (an e-mail address, a number), then its constraints in the order the server gave them. An empty
 * optional field has nothing wrong. Files are checked where they are chosen (their type and size, ./form-files.ts).
 */
export function fieldProblem(field: ValueField, values: FormValues, labelOf: (name: string) => string, texts: RuleTexts): string | null {
  if (field.type === 'hidden' || field.type === 'score') return null
  const value = values[field.name]
  if (isEmpty(value)) return field.required ? texts(REQUIRED_RULE[field.type] ?? 'required', { label: field.label }) : null
  const text = textOf(value)
  if (text === null) return null
  if (field.type === 'email' && !isEmailAddress(text)) return texts('email', { label: field.label })
  if (field.type === 'number' && !Number.isFinite(Number(text.replace(',', '.')))) return texts('number', { label: field.label })
  const constraints: readonly Constraint[] = 'maxLength' in field && field.maxLength !== undefined ? [...field.constraints, { kind: 'MaxLength', limit: field.maxLength }] : field.constraints
  for (const constraint of constraints) {
    const problem = constraintProblem(field, constraint, text, values, labelOf, texts)
    if (problem) return problem
  }
  return null
}

/** Every field's problem at once, by field name (the mock server's answer; the browser checks field by field). */
export function formProblems(fields: readonly FormField[], values: FormValues, texts: RuleTexts): Record<string, string> {
  const labels = new Map(fields.flatMap((field) => ('label' in field && 'name' in field ? [[field.name, field.label] as const] : [])))
  const labelOf = (name: string) => labels.get(name) ?? name
  const problems: Record<string, string> = {}
  for (const field of fields) {
    if (!('name' in field)) continue
    const problem = fieldProblem(field, values, labelOf, texts)
    if (problem) problems[field.name] = problem
  }
  return problems
}
