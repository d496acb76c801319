import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form'
import { fieldProblem, type RuleTexts } from '@/api/form-constraints'
import type { ChoiceField, FormField, FormValues } from '@/api/form-config'
import { FieldError, fieldAria } from '@/src/ui/form/field-error'
import { hintIdOf, TextField, type FieldControl } from '@/src/ui/text-field/text-field'
import fieldStyles from '@/src/ui/text-field/text-field.module.css'
import { FileInput } from './file-input'
import styles from './config-form.module.css'

export type ConfigFieldProps = {
  field: FormField
  form: UseFormReturn<FormValues>
  inputId: string
  subheaderLevel: 2 | 3 | 4
  labelOf(name: string): string
  ruleTexts: RuleTexts
}

const messageOf = (form: UseFormReturn<FormValues>, name: string) => {
  const message = form.formState.errors[name]?.message
  return typeof message === 'string' ? message : undefined
}

/** One field of a configured form, by its type (spec 2 §5); the rules of each checked by api/form-constraints.ts. */
export function ConfigField({ field, form, inputId, subheaderLevel, labelOf, ruleTexts }: ConfigFieldProps) {
  const { t } = useTranslation()
  if (field.type === 'subheader') {
    const Subheader = `h${subheaderLevel}` as const
    return <Subheader className={styles.subheader}>{field.label}</Subheader>
  }
  if (field.type === 'button.submit' || field.type === 'score') return null
  if (field.type === 'hidden') return <input type="hidden" {...form.register(field.name)} />

  const rules: RegisterOptions<FieldValues, string> = { validate: (_value, values) => fieldProblem(field, values, labelOf, ruleTexts) ?? true }
  const error = messageOf(form, field.name)
  const optional = field.required ? null : (
    <>
      {' '}
      <span className={styles.optional}>{t('configForm.optional')}</span>
    </>
  )
  const label = (
    <>
      {field.label}
      {optional}
    </>
  )
  const labelled = (control: (aria: FieldControl) => ReactNode) => (
    <TextField id={inputId} label={label} hint={field.help} error={error}>
      {control}
    </TextField>
  )

  switch (field.type) {
    case 'checkbox':
      return (
        <div className={styles.checkbox}>
          <FieldError inputId={inputId} message={error} />
          <input id={inputId} type="checkbox" {...fieldAria(inputId, error, ...(field.help ? [hintIdOf(inputId)] : []))} {...form.register(field.name, rules)} />
          {/* A lone checkbox is a choice in itself: it is not marked optional. */}
          <label htmlFor={inputId}>{field.label}</label>
          {field.help ? (
            <p id={hintIdOf(inputId)} className={fieldStyles.hint}>
              {field.help}
            </p>
          ) : null}
        </div>
      )
    case 'checkboxes':
    case 'radio':
      return <Choices field={field} form={form} inputId={inputId} error={error} optional={optional} rules={rules} />
    case 'file':
      return <FileInput field={field} form={form} inputId={inputId} error={error} label={label} rules={rules} ruleTexts={ruleTexts} />
    case 'select.single':
      return labelled((aria) => (
        <select {...aria} {...form.register(field.name, rules)}>
          {field.placeholder === false ? null : <option value="">{field.placeholder ?? t('configForm.choose')}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))
    case 'textarea':
      return labelled((aria) => <textarea rows={5} {...aria} autoComplete={field.autocomplete} placeholder={field.placeholder} {...form.register(field.name, rules)} />)
    default: {
      const type = field.type
      return labelled((aria) => (
        <input
          {...aria}
          type={type}
          // A number as people type it (a comma, a leading zero); the rules check it, not the browser's spinner.
          {...(type === 'number' ? { inputMode: 'decimal' as const } : {})}
          autoComplete={field.autocomplete ?? (type === 'password' ? 'new-password' : undefined)}
          placeholder={field.placeholder}
          {...(type === 'email' ? { spellCheck: false } : {})}
          {...form.register(field.name, rules)}
        />
      ))
    }
  }
}

type ChoicesProps = { field: ChoiceField; form: UseFormReturn<FormValues>; inputId: string; error: string | undefined; optional: ReactNode; rules: RegisterOptions<FieldValues, string> }

/**
 * A group of checkboxes or radio buttons: a fieldset whose legend is the field's label, the error before the options
 * (GOV.UK's order); the error summary's link goes to the first option (its id is the field's).
 */
function Choices({ field, form, inputId, error, optional, rules }: ChoicesProps) {
  const type = field.type === 'radio' ? 'radio' : 'checkbox'
  const hints = field.help ? [hintIdOf(inputId)] : []
  // A fieldset takes a description, not aria-invalid: each option is marked invalid instead.
  const { 'aria-invalid': invalid, ...described } = fieldAria(`${inputId}-group`, error, ...hints)
  return (
    <fieldset className={styles.choices} {...described}>
      <legend>
        {field.label}
        {optional}
      </legend>
      {field.help ? (
        <p id={hintIdOf(inputId)} className={fieldStyles.hint}>
          {field.help}
        </p>
      ) : null}
      <FieldError inputId={`${inputId}-group`} message={error} />
      {field.options.map((option, index) => {
        const id = index === 0 ? inputId : `${inputId}-${index}`
        return (
          <div key={option.value} className={styles.checkbox}>
            <input id={id} type={type} value={option.value} aria-invalid={invalid} {...form.register(field.name, rules)} />
            <label htmlFor={id}>{option.label}</label>
          </div>
        )
      })}
    </fieldset>
  )
}
