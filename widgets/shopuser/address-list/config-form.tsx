import { useEffect, useId, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, RegisterOptions } from 'react-hook-form'
import { hasValue, initialValues, TEXT_TYPES, type FormField, type FormValues, type SelectField, type TextField as TextFieldConfig, type ValueField } from '@/api/form-config'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { FieldError, fieldAria } from '@/src/ui/form/field-error'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { hintIdOf, TextField, type FieldControl } from '@/src/ui/text-field/text-field'
import fieldStyles from '@/src/ui/text-field/text-field.module.css'
import styles from './address-list.module.css'

/** Props of {@link ConfigForm}. */
export type ConfigFormProps = {
  /** The fields as the server configured them (api/form-config.ts), in order. */
  fields: readonly FormField[]
  /** Sends the values; resolves on success, rejects with the request's failure (its messages go to the fields). */
  onSubmit(values: FormValues): Promise<unknown>
  onCancel(): void
  /** Level of the subheaders' headings (the dialog's title is one level above). */
  subheaderLevel: 3 | 4
}

const isTextLike = (field: FormField): field is TextFieldConfig => (TEXT_TYPES as readonly string[]).includes(field.type) || field.type === 'textarea'

// What the form sends: texts without the spaces around them (the server trims too), checkboxes as they are.
const trimmed = (values: FormValues): FormValues => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]))

/**
 * A form built from the server's configuration (spec 2 §5 field types; spec 2 §7 Get address edit form):
 * subheaders, text inputs (text, email, tel, number, date), text areas, single selects, checkboxes and
 * hidden fields, each with its label, required flag, length limit and help; the submit button's text from
 * the `button.submit` field. On react-hook-form through useServerForm: required and length are checked
 * before sending, the server's messages show at the fields they name and in the error summary, and what
 * was typed stays after a failure. The first input takes focus when the form appears.
 */
export function ConfigForm({ fields, onSubmit, onCancel, subheaderLevel }: ConfigFormProps) {
  const { t } = useTranslation('shopuser')
  // The fields a server message may point at: those the user sees (a hidden field's message goes to the summary).
  const names = useMemo(() => fields.filter(hasValue).filter((field) => field.type !== 'hidden').map((field) => field.name), [fields])
  const { form, problems, failures, submitWith } = useServerForm<FormValues>({ fields: names, defaultValues: initialValues(fields) })
  const { errors } = form.formState
  const id = useId()
  const inputIdOf = (name: string) => `${id}-${name}`
  const submitLabel = fields.find((field) => field.type === 'button.submit')?.label ?? t('addressList.save')
  const Subheader = `h${subheaderLevel}` as const
  const firstInput = fields.find((field): field is ValueField => hasValue(field) && field.type !== 'hidden')

  useEffect(() => {
    if (firstInput) form.setFocus(firstInput.name)
  }, [form, firstInput])

  const submit = submitWith((values) => onSubmit(trimmed(values)))

  const rulesOf = (field: ValueField): RegisterOptions<FieldValues, string> => {
    if (field.type === 'hidden') return {}
    const required = t('addressList.required', { label: field.label })
    const rules: RegisterOptions<FieldValues, string> = {}
    // Blank counts as empty, as on the server.
    if (field.required) rules.validate = (value: unknown) => (typeof value === 'boolean' ? value : typeof value === 'string' && value.trim() !== '') || required
    if ('maxLength' in field && field.maxLength !== undefined) rules.maxLength = { value: field.maxLength, message: t('addressList.tooLong', { label: field.label, max: field.maxLength }) }
    return rules
  }

  const messageOf = (name: string) => {
    const message = errors[name]?.message
    return typeof message === 'string' ? message : undefined
  }
  /** A label, its optional marker, help and error above the control (src/ui/text-field), which gets its accessibility props. */
  const labelled = (field: Exclude<ValueField, { type: 'hidden' | 'checkbox' }>, control: (aria: FieldControl) => ReactNode) => (
    <TextField
      key={field.name}
      id={inputIdOf(field.name)}
      label={
        <>
          {field.label}
          {field.required ? null : (
            <>
              {' '}
              <span className={styles.optional}>{t('addressList.optional')}</span>
            </>
          )}
        </>
      }
      hint={field.help}
      error={messageOf(field.name)}
    >
      {control}
    </TextField>
  )

  const select = (field: SelectField) =>
    labelled(field, (aria) => (
      <select {...aria} {...form.register(field.name, rulesOf(field))}>
        {typeof field.placeholder === 'string' ? <option value="">{field.placeholder}</option> : null}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ))

  const render = (field: FormField, index: number): ReactNode => {
    if (field.type === 'subheader')
      return (
        <Subheader key={`subheader-${index}`} className={styles.subheader}>
          {field.label}
        </Subheader>
      )
    if (field.type === 'button.submit') return null
    if (field.type === 'hidden') return <input key={field.name} type="hidden" {...form.register(field.name)} />
    if (field.type === 'select.single') return select(field)
    if (field.type === 'checkbox')
      return (
        <div key={field.name} className={styles.checkbox}>
          <FieldError inputId={inputIdOf(field.name)} message={messageOf(field.name)} />
          <input
            id={inputIdOf(field.name)}
            type="checkbox"
            {...fieldAria(inputIdOf(field.name), messageOf(field.name), ...(field.help ? [hintIdOf(inputIdOf(field.name))] : []))}
            {...form.register(field.name, rulesOf(field))}
          />
          <label htmlFor={inputIdOf(field.name)}>{field.label}</label>
          {field.help ? (
            <p id={hintIdOf(inputIdOf(field.name))} className={fieldStyles.hint}>
              {field.help}
            </p>
          ) : null}
        </div>
      )
    if (!isTextLike(field)) return null
    const type = field.type
    return labelled(field, (aria) => {
      const common = { ...aria, autoComplete: field.autocomplete, placeholder: field.placeholder, ...form.register(field.name, rulesOf(field)) }
      return type === 'textarea' ? <textarea rows={3} {...common} /> : <input type={type} {...common} />
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      {fields.map(render)}
      <div className={styles.formActions}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('addressList.cancel')}
        </Button>
      </div>
    </form>
  )
}
