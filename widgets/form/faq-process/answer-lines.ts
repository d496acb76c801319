import { hasValue, type FormField, type FormValue, type FormValues } from '@/api/form-config'
import type { StepAnswer } from '../parts/process-memory'

/** The label of the option `value` names, or the value itself for a field without options. */
const labelOf = (field: FormField, value: string) => ('options' in field ? field.options.find((option) => option.value === value)?.label : undefined) ?? value

/** A value in words: yes or no for a consent, the chosen options by their labels, dots for a password, else the text. */
function textOf(field: FormField, value: FormValue | undefined, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no
  if (Array.isArray(value))
    return value
      .filter((item): item is string => typeof item === 'string' && item !== '')
      .map((item) => labelOf(field, item))
      .join(', ')
  if (value === undefined || value === '') return ''
  return field.type === 'password' ? '••••••' : labelOf(field, value)
}

/** A form's answers in words, for the overview and the confirmation: each filled field's label and value. */
export function linesOf(fields: readonly FormField[], values: FormValues, yes: string, no: string): StepAnswer['lines'] {
  return fields.flatMap((field) => {
    if (!hasValue(field) || field.type === 'hidden' || field.type === 'score' || field.type === 'file') return []
    const text = textOf(field, values[field.name], yes, no)
    return text === '' ? [] : [{ label: field.label, text }]
  })
}
